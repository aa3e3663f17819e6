import { page, type Locator } from 'vitest/browser';
import { setPreferredLanguage } from '../../src/i18n';
import { expectText } from './expectations';
import { fakeApi } from './fakeApi';
import { freshAnswer } from './siteAnswers';
import { layouts, renderSite } from './site';

/**
 * Issue 22: on the Bangla site the captions are the server's Bangla ones (`name_bn`, `desc_bn`), and our
 * pictures are their word-free drawings (`art_bn.thumbnail`) with their Bangla headline, offer and call to
 * action laid over them as page text in the site's Bangla web font (an `<img>` SVG cannot use it, and this
 * machine has no Bengali system font). The server's answers are a fresh server's with the Bangla fields of
 * server/routes/content/site.ts for the first banner, a favourite and the first promotion.
 */
type Row = Record<string, unknown>;

const welcomeArt = { thumbnail: '/storage/sliders/welcome-bonus.bn.svg?v=test', kicker: 'স্বাগতম বোনাস', headline: '১০০% বোনাস, সর্বোচ্চ', offer: '৳১০,০০০', cta: 'এখনই ডিপোজিট করুন' };
const sportsArt = { thumbnail: '/storage/promotions/welcome-sports-bonus.bn.svg?v=test', kicker: '', headline: 'স্পোর্টস স্বাগতম', offer: '১০০%', cta: '' };
const banglaSliders: Record<string, Row> = {
  'Welcome bonus 100% up to ৳10,000': { name_bn: 'স্বাগতম বোনাস: ১০০%, সর্বোচ্চ ৳১০,০০০', art_bn: welcomeArt },
  'Cricket live exchange': { name_bn: 'ক্রিকেট লাইভ এক্সচেঞ্জ', art_bn: null },
};
const banglaPromotion = { name_bn: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস', desc_bn: 'নতুন সদস্যরা প্রথম ডিপোজিটে সর্বোচ্চ ৳৭,৭৭৭ স্পোর্টস বোনাস পান। ক্রিকেট, ফুটবল ও টেনিসে বাজি ধরুন।', art_bn: sportsArt };
const withBangla = (rows: Row[]) => rows.map((row) => (row.id === 1 ? { ...row, ...banglaPromotion } : row));

function answerInBothLanguages() {
  fakeApi.on('GET sliders', () => ({ json: freshAnswer<Row[]>('GET sliders').map((row) => ({ ...row, ...banglaSliders[String(row.name)] })) }));
  fakeApi.on('GET promotion', (request) => ({ json: withBangla(freshAnswer<Row[]>(request.query.has('category') ? `GET promotion?category=${request.query.get('category')}` : 'GET promotion')) }));
}

/**
 * The first font the words ask for: the site's Bangla web font (src/shell/bengaliFont.css), never a system
 * font. (This layer does not serve the font's files; that it draws, not boxes, the screenshots show.)
 */
const fontOf = (element: Element | null) => (element ? getComputedStyle(element).fontFamily.split(',')[0] : 'missing');

/**
 * The words drawn over a picture, in order: each span's generated content (src/features/artwork/artwork.module.css),
 * read from the page's computed style so a rule that stopped drawing them fails here.
 */
async function expectWords(words: Locator, expected: string[]): Promise<void> {
  await expect
    .poll(() => [...(words.element()?.querySelectorAll('span') ?? [])].map((span) => getComputedStyle(span, '::before').content.replace(/^"|"$/g, '').split('" / "')[0]))
    .toEqual(expected);
}

describe.each(layouts)('the Bangla home on a %s', (layout) => {
  test('shows the Bangla caption, and the first banner’s Bangla words over its word-free drawing', async () => {
    answerInBothLanguages();
    await setPreferredLanguage('bn');
    await renderSite('/', { layout });
    const banners = page.getByTestId('main-banners');
    const first = banners.getByRole('img', { name: 'স্বাগতম বোনাস: ১০০%, সর্বোচ্চ ৳১০,০০০' });
    await expect.element(first).toBeVisible();
    expect(first.element().getAttribute('src')).toBe(welcomeArt.thumbnail);
    const words = banners.getByTestId('picture-words').first();
    await expectWords(words, ['স্বাগতম বোনাস', '১০০% বোনাস, সর্বোচ্চ', '৳১০,০০০', 'এখনই ডিপোজিট করুন']);
    // Drawn, not empty boxes of no width; and no text node a button's visible label would take in.
    expect(words.element().querySelector('span:last-child')?.getBoundingClientRect().width).toBeGreaterThan(20);
    expect(words.element().textContent).toBe('');
    expect(fontOf(words.element().querySelector('span'))).toBe('"Noto Sans Bengali"');
    // The words stay inside the picture: its box is the picture's fixed height.
    const frame = words.element().parentElement?.getBoundingClientRect();
    const text = words.element().getBoundingClientRect();
    expect(frame?.height).toBe(layout === 'desktop' ? 320 : 160);
    expect(text.bottom).toBeLessThanOrEqual((frame?.bottom ?? 0) + 0.5);
    // A favourite with a Bangla caption and no Bangla picture keeps its picture; one without a caption stays English.
    const favourites = page.getByTestId(layout === 'desktop' ? 'favourites-cricket' : 'favourites-slider');
    await expect.element(favourites.getByRole('button', { name: 'ক্রিকেট লাইভ এক্সচেঞ্জ' })).toBeVisible();
    await expect.element(favourites.getByRole('button', { name: 'Tennis back and lay' })).toBeInTheDocument();
  });
});

test('the Bangla promotions page shows the Bangla title, text and picture words; English again after switching back', async () => {
  answerInBothLanguages();
  await setPreferredLanguage('bn');
  await renderSite('/promotions', { layout: 'desktop' });
  const card = page.getByTestId('promotion-card').first();
  await expectText(card.getByTestId('promotion-title'), 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস');
  await expectText(card.getByTestId('promotion-preview'), 'নতুন সদস্যরা প্রথম ডিপোজিটে সর্বোচ্চ…');
  await expectWords(card.getByTestId('picture-words'), ['১০০%', 'স্পোর্টস স্বাগতম']);
  expect(card.getByRole('img').element().getAttribute('src')).toBe(sportsArt.thumbnail);
  expect(fontOf(card.getByTestId('picture-words').element().querySelector('span'))).toBe('"Noto Sans Bengali"');

  await setPreferredLanguage('en');
  await expectText(card.getByTestId('promotion-title'), 'Welcome Offer: ৳7,777 Sports Bonus');
  await expect.element(card.getByTestId('picture-words')).not.toBeInTheDocument();
  expect(card.getByRole('img').element().getAttribute('src')).toBe(freshAnswer<Row[]>('GET promotion')[0]?.thumbnail);
});

test('the Bangla account overview’s New Promotions show the Bangla title and picture words', async () => {
  answerInBothLanguages();
  await setPreferredLanguage('bn');
  await renderSite('/account', { layout: 'desktop', player: true });
  const slide = page.getByTestId('member-promotions').getByRole('link', { name: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস' });
  await expect.element(slide).toBeInTheDocument();
  await expectWords(slide.getByTestId('picture-words'), ['১০০%', 'স্পোর্টস স্বাগতম']);
  // The picture is decorative there (the link says the title): alt "".
  expect(slide.element().querySelector('img')?.getAttribute('src')).toBe(sportsArt.thumbnail);
});
