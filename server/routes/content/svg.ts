import { createHash, randomInt } from 'node:crypto';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);
}

/** A stable 32-bit number from text (first 4 bytes of its SHA-256). */
function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Splits a name into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** A game poster (300×300): a gradient in colours derived from the code, the name, platform and type. */
export function gamePosterSvg(game: { code: string; name: string; platform: string; type: string }): string {
  const hash = hashOf(game.code);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const shape = (hash >>> 17) % 3;
  const lines = wrap(game.name, 14, 3);
  const firstY = 150 - (lines.length - 1) * 18;
  const decoration =
    shape === 0
      ? `<circle cx="240" cy="60" r="70" fill="#fff" opacity="0.12"/><circle cx="50" cy="250" r="50" fill="#fff" opacity="0.08"/>`
      : shape === 1
        ? `<path d="M0 220 L300 120 L300 300 L0 300 Z" fill="#000" opacity="0.18"/>`
        : `<rect x="30" y="30" width="240" height="240" rx="120" fill="none" stroke="#fff" stroke-width="10" opacity="0.12"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(game.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,22%)"/></linearGradient></defs>`,
    `<rect width="300" height="300" fill="url(#g)"/>`,
    decoration,
    `<text x="16" y="34" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="700" fill="#fff" opacity="0.85">${escapeXml(game.platform)}</text>`,
    ...lines.map(
      (line, index) =>
        `<text x="150" y="${firstY + index * 36}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    ),
    `<rect x="95" y="254" width="110" height="28" rx="14" fill="#000" opacity="0.35"/>`,
    `<text x="150" y="274" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="14" font-weight="700" fill="#fff">${escapeXml(game.type)}</text>`,
    `</svg>`,
  ].join('');
}

/** A placeholder image for seeded storage paths (logos, sliders, promotions, payment and provider icons). */
export function placeholderSvg(folder: string, slug: string): string {
  const hash = hashOf(`${folder}/${slug}`);
  const hue = hash % 360;
  const size: Record<string, [number, number]> = {
    sliders: [1200, 400],
    promotions: [800, 400],
    logo: [480, 120],
    payments: [160, 100],
    providers: [160, 100],
  };
  const [width, height] = size[folder] ?? [300, 300];
  const label = slug.replace(/[-_]+/g, ' ').toUpperCase();
  const fontSize = Math.round(Math.min(height * 0.3, (width * 1.6) / Math.max(label.length, 4)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,20%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${folder === 'logo' ? 0 : 12}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(label)}</text>`,
    `</svg>`,
  ].join('');
}

/** A 4-digit captcha image: digits with random size, rotation and offset over noise lines and dots. */
export function captchaSvg(code: string): string {
  const width = 120;
  const height = 44;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${randomInt(360)},30%,92%)"/>`,
  ];
  for (let index = 0; index < 40; index++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${1 + randomInt(2)}" fill="hsl(${randomInt(360)},50%,60%)" opacity="0.6"/>`);
  }
  [...code].forEach((digit, index) => {
    const x = 16 + index * 27 + randomInt(-4, 5);
    const y = 31 + randomInt(-5, 6);
    const rotate = randomInt(-30, 31);
    const size = 24 + randomInt(0, 8);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" fill="hsl(${randomInt(360)},70%,28%)">${digit}</text>`,
    );
  });
  for (let index = 0; index < 6; index++) {
    parts.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="hsl(${randomInt(360)},60%,40%)" stroke-width="${1 + randomInt(2)}" fill="none" opacity="0.7"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
