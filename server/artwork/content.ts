import { brand, brandMark } from './brand.ts';
import { fittedText, hashOf, svgOpen } from './kit.ts';

/** Small illustrations in a 200×200 box centred on (0, 0), shared by banners, tiles and promotions. */
type Art = 'gift' | 'cricket' | 'cashback' | 'football' | 'tennis' | 'reels' | 'chips' | 'rocket' | 'fish' | 'balls' | 'controller' | 'cards' | 'trophy' | 'friends' | 'cake' | 'chat' | 'calendar' | 'clock';

function art(kind: Art): string {
  const navy = brand.navy;
  const gold = brand.gold;
  const red = '#e0313f';
  switch (kind) {
    case 'gift':
      return `<rect x="-70" y="-20" width="140" height="100" rx="10" fill="${red}"/><rect x="-80" y="-50" width="160" height="36" rx="8" fill="#ff4d5e"/><rect x="-12" y="-50" width="24" height="130" fill="${gold}"/><path d="M0 -50C-40 -100 -80 -60 -30 -50M0 -50C40 -100 80 -60 30 -50" fill="none" stroke="${gold}" stroke-width="10" stroke-linecap="round"/><circle cx="-96" cy="60" r="24" fill="${gold}" stroke="${brand.goldDeep}" stroke-width="4"/><circle cx="96" cy="40" r="18" fill="${gold}" stroke="${brand.goldDeep}" stroke-width="4"/>`;
    case 'cricket':
      return `<g transform="rotate(35)"><rect x="-16" y="-90" width="32" height="130" rx="10" fill="#e8c38a" stroke="#8a5a20" stroke-width="4"/><rect x="-7" y="40" width="14" height="50" rx="5" fill="${navy}"/></g><circle cx="-58" cy="50" r="26" fill="${red}"/><path d="M-76 32Q-58 50 -40 68" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/><g fill="#f5f1e6"><rect x="50" y="0" width="9" height="90" rx="3"/><rect x="68" y="0" width="9" height="90" rx="3"/><rect x="86" y="0" width="9" height="90" rx="3"/></g><rect x="48" y="-6" width="49" height="7" rx="3" fill="${gold}"/>`;
    case 'cashback':
      return `<circle r="70" fill="${gold}" stroke="${brand.goldDeep}" stroke-width="8"/><text y="22" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="900" fill="${navy}">5%</text><path d="M-96 -10A96 96 0 0 1 60 -76" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M48 -96L78 -72L44 -56Z" fill="#fff"/><path d="M96 10A96 96 0 0 1 -60 76" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M-48 96L-78 72L-44 56Z" fill="#fff"/>`;
    case 'football':
      return `<circle r="78" fill="#fff" stroke="${navy}" stroke-width="5"/><path d="M0 -26L25 -8L16 22H-16L-25 -8Z" fill="${navy}"/><path d="M0 -26V-76M25 -8L72 -24M16 22L44 62M-16 22L-44 62M-25 -8L-72 -24" stroke="${navy}" stroke-width="5"/>`;
    case 'tennis':
      return `<g transform="rotate(-30)"><ellipse cy="-30" rx="50" ry="62" fill="none" stroke="${navy}" stroke-width="10"/><path d="M-40 -60H40M-48 -30H48M-40 0H40M-20 -88V28M0 -92V32M20 -88V28" stroke="${navy}" stroke-width="3" opacity="0.7"/><rect x="-8" y="30" width="16" height="70" rx="6" fill="${navy}"/></g><circle cx="70" cy="50" r="28" fill="#d7f547"/><path d="M46 36Q70 50 94 36M46 64Q70 50 94 64" fill="none" stroke="#fff" stroke-width="4"/>`;
    case 'reels':
      return `<rect x="-100" y="-60" width="200" height="120" rx="18" fill="${navy}" stroke="${gold}" stroke-width="8"/>${[-60, 0, 60].map((x) => `<rect x="${x - 26}" y="-42" width="52" height="84" rx="8" fill="#fff"/><text x="${x}" y="20" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="56" font-weight="900" fill="${red}">7</text>`).join('')}<circle cx="116" cy="-48" r="12" fill="${gold}"/><rect x="110" y="-40" width="12" height="60" rx="6" fill="#fff"/>`;
    case 'chips':
      return [[-50, 30, red], [50, 30, navy], [0, -30, brand.greenDeep]].map(([x, y, fill]) => `<g transform="translate(${x} ${y})"><circle r="48" fill="${fill}"/><circle r="48" fill="none" stroke="#fff" stroke-width="11" stroke-dasharray="14 11.1"/><circle r="29" fill="none" stroke="#fff" stroke-width="3"/></g>`).join('');
    case 'rocket':
      return `<path d="M-100 90C-40 80 20 40 50 -40" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="3 14" stroke-linecap="round"/><g transform="translate(30 -10) rotate(40)"><path d="M0 -80C28 -52 30 -10 24 34H-24C-30 -10 -28 -52 0 -80Z" fill="#fff"/><circle cy="-24" r="14" fill="#2a7de1" stroke="${navy}" stroke-width="4"/><path d="M-24 12L-46 46H-22ZM24 12L46 46H22Z" fill="${red}"/><path d="M-16 36Q0 84 16 36Z" fill="${gold}"/></g>`;
    case 'fish':
      return `<path d="M-80 0Q-28 -64 46 -16L86 -48L76 0L86 48L46 16Q-28 64 -80 0Z" fill="${gold}" stroke="${navy}" stroke-width="4"/><circle cx="-52" cy="-8" r="9" fill="${navy}"/><path d="M-12 -40Q2 0 -12 40" fill="none" stroke="${navy}" stroke-width="4"/>`;
    case 'balls':
      return [[-60, 20, red, '7'], [0, -30, gold, '21'], [60, 20, '#2a7de1', '49']].map(([x, y, fill, n]) => `<circle cx="${x}" cy="${y}" r="42" fill="${fill}"/><circle cx="${x}" cy="${y}" r="24" fill="#fff"/><text x="${x}" y="${Number(y) + 9}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="800" fill="${navy}">${n}</text>`).join('');
    case 'controller':
      return `<path d="M-70 -40H70Q100 -40 100 10L92 56Q82 76 62 62L38 36H-38L-62 62Q-82 76 -92 56L-100 10Q-100 -40 -70 -40Z" fill="${navy}" stroke="#fff" stroke-width="5"/><path d="M-58 -2H-26M-42 -18V14" stroke="#fff" stroke-width="11" stroke-linecap="round"/><circle cx="36" cy="-10" r="10" fill="${gold}"/><circle cx="58" cy="10" r="10" fill="${red}"/>`;
    case 'cards':
      return [-20, 0, 20].map((rotate, index) => `<g transform="rotate(${rotate}) translate(0 -10)"><rect x="-46" y="-66" width="92" height="130" rx="10" fill="#fff" stroke="${navy}" stroke-width="3"/><text x="-32" y="-34" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="800" fill="${index === 1 ? red : navy}">${['K', 'A', 'Q'][index]}</text><path transform="translate(0 16) scale(2)" d="M0 -16L12 0L0 16L-12 0Z" fill="${index === 1 ? red : navy}"/></g>`).join('');
    case 'trophy':
      return `<path d="M-56 -80H56V-20Q56 30 0 40Q-56 30 -56 -20Z" fill="${gold}" stroke="${brand.goldDeep}" stroke-width="5"/><path d="M-56 -60H-86Q-86 -10 -50 0M56 -60H86Q86 -10 50 0" fill="none" stroke="${gold}" stroke-width="10"/><rect x="-12" y="40" width="24" height="30" fill="${brand.goldDeep}"/><rect x="-44" y="70" width="88" height="22" rx="6" fill="${navy}"/>`;
    case 'friends':
      return `<circle cx="-40" cy="-40" r="30" fill="#fff"/><path d="M-90 60Q-90 -4 -40 -4Q10 -4 10 60Z" fill="#fff"/><circle cx="44" cy="-30" r="26" fill="${gold}"/><path d="M0 64Q0 8 44 8Q88 8 88 64Z" fill="${gold}"/>`;
    case 'cake':
      return `<rect x="-80" y="0" width="160" height="70" rx="10" fill="#ff7aa8"/><rect x="-80" y="0" width="160" height="18" rx="8" fill="#fff"/><rect x="-64" y="-40" width="128" height="42" rx="8" fill="${gold}"/>${[-40, 0, 40].map((x) => `<rect x="${x - 5}" y="-76" width="10" height="36" rx="3" fill="#fff"/><path d="M${x} -96Q${x + 10} -84 ${x} -78Q${x - 10} -84 ${x} -96Z" fill="${red}"/>`).join('')}`;
    case 'chat':
      return `<path d="M-90 -60H70Q90 -60 90 -40V20Q90 40 70 40H-20L-60 76V40H-70Q-90 40 -90 20V-40Q-90 -60 -70 -60Z" fill="#fff"/>${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="-10" r="10" fill="${navy}"/>`).join('')}<circle cx="70" cy="-70" r="18" fill="${gold}"/><circle cx="100" cy="-30" r="10" fill="${gold}"/>`;
    case 'calendar':
      return `<rect x="-80" y="-70" width="160" height="150" rx="14" fill="#fff"/><rect x="-80" y="-70" width="160" height="40" rx="14" fill="${red}"/><text y="50" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="72" font-weight="900" fill="${navy}">24</text>`;
    case 'clock':
      return `<circle r="80" fill="#fff" stroke="${navy}" stroke-width="8"/><path d="M0 0V-52M0 0L36 22" stroke="${navy}" stroke-width="10" stroke-linecap="round"/><circle r="9" fill="${red}"/>`;
  }
}

/** A rounded call-to-action button drawn in the picture. */
function ctaButton(x: number, y: number, label: string): string {
  const width = 210;
  return `<rect x="${x}" y="${y}" width="${width}" height="52" rx="26" fill="${brand.gold}"/>${fittedText(label, { x: x + width / 2, y: y + 34, size: 24, maxWidth: width - 40, fill: brand.navy, weight: 800, anchor: 'middle' })}`;
}

/**
 * A picture's words in Bangla (issue 22). An `<img>` SVG cannot use the site's web font and this kind of
 * machine has no Bengali system font, so Bangla is never drawn in a picture: the Bangla site shows the
 * word-free drawing (`{slug}.bn.svg`) with these words laid over it as page text (docs/decisions.md).
 * '' for a part the picture does not have.
 */
export type ArtWords = { kicker: string; headline: string; offer: string; cta: string };

type Banner = { kicker: string; headline: string; offer: string; detail: string; cta: string; art: Art; hue: number; bn: ArtWords };

/**
 * Main banners (1200×400). The site shows them with object-fit: cover, from 2.2:1 on a phone (the middle
 * 900 px wide show) to 4:1 on a desktop (the middle 300 px high show), so everything that matters stays
 * inside x 170–1030, y 70–330.
 */
const banners: Record<string, Banner> = {
  'welcome-bonus': {
    kicker: 'WELCOME BONUS', headline: '100% up to', offer: 'BDT 10,000', detail: 'On your first deposit of BDT 500 or more', cta: 'Deposit now', art: 'gift', hue: 150,
    bn: { kicker: 'স্বাগতম বোনাস', headline: '১০০% বোনাস, সর্বোচ্চ', offer: '৳১০,০০০', cta: 'এখনই ডিপোজিট করুন' },
  },
  'cricket-exchange': {
    kicker: 'CRICKET EXCHANGE', headline: 'Back and lay', offer: 'live, ball by ball', detail: 'The best prices on every match, in-play', cta: 'Bet now', art: 'cricket', hue: 215,
    bn: { kicker: 'ক্রিকেট এক্সচেঞ্জ', headline: 'ব্যাক ও লে করুন', offer: 'লাইভ, প্রতি বলে', cta: 'এখনই বাজি ধরুন' },
  },
  'weekly-cashback': {
    kicker: 'WEEKLY CASHBACK', headline: '5% back', offer: 'every Monday', detail: 'On live casino net losses, up to BDT 20,000', cta: 'See the offer', art: 'cashback', hue: 265,
    bn: { kicker: 'সাপ্তাহিক ক্যাশব্যাক', headline: '৫% ফেরত', offer: 'প্রতি সোমবার', cta: 'অফারটি দেখুন' },
  },
};

/** Words in the picture, or none (`wordless`: the Bangla site lays its words over the drawing). */
function bannerSvg(banner: Banner, wordless = false): string {
  const { hue } = banner;
  const label = wordless ? `${banner.bn.kicker}: ${banner.bn.headline} ${banner.bn.offer}` : `${banner.kicker}: ${banner.headline} ${banner.offer}. ${banner.detail}. ${banner.cta}`;
  return [
    svgOpen(1200, 400, label),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,22%)"/><stop offset="1" stop-color="${brand.navyDeep}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="hsl(${hue},80%,55%)" stop-opacity="0.7"/><stop offset="1" stop-color="hsl(${hue},80%,55%)" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#bg)"/>`,
    `<circle cx="880" cy="200" r="260" fill="url(#glow)"/>`,
    Array.from({ length: 6 }, (_, index) => `<path d="M${620 + index * 90} 0L${520 + index * 90} 400" stroke="#fff" stroke-width="18" opacity="0.04"/>`).join(''),
    `<g transform="translate(870 200) scale(1.05)">${art(banner.art)}</g>`,
    ...(wordless
      ? []
      : [
          brandMark(180, 78, 0.5),
          fittedText(banner.kicker, { x: 222, y: 102, size: 22, maxWidth: 440, fill: brand.greenBright, weight: 800, spacing: 3 }),
          fittedText(banner.headline, { x: 180, y: 164, size: 54, maxWidth: 540, fill: '#fff', weight: 900 }),
          fittedText(banner.offer, { x: 180, y: 222, size: 54, maxWidth: 540, fill: brand.gold, weight: 900 }),
          fittedText(banner.detail, { x: 180, y: 258, size: 22, maxWidth: 520, fill: '#dfe3ec', weight: 600 }),
          ctaButton(180, 274, banner.cta),
        ]),
    `</svg>`,
  ].join('');
}

