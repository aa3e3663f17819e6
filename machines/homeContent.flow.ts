import { defineFlow } from './lib/flow';
import { bannerRotationMachine, categoryBarMachine, homeContentMachine, type BannerContent, type ContentFailure, type SiteDetails, type SiteLogo, type SliderItem } from './homeContent';
import type { CategoryProvider } from './sideMenu';

const failure: ContentFailure = { kind: 'failed', message: 'Network error' };

const sliders: SliderItem[] = [
  { id: 1, name: 'Welcome bonus 100% up to ৳10,000', link: '/', thumbnail: '/storage/sliders/welcome-bonus.svg?v=1', sliderType: 'Main' },
  { id: 4, name: 'Cricket live exchange', link: '/', thumbnail: '/storage/sliders/cricket-live.svg?v=1', sliderType: 'Favourite' },
  { id: 7, name: 'Top slots', link: 'JILI-SLOT', thumbnail: '/storage/sliders/top-slots.svg?v=1', sliderType: 'Features' },
];

const sampleLogo: SiteLogo = { logo: '/storage/logo/logo.svg', mobileLogo: '/storage/logo/mobile-logo.svg', loaderLogo: '/storage/logo/loader-logo.svg', favicon: '/storage/logo/favicon.svg' };
const sampleBanners: BannerContent = { sliders, promotions: [{ id: 1, name: 'Welcome bonus', thumbnail: null, bonusPercent: 100 }] };
const sampleDetails: SiteDetails = {
  general: { siteTitle: 'TakaPlay', supportMail: 'support@takaplay.example', whatsapp: '+8801700000000', liveChat: '', intercom: '', tawkId: '' },
  socialLinks: [{ name: 'facebook', link: 'https://facebook.com/takaplay' }],
  paymentMethods: [{ id: 1, name: 'bKash', icon: '/storage/payments/bkash.svg?v=1' }],
};

export const homeContentFlow = defineFlow({
  name: 'homeContent',
  summary: 'The site content: logo, banners (sliders, promotions) and footer details (settings, social links, payment logos) load side by side; failures are only logged.',
  machine: homeContentMachine,
  inputs: [
    { name: 'the home page opening', input: {} },
    { name: 'opening a page the server drew with its logo, banners and footer details', input: { logo: sampleLogo, banners: sampleBanners, siteDetails: sampleDetails } },
  ],
  // The state value says which calls have settled; what they brought is checked in the machine tests.
  contextKey: () => null,
  actorResults: {
    fetchLogo: { done: [sampleLogo], error: [failure] },
    fetchBanners: { done: [sampleBanners], error: [failure] },
    fetchSiteDetails: { done: [sampleDetails], error: [failure] },
  },
});

export const bannerRotationFlow = defineFlow({
  name: 'bannerRotation',
  summary: 'The main banner slideshow: a new banner every 3 s with a progress bar ticking every 30 ms; a swipe restarts the time.',
  machine: bannerRotationMachine,
  inputs: [{ name: 'the home page opening', input: undefined }],
  events: { 'banner.chosen': [{ type: 'banner.chosen', index: 2 }] },
  // The banner index and tick count grow with time: leaving them out keeps the paths finite.
  contextKey: () => null,
});

const jili: CategoryProvider = { platform: 'JILI', name: 'JILI', icon: '/storage/providers/jili.svg' };
const providers: CategoryProvider[] = [jili];

export const categoryBarFlow = defineFlow({
  name: 'categoryBar',
  summary: 'The home category bar: a category’s providers load when chosen; a provider opens its game list.',
  machine: categoryBarMachine,
  inputs: [
    { name: 'the home page opening', input: {} },
    { name: 'opening a home page the server drew with the first category’s providers', input: { providers } },
  ],
  events: {
    'categoryBar.categoryChosen': [{ type: 'categoryBar.categoryChosen', category: 'SLOT' }],
    'categoryBar.providerChosen': [{ type: 'categoryBar.providerChosen', provider: jili }],
  },
  contextKey: (context) => context.category,
  actorResults: {
    fetchCategoryProviders: { done: [providers], error: [failure] },
  },
});
