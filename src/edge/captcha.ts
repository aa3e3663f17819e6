import { fromPromise } from 'xstate';
import type { Captcha } from '../../machines/lib/captcha';
import { failedPlain } from '../../machines/lib/failures';
import { callApi } from './call';

/** GET captcha as an actor, for every machine that shows one (the two-step sign-up, the log-in): any failure means no image. */
export const fetchCaptchaActor = fromPromise<Captcha, void>(({ signal }) =>
  // Loaded on first use: the API client and its parsers stay out of the entry chunk.
  callApi(() => import('../api/captcha'), failedPlain, (api, client) => api.fetchCaptcha(client, signal)),
);