type Tile = { label: string; sub: string; art: Art; hue: number; bn: { label: string; sub: string } };

/** Favourite tiles (600×260, shown about 2.3:1) and featured tiles (400×300, shown 4:3 to 2:1): the label sits in the middle band. */
const favourites: Record<string, Tile> = {
  'cricket-live': { label: 'CRICKET', sub: 'Live exchange', art: 'cricket', hue: 205, bn: { label: 'ক্রিকেট', sub: 'লাইভ এক্সচেঞ্জ' } },
  'football-in-play': { label: 'FOOTBALL', sub: 'In-play odds', art: 'football', hue: 140, bn: { label: 'ফুটবল', sub: 'খেলা চলাকালীন অডস' } },
  'tennis-back-lay': { label: 'TENNIS', sub: 'Back and lay', art: 'tennis', hue: 28, bn: { label: 'টেনিস', sub: 'ব্যাক ও লে' } },
};
const featured: Record<string, Tile> = {
  'top-slots': { label: 'SLOTS', sub: 'Top 100', art: 'reels', hue: 330, bn: { label: 'স্লট', sub: 'সেরা ১০০' } },
  'live-casino': { label: 'LIVE', sub: 'Real tables', art: 'chips', hue: 0, bn: { label: 'লাইভ', sub: 'আসল টেবিল' } },
  'crash-games': { label: 'CRASH', sub: 'Cash out in time', art: 'rocket', hue: 250, bn: { label: 'ক্র্যাশ', sub: 'সময়মতো ক্যাশ আউট' } },
};

