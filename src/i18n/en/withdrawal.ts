/** English texts of the withdrawal area (withdrawal, payment request); merged by src/i18n/en.ts. */
export const withdrawalEn = {} as const;
