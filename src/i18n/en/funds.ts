/** English texts shared by the funds screens (desktop tabs, Error dialog); merged by src/i18n/en.ts. */
export const fundsEn = {
  'funds.title': 'Funds',
  'funds.tab.deposit': 'Deposit',
  'funds.tab.withdrawal': 'Withdrawal',
  'funds.errorTitle': 'Error',
  'funds.closeError': 'Close',
} as const;
