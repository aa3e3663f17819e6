import { brand } from './brand.ts';
import { escapeXml, fittedText, hashOf, svgOpen, wrap } from './kit.ts';

export type PosterGame = { code: string; name: string; type: string; platform: string; providerName?: string | null };

type Icon = 'reels' | 'wheel' | 'cards' | 'dice' | 'chips' | 'rocket' | 'plane' | 'fish' | 'balls' | 'controller' | 'ball';

/** The icon a game gets: by words of its name first (a live "Roulette" is a wheel), then by its type. */
export function posterIcon(game: Pick<PosterGame, 'name' | 'type'>): Icon {
  const name = game.name.toLowerCase();
  if (game.type === 'SPORTS') return 'ball';
  if (game.type === 'CRASH') return /aviator|jet|pilot|flight|zeppelin|balloon/.test(name) ? 'plane' : 'rocket';
  if (game.type === 'FISHING') return 'fish';
  if (game.type === 'LOTTERY') return 'balls';
  if (game.type === 'SLOT') return 'reels';
  if (game.type === 'ARCADE') return /dice/.test(name) ? 'dice' : /wheel/.test(name) ? 'wheel' : 'controller';
  if (/roulette|wheel/.test(name)) return 'wheel';
  if (/sic bo|dice|craps|fan tan|prawn/.test(name)) return 'dice';
  if (/baccarat|blackjack|teen patti|andar|dragon tiger|poker|hold|rummy|hi-lo|cards|red dog|munda/.test(name)) return 'cards';
  return game.type === 'POKER' ? 'cards' : 'chips';
}

const TYPE_LABEL: Record<string, string> = {
  SLOT: 'Slots', LIVE: 'Live casino', CASINO: 'Casino', TABLE: 'Table game', POKER: 'Poker', CRASH: 'Crash',
  FISHING: 'Fishing', ARCADE: 'Arcade', LOTTERY: 'Lottery', SPORTS: 'Sportsbook',
};

