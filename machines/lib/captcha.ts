/** A captcha image from GET captcha (server: `{ captcha_id, image }`): its id goes back with the 4 digits. */
export type Captcha = { id: string; image: string };

/** The 4 digits as sent: the server trims them too. */
export const CAPTCHA_DIGITS = /^\d{4}$/;
