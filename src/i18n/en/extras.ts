/** English texts of the extras area; merged into the catalogue by src/i18n/en.ts. */
export const extrasEn = {
} as const;
