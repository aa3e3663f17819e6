import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandIconSvg } from './brand.ts';
import { brandPatternSvg } from './content.ts';
import { artworkSlugs, artworkVersion, gamePosterSvg, storageSvg, versionedPath } from './index.ts';
import { fittedText } from './kit.ts';
import { posterIcon } from './poster.ts';

const root = new URL('../../', import.meta.url);

describe('the brand and its artwork (issue 22)', () => {
  it('uses the same mark for the favicon, the splash and the logo icon', () => {
    expect(readFileSync(new URL('public/favicon.svg', root), 'utf8')).toBe(brandIconSvg(64));
    expect(storageSvg('logo', 'favicon')).toBe(brandIconSvg(64));
    // The splash paints before any file arrives: the mark is inline in the page, not a request.
    const html = readFileSync(new URL('index.html', root), 'utf8');
    const mark = /<path d="M27 22\.5v19l15-9\.5z"[^>]*>/.exec(brandIconSvg(64))?.[0] ?? 'missing';
    expect(html).toContain(mark);
    expect(html).not.toMatch(/<img src="\/favicon\.svg"/);
  });

  it('keeps the client’s fallback poster wordless (the brand pattern, never "GAME")', () => {
    expect(readFileSync(new URL('public/images/default-poster.svg', root), 'utf8')).toBe(brandPatternSvg(300, 300, 'default-poster'));
  });

  it('draws the logo as a wordmark in a dark and a light version', () => {
    const dark = storageSvg('logo', 'logo');
    const light = storageSvg('logo', 'logo-light');
    expect(dark).toContain('>Taka<');
    expect(dark).toContain('fill="#ffffff"');
    expect(light).toContain('fill="#141826"');
    expect(dark).toMatch(/width="420" height="96"/);
  });

  it('squeezes text that would run out of its box, and leaves short text alone', () => {
    expect(fittedText('Short', { x: 0, y: 0, size: 20, maxWidth: 200, fill: '#fff' })).not.toContain('textLength');
    expect(fittedText('A very long promotion title that cannot fit', { x: 0, y: 0, size: 40, maxWidth: 300, fill: '#fff' })).toContain('textLength="300"');
  });

  it('gives each kind of game its icon', () => {
    const icon = (type: string, name: string) => posterIcon({ type, name });
    expect([icon('SLOT', 'Golden Empire'), icon('LIVE', 'Speed Roulette'), icon('LIVE', 'VIP Baccarat'), icon('TABLE', 'Bangla Sic Bo'), icon('CASINO', 'Classic Keno')]).toEqual(['reels', 'wheel', 'cards', 'dice', 'chips']);
    expect([icon('CRASH', 'Aviator X'), icon('CRASH', 'Rocket Rush'), icon('FISHING', 'Ocean King'), icon('LOTTERY', 'Dhaka Lotto'), icon('ARCADE', 'Plinko Pro'), icon('SPORTS', 'SBO Sports')]).toEqual(['plane', 'rocket', 'fish', 'balls', 'controller', 'ball']);
    const poster = gamePosterSvg({ code: 'PP-SLOT-0001', name: 'Golden Empire', type: 'SLOT', platform: 'PP', providerName: 'Pragmatic Play' });
    expect(poster).toContain('>Pragmatic Play<');
    expect(poster).toContain('>Golden Empire<');
    expect(poster).toContain('aria-label="Golden Empire by Pragmatic Play"');
  });

  it('has artwork for every seeded slug and a stable version for their addresses', () => {
    expect(artworkSlugs.banners).toHaveLength(3);
    for (const slug of artworkSlugs.banners) expect(storageSvg('sliders', slug)).toMatch(/width="1200" height="400"/);
    expect(artworkVersion()).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(versionedPath('/storage/sliders/welcome-bonus.svg')).toBe(`/storage/sliders/welcome-bonus.svg?v=${artworkVersion()}`);
  });

  it('draws the brand fallback for a name an object’s prototype answers (found by the fuzz test: /storage/logo/__proto__.svg was a 500)', () => {
    for (const slug of ['__proto__', 'constructor', 'toString']) {
      expect(storageSvg('logo', slug)).toBe(brandIconSvg(64));
      expect(storageSvg('sliders', slug)).toBe(brandPatternSvg(1200, 400, `sliders/${slug}`));
      expect(storageSvg('promotions', slug)).toBe(brandPatternSvg(800, 400, `promotions/${slug}`));
    }
  });
});
