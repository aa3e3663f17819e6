/** English texts of the signup area; merged into the catalogue by src/i18n/en.ts. */
export const signupEn = {
} as const;