/** An icon drawn in a 120×120 box centred on (0, 0); `accent` and `light` come from the game's colours. */
function iconSvg(icon: Icon, accent: string, light: string, seed: number): string {
  const navy = brand.navy;
  switch (icon) {
    case 'reels': {
      const symbols = ['7', '$', 'A', 'K', 'Q', 'J'];
      const pick = (n: number) => symbols[(seed >>> n) % symbols.length] ?? '7';
      const cells = [-36, 0, 36].map((x, index) => {
        const symbol = index === 1 ? '7' : pick(index * 5);
        return `<rect x="${x - 16}" y="-26" width="32" height="52" rx="6" fill="#fff"/><text x="${x}" y="13" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="900" fill="${symbol === '7' ? '#e0313f' : accent}">${escapeXml(symbol)}</text>`;
      });
      return `<rect x="-60" y="-40" width="120" height="80" rx="14" fill="${navy}" stroke="${brand.gold}" stroke-width="5"/>${cells.join('')}<rect x="-58" y="-2" width="116" height="4" fill="${brand.gold}" opacity="0.7"/><circle cx="70" cy="-30" r="7" fill="${brand.gold}"/><rect x="66" y="-26" width="8" height="36" rx="4" fill="${light}"/>`;
    }
    case 'wheel': {
      const slots = Array.from({ length: 12 }, (_, index) => {
        const a = (index * Math.PI) / 6;
        const b = ((index + 1) * Math.PI) / 6;
        const p = (r: number, angle: number) => `${(r * Math.cos(angle)).toFixed(1)} ${(r * Math.sin(angle)).toFixed(1)}`;
        const fill = index === 0 ? brand.greenDeep : index % 2 ? '#d42a3c' : navy;
        return `<path d="M0 0L${p(54, a)}A54 54 0 0 1 ${p(54, b)}Z" fill="${fill}"/>`;
      });
      return `<circle r="60" fill="${brand.gold}"/>${slots.join('')}<circle r="30" fill="${light}"/><circle r="22" fill="${accent}"/><path d="M0 -20V20M-20 0H20" stroke="${brand.gold}" stroke-width="5"/><circle cx="34" cy="-26" r="6" fill="#fff"/>`;
    }
    case 'cards': {
      const suits: Record<string, string> = {
        diamond: 'M0 -16L12 0L0 16L-12 0Z',
        club: 'M0 -15a7 7 0 1 1 0 .1ZM-8 -3a7 7 0 1 1 0 .1ZM8 -3a7 7 0 1 1 0 .1ZM-3 2L-6 16H6L3 2Z',
        spade: 'M0 -16C-4 -8 -14 -4 -14 4C-14 10 -6 12 -2 7L-5 16H5L2 7C6 12 14 10 14 4C14 -4 4 -8 0 -16Z',
      };
      const card = (rotate: number, suit: string, red: boolean) =>
        `<g transform="rotate(${rotate}) translate(0 -6)"><rect x="-30" y="-44" width="60" height="86" rx="8" fill="#fff" stroke="${navy}" stroke-width="2"/><text x="-21" y="-22" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="800" fill="${red ? '#d42a3c' : navy}">A</text><path transform="translate(0 10) scale(1.2)" d="${suits[suit]}" fill="${red ? '#d42a3c' : navy}"/></g>`;
      return `${card(-18, 'club', false)}${card(0, 'diamond', true)}${card(18, 'spade', false)}`;
    }
    case 'dice': {
      const die = (x: number, y: number, rotate: number, pips: [number, number][]) =>
        `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-28" y="-28" width="56" height="56" rx="12" fill="#fff" stroke="${navy}" stroke-width="2"/>${pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="6" fill="${(seed & 1) === 0 ? '#d42a3c' : navy}"/>`).join('')}</g>`;
      return `${die(-26, 8, -14, [[-14, -14], [0, 0], [14, 14]])}${die(28, -10, 12, [[-14, -14], [14, -14], [-14, 14], [14, 14], [0, 0]])}`;
    }
    case 'chips': {
      const chip = (x: number, y: number, fill: string) =>
        `<g transform="translate(${x} ${y})"><circle r="30" fill="${fill}"/><circle r="30" fill="none" stroke="#fff" stroke-width="7" stroke-dasharray="9 7.7"/><circle r="18" fill="none" stroke="#fff" stroke-width="2"/><circle r="13" fill="${fill}"/></g>`;
      return `${chip(-30, 16, '#d42a3c')}${chip(30, 16, navy)}${chip(0, -18, accent)}`;
    }
    case 'rocket':
      return `<path d="M-60 46C-20 40 10 10 30 -40" fill="none" stroke="${light}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 10"/><g transform="translate(18 -8) rotate(40)"><path d="M0 -52C18 -34 20 -6 16 22H-16C-20 -6 -18 -34 0 -52Z" fill="#fff"/><circle cy="-16" r="9" fill="${accent}" stroke="${navy}" stroke-width="3"/><path d="M-16 8L-30 30H-14ZM16 8L30 30H14Z" fill="#d42a3c"/><path d="M-10 24Q0 54 10 24Z" fill="${brand.gold}"/></g>`;
    case 'plane':
      return `<path d="M-60 46Q0 40 50 -30" fill="none" stroke="#d42a3c" stroke-width="6" stroke-linecap="round"/><g transform="translate(14 -6) rotate(-32)"><path d="M-50 0Q-50 -9 -36 -9H34Q50 -9 54 0Q50 9 34 9H-36Q-50 9 -50 0Z" fill="#fff"/><path d="M-4 -6L-22 -42H-10L16 -6ZM-4 6L-22 42H-10L16 6Z" fill="#d42a3c"/><path d="M-44 -6L-54 -26H-46L-34 -6Z" fill="#d42a3c"/><circle cx="38" cy="-2" r="4" fill="${accent}"/></g>`;
    case 'fish':
      return `<g transform="rotate(-8)"><path d="M-52 0Q-18 -42 30 -10L56 -32L50 0L56 32L30 10Q-18 42 -52 0Z" fill="${brand.gold}" stroke="${navy}" stroke-width="3"/><path d="M-8 -26Q2 0 -8 26" fill="none" stroke="${navy}" stroke-width="3"/><circle cx="-34" cy="-6" r="6" fill="${navy}"/><circle cx="-35" cy="-7" r="2" fill="#fff"/></g><circle cx="-52" cy="-40" r="6" fill="none" stroke="#fff" stroke-width="2"/><circle cx="-40" cy="-54" r="4" fill="none" stroke="#fff" stroke-width="2"/>`;
    case 'balls': {
      const numbers = [(seed % 49) + 1, ((seed >>> 6) % 49) + 1, ((seed >>> 12) % 49) + 1];
      const fills = ['#d42a3c', brand.gold, '#2a7de1'];
      return numbers
        .map((n, index) => {
          const x = (index - 1) * 40;
          const y = index === 1 ? -14 : 12;
          return `<circle cx="${x}" cy="${y}" r="27" fill="${fills[index]}"/><circle cx="${x}" cy="${y}" r="15" fill="#fff"/><text x="${x}" y="${y + 6}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="800" fill="${navy}">${n}</text>`;
        })
        .join('');
    }
    case 'controller':
      return `<path d="M-44 -24H44Q64 -24 64 6L58 34Q52 46 40 38L24 22H-24L-40 38Q-52 46 -58 34L-64 6Q-64 -24 -44 -24Z" fill="${navy}" stroke="#fff" stroke-width="3"/><path d="M-36 -2H-16M-26 -12V8" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="22" cy="-6" r="6" fill="${brand.gold}"/><circle cx="36" cy="6" r="6" fill="#d42a3c"/><circle cx="36" cy="-16" r="5" fill="${accent}"/><circle cx="48" cy="-4" r="5" fill="${light}"/>`;
    case 'ball':
      return `<circle r="52" fill="#fff" stroke="${navy}" stroke-width="3"/><path d="M0 -18L17 -6L11 14H-11L-17 -6Z" fill="${navy}"/><path d="M0 -18V-50M17 -6L46 -16M11 14L28 42M-11 14L-28 42M-17 -6L-46 -16" stroke="${navy}" stroke-width="3"/>`;
  }
}

