/** English texts of the extras area; merged into the catalogue by src/i18n/en.ts. */
export const extrasEn = {
  'language.openLabel': 'Choose language: {code}',
  'language.code.en': 'EN',
  'language.code.bn': 'বাং',
  'language.title': 'Choose your language',
  'language.english': 'English',
  'language.bangla': 'বাংলা',
  'clock.zone': 'GMT+6',

  'popup.close': 'Close',
  'popup.maintenance.title': 'Maintenance notice',
  'popup.maintenance.bodyOne': '{platforms} is under maintenance. Please try another provider.',
  'popup.maintenance.bodyMany': '{platforms} are under maintenance. Please try another provider.',
  'popup.welcome.title': 'Welcome to {site}!',
  'popup.welcome.body': 'Your account is ready. Make your first deposit and start playing.',
  'popup.welcome.home': 'Home Page',
  'popup.welcome.deposit': 'Deposit now',

  'capture.referral_code.title': 'Referral link',
  'capture.affiliate_code.title': 'Affiliate link',
  'capture.missingCode': 'No {type} found in the URL',
  'capture.signup': 'Go to sign up',
  'capture.redirecting': 'Taking you to sign up…',

  'splash.loading': 'Loading {site}…',
  'splash.imageAlt': '{site} is loading',

  'chatButton.label': 'Chat with support',
  'scrollTop.label': 'Scroll to top',
} as const;