function tileSvg(tile: Tile, width: number, height: number, wordless = false): string {
  const { hue } = tile;
  const wide = width / height > 1.8;
  const artX = wide ? width - 150 : width / 2;
  const artY = wide ? height / 2 : height / 2 - 42;
  const scale = wide ? 0.95 : 0.5;
  const textX = wide ? 40 : width / 2;
  const anchor = wide ? 'start' : 'middle';
  const labelY = wide ? height / 2 + 2 : height / 2 + 44;
  return [
    svgOpen(width, height, wordless ? `${tile.bn.label}: ${tile.bn.sub}` : `${tile.label}: ${tile.sub}`),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,14%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${artX}" cy="${artY}" r="${height * 0.42}" fill="#fff" opacity="0.08"/>`,
    `<g transform="translate(${artX} ${artY}) scale(${scale})">${art(tile.art)}</g>`,
    ...(wordless
      ? []
      : [
          fittedText(tile.label, { x: textX, y: labelY, size: wide ? 48 : 40, maxWidth: wide ? width - 330 : width - 80, fill: '#fff', weight: 900, anchor }),
          fittedText(tile.sub, { x: textX, y: labelY + (wide ? 40 : 28), size: wide ? 26 : 22, maxWidth: wide ? width - 330 : width - 80, fill: brand.gold, weight: 700, anchor }),
        ]),
    `</svg>`,
  ].join('');
}

