/** English texts of the promotions page (/promotions, spec 2 §2, §9); merged by src/i18n/en.ts. */
export const promotionsEn = {
  'promotions.title': 'Promotions',
} as const;
