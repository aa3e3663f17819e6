import type { EventObject } from 'xstate';
import type { Captcha } from '../../../machines/lib/captcha';
import type { BrowserFlowMapping } from './driver';

/**
 * The `fetchCaptcha` actor of every form that shows the server's captcha (log-in, both sign-ups):
 * GET /api/captcha answered with the path's captcha, or a dropped connection. `follow` records the
 * actor's outcome on the path, as each spec's own actors do.
 */
export function captchaActorMapping(follow: (event: EventObject) => void): BrowserFlowMapping['actors'][string] {
  return {
    url: '**/api/captcha',
    done: (output) => {
      follow({ type: 'xstate.done.actor.fetchCaptcha', output } as EventObject);
      const captcha = output as Captcha;
      return { status: 200, json: { captcha_id: captcha.id, image: captcha.image, expires_in: 300 } };
    },
    error: (error) => {
      follow({ type: 'xstate.error.actor.fetchCaptcha', error } as EventObject);
      return { abort: 'failed' };
    },
  };
}
