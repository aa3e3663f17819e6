/** English texts of the deposit area (deposit, make payment); merged by src/i18n/en.ts. */
export const depositEn = {} as const;
