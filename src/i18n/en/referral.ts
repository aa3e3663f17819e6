/** English texts of the referral program (/refrrel-program, spec 2 §2, §8, §9); merged by src/i18n/en.ts. */
export const referralEn = {
  'referral.title': 'Referral',
} as const;
