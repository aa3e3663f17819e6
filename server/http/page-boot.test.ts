import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootKeyOf, createPageBoot, siteFeaturesMarkup, withBoot } from './page-boot.ts';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'takaplay-boot-'));
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      '*': ['assets/api-1.js'],
      '/': ['assets/home-2.js', 'assets/api-1.js', 'assets/home-3.css'],
      '/games': ['assets/games-4.js'],
      '/flows': ['assets/flows-5.js'],
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const sliders = [
  { id: 4, thubmnail: '/storage/sliders/favourite-1.svg', status: 'active', slider_type: 'Favourite' },
  { id: 1, thubmnail: '/storage/sliders/main-1.svg', status: 'active', slider_type: 'Main' },
  { id: 2, thubmnail: '/storage/sliders/main-2.svg', status: 'active', slider_type: 'Main' },
];

function bootFrom(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const pageBoot = createPageBoot(async (path) => {
    asked.push(path);
    return answers[path];
  }, dist);
  const boot = async (urlPath: string, search?: string) => (await pageBoot(urlPath, search)).markup;
  return { boot, pageBoot, asked };
}

function dataBlock(html: string): unknown {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot-data block');
  return JSON.parse(match[1]);
}

describe('page boot', () => {
  it('gives every page the logo, general and limits answers, and the home page the sliders and promotions too', async () => {
    const promotion = [{ id: 1, name: 'Welcome Offer' }];
    const limits = { withdrawal: { min: 500, max: 25_000 } };
    const answers = { '/api/logo': [{ logo: '/l.svg' }], '/api/general': { site_title: 'TakaPlay' }, '/api/limits': limits, '/api/sliders': sliders, '/api/promotion': promotion };
    const home = bootFrom(answers);
    expect(dataBlock(await home.boot('/'))).toEqual({ logo: [{ logo: '/l.svg' }], general: { site_title: 'TakaPlay' }, limits, sliders, promotion });
    const games = bootFrom(answers);
    expect(dataBlock(await games.boot('/games'))).toEqual({ logo: [{ logo: '/l.svg' }], general: { site_title: 'TakaPlay' }, limits });
    expect(games.asked).not.toContain('/api/sliders');
    expect(games.asked).not.toContain('/api/promotion');
  });

  it('gives every page the footer’s links and payment logos, the home the first category’s providers, and hands the server the answers it wrote', async () => {
    const systems = { systems: ['EVOLUTION', 'PP'] };
    const providers = { data: [{ platform: 'PP', name: 'Pragmatic Play' }, { platform: 'EVOLUTION', name: 'Evolution' }] };
    const answers = {
      '/api/sociallink?format=list': [{ name: 'facebook', link: 'https://facebook.com/takaplay' }],
      '/api/payment-methods': [{ id: 1, name: 'bKash', icon: '/b.svg' }],
      '/api/get-system?type=CASINO': systems,
      '/api/get-provider?system=%5B%22EVOLUTION%22%2C%22PP%22%5D': providers,
    };
    const home = bootFrom(answers);
    const { markup, answers: written } = await home.pageBoot('/');
    expect(dataBlock(markup)).toEqual(written);
    expect(written).toEqual({
      'sociallink?format=list': answers['/api/sociallink?format=list'],
      'payment-methods': answers['/api/payment-methods'],
      'get-system?type=CASINO': systems,
      'get-provider?system=%5B%22EVOLUTION%22%2C%22PP%22%5D': providers,
    });
    // The keys are the ones the site's client looks its calls up by.
    expect(bootKeyOf('get-provider', { system: JSON.stringify(['EVOLUTION', 'PP']) })).toBe('get-provider?system=%5B%22EVOLUTION%22%2C%22PP%22%5D');
    const login = bootFrom(answers);
    expect(Object.keys((await login.pageBoot('/login')).answers)).toEqual(['sociallink?format=list', 'payment-methods']);
    expect(login.asked.some((path) => path.includes('get-'))).toBe(false);
  });

  it('leaves out a call that did not answer', async () => {
    const { boot } = bootFrom({ '/api/logo': [] });
    expect(dataBlock(await boot('/login'))).toEqual({ logo: [] });
  });

  it('preloads the first active main banner on the home page only', async () => {
    const { boot } = bootFrom({ '/api/sliders': sliders });
    const home = await boot('/');
    expect(home).toContain('<link rel="preload" as="image" fetchpriority="high" href="/storage/sliders/main-1.svg">');
    expect(home).not.toContain('main-2.svg"><');
    expect(await boot('/games')).not.toContain('as="image"');
  });

  it('gives /promotions the list of ALL and preloads the picture of the first promotion shown (its banner)', async () => {
    const promotion = [
      { id: 7, name: 'Old', thumbnail: '/storage/promotions/old.svg', status: 'inactive' },
      { id: 1, name: 'Welcome Offer', thumbnail: '/storage/promotions/welcome.svg', status: 'active' },
      { id: 2, name: 'Reload', thumbnail: '/storage/promotions/reload.svg', status: 'active' },
    ];
    const { boot, asked } = bootFrom({ '/api/promotion': promotion });
    const html = await boot('/promotions');
    expect(dataBlock(html)).toEqual({ promotion });
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/storage/promotions/welcome.svg">');
    expect(html.match(/as="image"/g)).toHaveLength(1);
    expect(asked).not.toContain('/api/sliders');
    // Hosted elsewhere: no preload.
    const elsewhere = bootFrom({ '/api/promotion': [{ id: 1, thumbnail: 'https://cdn.example/p.svg', status: 'active' }] });
    expect(await elsewhere.boot('/promotions')).not.toContain('as="image"');
  });

  it('does not preload a banner hosted elsewhere', async () => {
    const { boot } = bootFrom({ '/api/sliders': [{ thubmnail: 'https://cdn.example/main.svg', slider_type: 'Main', status: 'active' }] });
    expect(await boot('/')).not.toContain('as="image"');
  });

  it("preloads the route's chunks once each, every page's first, stylesheets as styles", async () => {
    const { boot } = bootFrom({});
    const home = await boot('/');
    expect(home.match(/api-1\.js/g)).toHaveLength(1);
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/api-1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-2.js">');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-3.css">');
    expect(home).not.toContain('games-4.js');
    expect(await boot('/deposit')).toContain('/assets/api-1.js');
  });

  it('keeps text from the database from closing the data block or running', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { boot } = bootFrom({ '/api/general': { site_title: hostile } });
    const html = await boot('/login');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(dataBlock(html)).toEqual({ general: { site_title: hostile } });
  });

  it('works without a route-preloads file (a build without it)', async () => {
    const boot = createPageBoot(async () => undefined, join(dist, 'missing'));
    expect(await boot('/')).toEqual({ markup: '<script type="application/json" id="boot-data">{}</script>', answers: {} });
  });

  it("preloads the flow charts' chunks only where they are on (FLOWS_ENABLED)", async () => {
    const { boot } = bootFrom({});
    expect(await boot('/flows')).not.toContain('flows-5.js');
    const on = createPageBoot(async () => undefined, dist, { flows: true });
    expect((await on('/flows')).markup).toContain('<link rel="modulepreload" crossorigin href="/assets/flows-5.js">');
  });

  it('names the opt-in pages that are on in a site-features block, and writes none when all are off', () => {
    // src/edge/siteFeatures.test.ts reads this same block.
    expect(siteFeaturesMarkup({ flows: true })).toBe('<script type="application/json" id="site-features">{"flows":true}</script>');
    expect(siteFeaturesMarkup({ flows: false })).toBe('');
  });

  it('puts the markup just before </head>', () => {
    expect(withBoot('<html><head><title>x</title></head><body></body></html>', '<b>')).toBe('<html><head><title>x</title><b></head><body></body></html>');
    expect(withBoot('<div id="root"></div>', '<b>')).toBe('<b><div id="root"></div>');
  });
});