type PromotionArt = { offer: string; label: string; art: Art; hue: number; bn: { offer: string; label: string } };

/**
 * Promotion artwork (800×400, shown 2:1 to 2.6:1 with cover): a big offer, a short label and a picture;
 * the promotion's name and text are the page's (in the site's fonts), so the picture carries few words.
 */
const promotionArt: Record<string, PromotionArt> = {
  'welcome-sports-bonus': { offer: '100%', label: 'SPORTS WELCOME', art: 'cricket', hue: 150, bn: { offer: '১০০%', label: 'স্পোর্টস স্বাগতম' } },
  'slots-welcome-bonus': { offer: '100%', label: '+ 50 FREE SPINS', art: 'reels', hue: 320, bn: { offer: '১০০%', label: '+ ৫০টি ফ্রি স্পিন' } },
  'daily-slots-reload': { offer: '10%', label: 'DAILY RELOAD', art: 'calendar', hue: 20, bn: { offer: '১০%', label: 'দৈনিক রিলোড' } },
  'live-casino-cashback': { offer: '5%', label: 'WEEKLY CASHBACK', art: 'chips', hue: 0, bn: { offer: '৫%', label: 'সাপ্তাহিক ক্যাশব্যাক' } },
  'cricket-accumulator-boost': { offer: '+50%', label: 'ACCA BOOST', art: 'cricket', hue: 200, bn: { offer: '+৫০%', label: 'অ্যাকা বুস্ট' } },
  'fishing-bonus': { offer: '20%', label: 'FISHING BONUS', art: 'fish', hue: 190, bn: { offer: '২০%', label: 'ফিশিং বোনাস' } },
  'esports-free-bet': { offer: 'FREE BET', label: 'E-SPORTS WEEKLY', art: 'controller', hue: 270, bn: { offer: 'ফ্রি বেট', label: 'ই-স্পোর্টস সাপ্তাহিক' } },
  'lucky-lottery-draw': { offer: '50 WINNERS', label: 'MONTHLY DRAW', art: 'balls', hue: 45, bn: { offer: '৫০ জন বিজয়ী', label: 'মাসিক ড্র' } },
  'poker-rakeback': { offer: '30%', label: 'RAKEBACK', art: 'cards', hue: 160, bn: { offer: '৩০%', label: 'রেকব্যাক' } },
  'table-games-happy-hour': { offer: '+3%', label: '8 PM TO 10 PM', art: 'clock', hue: 35, bn: { offer: '+৩%', label: 'রাত ৮টা থেকে ১০টা' } },
  'arcade-bonus': { offer: '15%', label: 'ARCADE BONUS', art: 'controller', hue: 290, bn: { offer: '১৫%', label: 'আর্কেড বোনাস' } },
  'crash-rebate': { offer: '2%', label: 'DAILY REBATE', art: 'rocket', hue: 230, bn: { offer: '২%', label: 'দৈনিক রিবেট' } },
  'refer-a-friend': { offer: 'REFER', label: 'AND EARN MONTHLY', art: 'friends', hue: 125, bn: { offer: 'রেফার করুন', label: 'প্রতি মাসে আয় করুন' } },
  'vip-birthday-gift': { offer: 'VIP', label: 'BIRTHDAY GIFT', art: 'cake', hue: 340, bn: { offer: 'VIP', label: 'জন্মদিনের উপহার' } },
  'slots-tournament': { offer: 'TOP 500', label: 'WIN A SHARE', art: 'trophy', hue: 40, bn: { offer: 'সেরা ৫০০', label: 'পুরস্কারের ভাগ নিন' } },
  'live-chat-rain': { offer: 'RAIN', label: 'FREE DROPS IN CHAT', art: 'chat', hue: 210, bn: { offer: 'রেইন', label: 'চ্যাটে ফ্রি ড্রপ' } },
};

