/**
 * `node --import tsx tests/tools/app-icons.ts`: draws the installable app's icons (public/icons/) from
 * the site's mark (public/favicon.svg) in the tests' chromium. Run again when the mark changes; the
 * PNGs are kept in the repository so a build needs no browser.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, fullChromiumPath } from './chromium.ts';

const mark = readFileSync('public/favicon.svg', 'utf8').replace(/ width="64" height="64"/, ' width="100%" height="100%"');
// A maskable icon is cut to the platform's shape (a circle, a squircle): its green fills the square and
// the coin (a third of the width from the centre) stays inside the middle 80 % circle, the safe zone.
const fullBleed = mark.replace('rx="15"', 'rx="0"');
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ args: chromiumArgs, ...(fullChromiumPath ? { executablePath: fullChromiumPath } : {}) });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<body style="margin:0;width:${icon.size}px;height:${icon.size}px;background:transparent">${icon.maskable ? fullBleed : mark}</body>`);
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: !icon.maskable });
  console.log(`public/icons/${icon.file} (${icon.size} px${icon.maskable ? ', maskable' : ''})`);
}
await browser.close();
