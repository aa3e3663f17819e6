import { BANNER_ROTATION_MS, bannerRotationMachine } from '../../../machines/homeContent';
import { defineChecklist } from '../../../machines/lib/flow';
import { demoSliders } from '../../../server/db/seed/content';
import { quoted } from './ui';

/** The demo's main banners in the server's order: the slideshow shows them round and round. */
const banners = demoSliders()
  .filter((slider) => slider.sliderType === 'Main')
  .map((slider) => slider.name);
const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
const seconds = BANNER_ROTATION_MS / 1000;

/** The banner a rotation index shows (src/features/home/MainBannerCarousel.tsx takes it modulo the banners). */
const bannerAt = (index: number) => `the ${ordinals[index % banners.length] ?? `number ${(index % banners.length) + 1}`} banner ('${banners[index % banners.length] ?? ''}')`;

export const bannerRotationChecklist = defineChecklist(bannerRotationMachine, {
  subject: 'Banner slideshow',
  open: 'Open /',
  preconditions: {
    // Reduced motion keeps the rotation but drops the bar that fills and the slide between banners.
    'the home page opening': `On a phone, with the device's reduced motion off (the bar under the banners fills only then); the demo's ${banners.length} main banners`,
  },
  events: {
    // The dots along the slideshow's bottom edge are its indicators; a swipe sends the same, one banner at a time.
    'banner.chosen': (event) => `Tap the ${ordinals[event.index] ?? `number ${event.index + 1}`} dot at the bottom of the slideshow`,
  },
  actors: {},
  delays: {
    bannerRotation: `Wait about ${seconds} s`,
    // The bar's 30 ms steps are one smooth fill on screen.
    progressTick: 'Watch the bar under the banner for a moment',
  },
  states: {
    'rotating.ticking': (context) => `The slideshow under ${quoted('home.title')} shows; ${bannerAt(context.index)} with its dot marked; the thin bar under it fills from empty in about ${seconds} s`,
  },
});
