import type { fundsEn } from '../en/funds';

/** Bangla texts shared by the funds screens; merged into the Bangla catalogue by src/i18n/bn.ts. */
export const fundsBn = {
  'funds.title': 'ফান্ড',
  'funds.tab.deposit': 'ডিপোজিট',
  'funds.tab.withdrawal': 'উইথড্র',
  'funds.errorTitle': 'ত্রুটি',
  'funds.closeError': 'বন্ধ করুন',
} as const satisfies Record<keyof typeof fundsEn, string>;
