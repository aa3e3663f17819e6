import { defineChecklist } from '../../../machines/lib/flow';
import { BRANDING_TIMEOUT_MS, pageLoadingMachine, type PageLoadingContext } from '../../../machines/pageLoading';
import { blockedCall } from './browserTab';
import { logoCall, withoutBootData } from './pageBoot';
import { quoted, ui } from './ui';

const seconds = BRANDING_TIMEOUT_MS / 1000;
const title = `'${ui('page.home')} | ${ui('site.name')}'`;

/** The splash (src/features/splash/Splash.tsx): dark, full screen, the loader picture once the logo record names it, else three dots. */
function splashShows(context: PageLoadingContext): string {
  // The machine's own words for the timeout are in its logFailure action: the console line is quoted by its start.
  if (context.splashDismissed) return `The splash has gone after ${seconds} seconds: the home page shows; devtools › Console warns 'Page loading: timeout: …'`;
  const loader = context.logo?.loaderLogo && !context.loaderImageFailed ? 'the TakaPlay loader picture' : 'three gold loading dots';
  return `A dark splash covers the whole screen with ${loader} in its middle (for screen readers ${quoted('splash.loading', { site: ui('site.name') })})`;
}

/** The tab's icon and title follow the logo record and the general settings (src/edge/pageLoading.ts); a failure is only logged. */
const faviconShows = (context: PageLoadingContext) => (context.logo ? 'the tab’s icon is the TakaPlay favicon' : `the tab keeps the built-in icon; devtools › Console warns 'Page loading: logo: …'`);
const titleShows = (context: PageLoadingContext) =>
  context.general
    ? `The tab’s title is ${title}; devtools › Application › Local storage has whatsapp ${context.general.whatsapp}`
    : `The tab’s title stays ${title}; devtools › Console warns 'Page loading: general: …'`;

export const pageLoadingChecklist = defineChecklist(pageLoadingMachine, {
  subject: 'Page loading',
  open: 'Open /',
  preconditions: {
    // A stored session makes the browser draw the page itself (server/http/first-screen.ts), under the splash.
    'opening the site': `Logged in as demoplayer1 / demo12345 (the browser draws a player’s page, under the splash); ${withoutBootData('the logo and title')}; devtools › Network › throttling at Slow 4G, so the splash shows for a second or two`,
    'opening a page the server drew': 'Logged out, in English, in a fresh private window: the server draws the home, which needs no splash',
  },
  events: {
    'splash.imageFailed': () => ({
      action: 'Watch the splash',
      // The logo and title answer about together: held, the title keeps the splash up long enough to see the dots.
      precondition: `Where the loader picture fails, it is blocked (${blockedCall('/storage/logo/loader-logo.svg')}) and a debugging proxy holds the /api/general answer (a breakpoint on it) until the case ends`,
      situation: 'loader picture fails',
    }),
  },
  actors: {
    fetchLogo: logoCall,
    fetchGeneral: {
      done: () => ({ action: 'Wait for the title' }),
      error: () => ({ action: 'Wait for the title', precondition: `Where the title fails, its call is blocked (${blockedCall('/api/general')})`, situation: 'title fails' }),
    },
  },
  delays: {
    brandingTimeout: {
      action: `Wait ${seconds} seconds`,
      precondition: `Where the splash gives up, the calls take longer than ${seconds} seconds: devtools › Network › throttling is a custom profile with 5,000 ms latency in place of Slow 4G`,
      situation: 'too slow',
    },
  },
  states: {
    'loadingBranding.logo.loadingLogo': splashShows,
    'loadingBranding.logo.logoReady': (context) => `${splashShows(context)}; ${faviconShows(context)}`,
    // The title is checked once the splash has gone (siteShown).
    'loadingBranding.title.loadingTitle': null,
    'loadingBranding.title.titleReady': null,
    siteShown: (context) => `The splash is gone: the home page shows, ${faviconShows(context)}. ${titleShows(context)}`,
  },
});