/**
 * A game poster (300×300), different for every game: colours and pattern from a hash of its code, an
 * icon by its type (and name), the title set large, the provider's badge at the top and the type below.
 */
export function gamePosterSvg(game: PosterGame): string {
  const hash = hashOf(game.code);
  const hue = hash % 360;
  const hue2 = (hue + 30 + ((hash >>> 9) % 90)) % 360;
  const accent = `hsl(${(hue + 180) % 360},80%,55%)`;
  const light = `hsl(${hue},85%,78%)`;
  const pattern = (hash >>> 17) % 4;
  const icon = posterIcon(game);
  const provider = game.providerName || game.platform;
  const lines = wrap(game.name, 13, 2);
  const titleSize = lines.length === 1 ? 34 : 29;
  const titleTop = lines.length === 1 ? 236 : 222;
  const decoration = [
    `<circle cx="${60 + ((hash >>> 3) % 180)}" cy="112" r="120" fill="#fff" opacity="0.08"/><circle cx="250" cy="40" r="60" fill="#fff" opacity="0.06"/>`,
    `<path d="M0 ${150 + ((hash >>> 5) % 40)}L300 60V300H0Z" fill="#000" opacity="0.16"/>`,
    Array.from({ length: 9 }, (_, index) => `<path d="M${index * 40 - 60} 0L${index * 40 + 60} 300" stroke="#fff" stroke-width="14" opacity="0.05"/>`).join(''),
    `<circle cx="150" cy="112" r="100" fill="none" stroke="#fff" stroke-width="16" opacity="0.08"/><circle cx="150" cy="112" r="64" fill="none" stroke="#fff" stroke-width="8" opacity="0.07"/>`,
  ][pattern];
  const badgeWidth = Math.min(190, Math.round(provider.length * 8.4 + 26));
  return [
    svgOpen(300, 300, `${game.name} by ${provider}`),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${hue2},72%,16%)"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>`,
    `<rect width="300" height="300" fill="url(#bg)"/>`,
    decoration,
    `<g transform="translate(150 ${lines.length === 1 ? 120 : 112})">${iconSvg(icon, accent, light, hash)}</g>`,
    `<rect width="300" height="300" fill="url(#shade)"/>`,
    `<rect x="12" y="12" width="${badgeWidth}" height="26" rx="13" fill="${brand.navy}" opacity="0.75"/>`,
    fittedText(provider, { x: 12 + badgeWidth / 2, y: 30, size: 14, maxWidth: badgeWidth - 18, fill: '#fff', anchor: 'middle' }),
    ...lines.map((line, index) =>
      fittedText(line, { x: 150, y: titleTop + index * (titleSize + 2), size: titleSize, maxWidth: 276, fill: '#fff', weight: 800, anchor: 'middle' }),
    ),
    fittedText((TYPE_LABEL[game.type] ?? game.type).toUpperCase(), { x: 150, y: 284, size: 12, maxWidth: 200, fill: brand.gold, anchor: 'middle', spacing: 2 }),
    `</svg>`,
  ].join('');
}