function promotionSvg(promotion: PromotionArt, wordless = false): string {
  const { hue } = promotion;
  return [
    svgOpen(800, 400, wordless ? `${promotion.bn.offer} ${promotion.bn.label}` : `${promotion.offer} ${promotion.label}`),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},68%,36%)"/><stop offset="1" stop-color="${brand.navyDeep}"/></linearGradient></defs>`,
    `<rect width="800" height="400" fill="url(#bg)"/>`,
    `<circle cx="580" cy="200" r="170" fill="#fff" opacity="0.08"/><circle cx="580" cy="200" r="120" fill="#fff" opacity="0.06"/>`,
    `<g transform="translate(580 200) scale(0.95)">${art(promotion.art)}</g>`,
    ...(wordless
      ? []
      : [
          fittedText(promotion.offer, { x: 70, y: 210, size: 96, maxWidth: 360, fill: brand.gold, weight: 900 }),
          fittedText(promotion.label, { x: 72, y: 262, size: 30, maxWidth: 360, fill: '#fff', weight: 800, spacing: 1 }),
        ]),
    `</svg>`,
  ].join('');
}

/** The display names of payment methods whose slug is not simply the name. */
const METHOD_NAMES: Record<string, string> = { bkash: 'bKash', usdt: 'USDT' };

