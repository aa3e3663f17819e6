/** English texts of the member menu, desktop account area and VIP records (/account, spec 2 §2); merged by src/i18n/en.ts. */
export const memberEn = {
  'member.title': 'My Account',
} as const;
