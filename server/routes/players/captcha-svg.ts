import { randomInt } from 'node:crypto';

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