describe('the games page boot', () => {
  it('keys answers as the site does (src/api/bootData.test.ts pins the same examples)', () => {
    expect(bootKeyOf('logo')).toBe('logo');
    expect(bootKeyOf('get-system', { type: 'LIVE' })).toBe('get-system?type=LIVE');
    expect(bootKeyOf('get-provider', { system: '["EVOLUTION","SEXY"]' })).toBe('get-provider?system=%5B%22EVOLUTION%22%2C%22SEXY%22%5D');
    expect(bootKeyOf('get-games', { type: 'SLOT', system: 'JILI,PG', sort: 'displayOrder', per_page: '5000' })).toBe(
      'get-games?per_page=5000&sort=displayOrder&system=JILI%2CPG&type=SLOT',
    );
  });

  const gamesAnswers = {
    '/api/get-system?type=SLOT': { systems: ['JILI', 'PG'] },
    '/api/get-provider?system=%5B%22JILI%22%2C%22PG%22%5D': { data: [{ platform: 'JILI' }, { platform: 'PG' }] },
    '/api/get-games?per_page=5000&sort=displayOrder&system=PG&type=SLOT': {
      games: Array.from({ length: 8 }, (_, index) => ({ code: `G${index}`, poster: index === 1 ? null : `/storage/games/g${index}.svg` })),
    },
    '/api/get-games?per_page=5000&sort=displayOrder&type=SLOT': { games: [{ code: 'ALL', poster: 'https://cdn.example/all.svg' }] },
  };

  it('puts the three calls the page makes for its address in the block, and preloads the first screen of posters', async () => {
    const { boot, asked } = bootFrom(gamesAnswers);
    const html = await boot('/games', '?type=slot&system=pg');
    const data = dataBlock(html) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['get-games?per_page=5000&sort=displayOrder&system=PG&type=SLOT', 'get-provider?system=%5B%22JILI%22%2C%22PG%22%5D', 'get-system?type=SLOT']);
    expect(asked).toContain('/api/get-system?type=SLOT');
    // The first six games; the one without a poster is skipped.
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(5);
    expect(html).toContain('<link rel="preload" as="image" href="/storage/games/g0.svg">');
    expect(html).not.toContain('href="/storage/games/g6.svg"');
  });

  it('asks for every game of the type when the address names no offered provider, and preloads no outside poster', async () => {
    const { boot } = bootFrom(gamesAnswers);
    const html = await boot('/games', '?type=SLOT&system=NOPE');
    expect(Object.keys(dataBlock(html) as object)).toContain('get-games?per_page=5000&sort=displayOrder&type=SLOT');
    expect(html).not.toContain('as="image"');
  });

  it('stops at the first call that does not answer, and other pages ask none of them', async () => {
    const { boot, asked } = bootFrom({});
    expect(dataBlock(await boot('/games'))).toEqual({});
    expect(asked).toEqual(['/api/logo', '/api/general', '/api/limits', '/api/sociallink?format=list', '/api/payment-methods', '/api/get-system?type=LIVE']);
    const login = bootFrom(gamesAnswers);
    await login.boot('/login', '?type=SLOT');
    expect(login.asked.some((path) => path.includes('get-'))).toBe(false);
  });
});
