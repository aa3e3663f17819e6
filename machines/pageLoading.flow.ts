import { defineFlow } from './lib/flow';
import { pageLoadingMachine, type BrandingFailure, type GeneralSettings, type LogoRecord } from './pageLoading';

const logo: LogoRecord = {
  logo: '/storage/logo/logo.svg',
  mobileLogo: '/storage/logo/mobile-logo.svg',
  loaderLogo: '/storage/logo/loader-logo.svg',
  favicon: '/storage/logo/favicon.svg',
};
const general: GeneralSettings = {
  siteTitle: 'TakaPlay',
  supportMail: 'support@takaplay.example',
  whatsapp: '+8801700000000',
  liveChat: 'https://takaplay.example/live-chat',
  intercom: '',
  tawkId: '',
};
const logoFailure: BrandingFailure = { call: 'logo', message: 'Network error' };
const generalFailure: BrandingFailure = { call: 'general', message: 'General settings not found.' };

export const pageLoadingFlow = defineFlow({
  name: 'pageLoading',
  summary: 'Opening the site: the splash shows until the logo and title are loaded, failed or took too long.',
  machine: pageLoadingMachine,
  inputs: [
    { name: 'opening the site', input: {} },
    { name: 'opening a page the server drew', input: { firstScreenDrawn: true } },
  ],
  actorResults: {
    fetchLogo: { done: [logo], error: [logoFailure] },
    fetchGeneral: { done: [general], error: [generalFailure] },
  },
});
