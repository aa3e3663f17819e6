import type { extrasEn } from '../en/extras';

/** Bangla texts of the extras area; merged into the Bangla catalogue by src/i18n/bn.ts. */
export const extrasBn = {
  'language.openLabel': 'ভাষা বেছে নিন: {code}',
  'language.code.en': 'EN',
  'language.code.bn': 'বাং',
  'language.title': 'আপনার ভাষা বেছে নিন',
  'language.english': 'English',
  'language.bangla': 'বাংলা',
  'clock.zone': 'জিএমটি+৬',

  'popup.close': 'বন্ধ করুন',
  'popup.maintenance.title': 'রক্ষণাবেক্ষণের নোটিশ',
  'popup.maintenance.bodyOne': '{platforms}-এ রক্ষণাবেক্ষণ চলছে। অন্য কোনো প্রোভাইডার চেষ্টা করুন।',
  'popup.maintenance.bodyMany': '{platforms}-এ রক্ষণাবেক্ষণ চলছে। অন্য কোনো প্রোভাইডার চেষ্টা করুন।',
  'popup.welcome.title': '{site}-এ স্বাগতম!',
  'popup.welcome.body': 'আপনার অ্যাকাউন্ট প্রস্তুত। প্রথম ডিপোজিট করে খেলা শুরু করুন।',
  'popup.welcome.home': 'হোম পেজ',
  'popup.welcome.deposit': 'এখনই ডিপোজিট করুন',

  'capture.referral_code.title': 'রেফারেল লিংক',
  'capture.affiliate_code.title': 'অ্যাফিলিয়েট লিংক',
  'capture.missingCode': 'URL-এ কোনো {type} পাওয়া যায়নি',
  'capture.signup': 'সাইন আপে যান',
  'capture.redirecting': 'আপনাকে সাইন আপে নেওয়া হচ্ছে…',

  'splash.loading': '{site} লোড হচ্ছে…',
  'splash.imageAlt': '{site} লোড হচ্ছে',

  'chatButton.label': 'সাপোর্টের সাথে চ্যাট করুন',
  'scrollTop.label': 'উপরে যান',
} as const satisfies Record<keyof typeof extrasEn, string>;
