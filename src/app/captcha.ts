import { fromPromise } from 'xstate';
import type { Captcha } from '../../machines/lib/captcha';

/** GET captcha as an actor, for every machine that shows one (the two-step sign-up, the log-in). */
export const fetchCaptchaActor = fromPromise<Captcha, void>(async ({ signal }) => {
  // Loaded on first use: the API client and its parsers stay out of the entry chunk.
  const [{ apiClient }, { fetchCaptcha }] = await Promise.all([import('./api'), import('../api/captcha')]);
  return fetchCaptcha(apiClient, signal);
});
