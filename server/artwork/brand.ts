import { SANS, svgOpen } from './kit.ts';

/** TakaPlay's palette (the same values as the Mantine theme, src/shell/theme.ts). */
export const brand = {
  green: '#00cb55',
  greenBright: '#17e771',
  greenDeep: '#009b3b',
  gold: '#ffba38',
  goldDeep: '#e39500',
  navy: '#141826',
  navyDeep: '#0d1019',
  navyLight: '#272d3f',
  white: '#ffffff',
} as const;

/**
 * The mark: a gold taka coin on a green tile with a navy "play" triangle, drawn in paths only (no font),
 * so it is the same in the favicon, the splash and the logo. Drawn in a 64×64 box at (x, y) scaled by `scale`.
 */
export function brandMark(x = 0, y = 0, scale = 1): string {
  return [
    `<g transform="translate(${x} ${y}) scale(${scale})">`,
    `<defs><linearGradient id="tp-mark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand.green}"/><stop offset="1" stop-color="${brand.greenDeep}"/></linearGradient></defs>`,
    `<rect width="64" height="64" rx="15" fill="url(#tp-mark)"/>`,
    `<path d="M0 15a15 15 0 0 1 15-15h34a15 15 0 0 1 15 15v13C44 36 20 36 0 28z" fill="${brand.greenBright}" opacity="0.35"/>`,
    `<circle cx="32" cy="32" r="21" fill="${brand.gold}"/>`,
    `<circle cx="32" cy="32" r="21" fill="none" stroke="${brand.goldDeep}" stroke-width="3"/>`,
    `<circle cx="32" cy="32" r="15.5" fill="none" stroke="${brand.goldDeep}" stroke-width="1.5" stroke-dasharray="2.4 2.4"/>`,
    `<path d="M27 22.5v19l15-9.5z" fill="${brand.navy}" stroke="${brand.navy}" stroke-width="2" stroke-linejoin="round"/>`,
    `</g>`,
  ].join('');
}

/** The square icon (favicon, app icon, splash and loader). */
export function brandIconSvg(size = 64): string {
  return `${svgOpen(size, size, 'TakaPlay')}<g transform="scale(${size / 64})">${brandMark()}</g></svg>`;
}

/**
 * The wordmark: the mark and "TakaPlay". `dark` is for dark backgrounds (the site's scheme): white "Taka";
 * `light` for light ones: navy "Taka". "Play" is green in both.
 */
export function brandLogoSvg(tone: 'dark' | 'light', compact = false): string {
  const width = compact ? 300 : 420;
  const height = 96;
  const taka = tone === 'dark' ? brand.white : brand.navy;
  const play = tone === 'dark' ? brand.greenBright : brand.greenDeep;
  const size = compact ? 50 : 58;
  const textX = 100;
  // Text boxes are fixed so the word never runs out of the image whatever the system's sans-serif is.
  const takaWidth = compact ? 96 : 116;
  const playWidth = compact ? 96 : 112;
  return [
    svgOpen(width, height, 'TakaPlay'),
    brandMark(8, 8, 80 / 64),
    `<text x="${textX}" y="${height / 2 + size * 0.36}" font-family="${SANS}" font-size="${size}" font-weight="800" letter-spacing="-1">`,
    `<tspan fill="${taka}" textLength="${takaWidth}" lengthAdjust="spacingAndGlyphs">Taka</tspan>`,
    `<tspan fill="${play}" x="${textX + takaWidth + 4}" textLength="${playWidth}" lengthAdjust="spacingAndGlyphs">Play</tspan>`,
    `</text>`,
    compact ? '' : `<rect x="${textX + 2}" y="${height - 12}" width="${takaWidth + playWidth}" height="4" rx="2" fill="${brand.gold}" opacity="0.85"/>`,
    `</svg>`,
  ].join('');
}
