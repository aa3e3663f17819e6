/** English texts of the home area; merged into the catalogue by src/i18n/en.ts. */
export const homeEn = {
} as const;
