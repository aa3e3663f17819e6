/** English texts of the games area; merged into the catalogue by src/i18n/en.ts. */
export const gamesEn = {
} as const;
