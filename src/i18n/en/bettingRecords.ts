/** English texts of the betting records (/betting-record, spec 2 §2, §3); merged by src/i18n/en.ts. */
export const bettingRecordsEn = {
  'bettingRecords.noData': 'No Data',
} as const;