/** A payment method's mark (160×100): its name on a neutral rounded card with a colour band of ours. */
export function paymentBadgeSvg(slug: string): string {
  const name = ownEntry(METHOD_NAMES, slug) ?? slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());
  const hue = hashOf(`payments/${slug}`) % 360;
  return [
    svgOpen(160, 100, name),
    `<rect x="2" y="2" width="156" height="96" rx="16" fill="#f4f6fa" stroke="hsl(${hue},55%,45%)" stroke-width="4"/>`,
    `<rect x="2" y="70" width="156" height="28" rx="0" fill="hsl(${hue},55%,45%)" opacity="0.18"/>`,
    `<circle cx="24" cy="24" r="9" fill="hsl(${hue},60%,45%)"/>`,
    fittedText(name, { x: 80, y: 60, size: 32, maxWidth: 136, fill: brand.navy, weight: 800, anchor: 'middle' }),
    `</svg>`,
  ].join('');
}

/** A provider's badge (120×120): its initials on a round tile in a colour from its name. */
export function providerBadgeSvg(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 3).map((word) => word[0]).join('') : (words[0] ?? '').slice(0, name.length <= 4 ? 4 : 2)).toUpperCase();
  const hue = hashOf(`providers/${name}`) % 360;
  return [
    svgOpen(120, 120, name),
    `<rect width="120" height="120" rx="28" fill="hsl(${hue},55%,30%)"/>`,
    `<rect x="8" y="8" width="104" height="104" rx="22" fill="none" stroke="#fff" stroke-width="3" opacity="0.35"/>`,
    fittedText(initials, { x: 60, y: 74, size: initials.length > 2 ? 34 : 44, maxWidth: 96, fill: '#fff', weight: 900, anchor: 'middle' }),
    `</svg>`,
  ].join('');
}

/** A wordless picture in the brand's colours for a storage name we have no artwork for (never placeholder text). */
export function brandPatternSvg(width: number, height: number, seed: string): string {
  const hue = hashOf(seed) % 360;
  return [
    svgOpen(width, height, 'TakaPlay'),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="${brand.navyDeep}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    brandMark(width / 2 - Math.min(width, height) * 0.2, height / 2 - Math.min(width, height) * 0.2, (Math.min(width, height) * 0.4) / 64),
    `</svg>`,
  ].join('');
}

/** The entry a record has of its own for `key`, never one its prototype answers (`__proto__` is a slug a visitor can ask for). */
export function ownEntry<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The artwork of /storage/sliders/{slug}.svg and /storage/promotions/{slug}.svg, or undefined for an unknown slug. */
export function sliderSvg(slug: string, wordless = false): string | undefined {
  const banner = ownEntry(banners, slug);
  if (banner) return bannerSvg(banner, wordless);
  const favourite = ownEntry(favourites, slug);
  if (favourite) return tileSvg(favourite, 600, 260, wordless);
  const feature = ownEntry(featured, slug);
  return feature ? tileSvg(feature, 400, 300, wordless) : undefined;
}

export function promotionArtSvg(slug: string, wordless = false): string | undefined {
  const promotion = ownEntry(promotionArt, slug);
  return promotion ? promotionSvg(promotion, wordless) : undefined;
}

/** The Bangla words of the picture /storage/{sliders|promotions}/{slug}.svg, or undefined when we draw none for it. */
export function banglaWords(folder: 'sliders' | 'promotions', slug: string): ArtWords | undefined {
  if (folder === 'promotions') {
    const promotion = ownEntry(promotionArt, slug);
    return promotion ? { kicker: '', headline: promotion.bn.label, offer: promotion.bn.offer, cta: '' } : undefined;
  }
  const banner = ownEntry(banners, slug);
  if (banner) return banner.bn;
  const tile = ownEntry(favourites, slug) ?? ownEntry(featured, slug);
  return tile ? { kicker: '', headline: tile.bn.label, offer: tile.bn.sub, cta: '' } : undefined;
}

/** Every slug with artwork (for the seed's paths and the tests). */
export const artworkSlugs = {
  banners: Object.keys(banners),
  favourites: Object.keys(favourites),
  featured: Object.keys(featured),
  promotions: Object.keys(promotionArt),
};
