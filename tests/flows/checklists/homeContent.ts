import { homeContentMachine, slidersOfType, type ContentPiece, type HomeContentContext } from '../../../machines/homeContent';
import { defineChecklist } from '../../../machines/lib/flow';
import { blockedCall } from './browserTab';
import { logoCall, withoutBootData } from './pageBoot';
import { quoted } from './ui';

/** A failed piece is only logged (src/edge/homeContent.ts): the console is where a tester sees it. */
const logged = (piece: ContentPiece) => `devtools › Console warns 'Home content "${piece}" did not load: …'`;

/** The header's logo (src/features/header/SiteLogo.tsx): the text name until the picture's address comes, or for good when it fails. */
const logoShows = (context: HomeContentContext) => (context.logo ? 'The header shows the TakaPlay logo picture' : `The header shows the text name ${quoted('site.name')}; ${logged('logo')}`);

/** The phone's home under its title (src/features/home/HomeMobile.tsx): the slideshow, the marquee, then the sliders of each kind. */
function bannersShow(context: HomeContentContext): string {
  const first = (type: 'Main' | 'Favourite' | 'Features') => slidersOfType(context.sliders, type)[0]?.name ?? '';
  if (context.sliders.length === 0) return `Under ${quoted('home.title')} no banner slideshow, ${quoted('home.favourites')} or ${quoted('home.featuredGames')}; the marquee and ${quoted('home.categories')} show; ${logged('banners')}`;
  return `Under ${quoted('home.title')} the banner slideshow ('${first('Main')}' first), the marquee, ${quoted('home.favourites')} ('${first('Favourite')}' first) and ${quoted('home.featuredGames')} ('${first('Features')}' first)`;
}

/** The footer's parts from the site's details (src/features/footer/SiteFooter.tsx): each left out when empty. */
function footerShows(context: HomeContentContext): string {
  if (context.paymentMethods.length === 0 && context.socialLinks.length === 0) return `At the bottom the footer has no ${quoted('footer.paymentMethods')} nor ${quoted('footer.social')}; ${logged('siteDetails')}`;
  const methods = context.paymentMethods.map((method) => method.name).join(', ');
  const links = context.socialLinks.map((link) => link.name.charAt(0).toUpperCase() + link.name.slice(1)).join(', ');
  return `At the bottom the footer shows ${quoted('footer.paymentMethods')} with their logos (${methods} among them) and ${quoted('footer.social')} with ${links} among its links`;
}

export const homeContentChecklist = defineChecklist(homeContentMachine, {
  subject: 'Home content',
  open: 'Open /',
  preconditions: {
    // A stored session makes the browser draw the page itself (server/http/first-screen.ts: the cookie tp_render=client).
    'the home page opening': `Logged in as demoplayer1 / demo12345 on a phone (a player’s home is drawn by the browser); ${withoutBootData('the logo, banners and footer details')}`,
    'opening a page the server drew with its logo, banners and footer details':
      'Logged out, in English, on a phone, in a fresh private window: the server draws the home with its logo, banners and footer (devtools › Network shows no /api/logo, /api/sliders or /api/general call)',
  },
  events: {},
  actors: {
    fetchLogo: logoCall,
    fetchBanners: {
      done: () => ({ action: 'Wait for the banners' }),
      // One of the two calls failing only empties its part: both are blocked.
      error: () => ({ action: 'Wait for the banners', precondition: `Where the banners fail, both their calls are blocked (${blockedCall('/api/sliders')}, and /api/promotion)`, situation: 'banners fail' }),
    },
    fetchSiteDetails: {
      done: () => ({ action: 'Scroll to the footer and wait for its details' }),
      error: () => ({
        action: 'Scroll to the footer and wait for its details',
        precondition: `Where the footer’s details fail, their three calls are blocked (${blockedCall('/api/general')}, /api/sociallink and /api/payment-methods)`,
        situation: 'footer details fail',
      }),
    },
  },
  states: {
    'logo.starting': null,
    'logo.loading': () => `The header shows the text name ${quoted('site.name')} until the logo comes`,
    'logo.settled': logoShows,
    'banners.starting': null,
    // The sections under the banners wait for them, 1.5 s at most (BANNER_WAIT_MS in HomeMobile.tsx, a view this plain-Node file cannot import).
    'banners.loading': () => `Under ${quoted('home.title')} no banner yet and nothing below it for up to 1.5 seconds`,
    'banners.settled': bannersShow,
    'siteDetails.starting': null,
    'siteDetails.loading': () => `The footer, once shown, has no ${quoted('footer.paymentMethods')} nor ${quoted('footer.social')} until its details come`,
    'siteDetails.settled': footerShows,
  },
});
