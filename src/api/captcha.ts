import { z } from 'zod/mini';
import type { ApiClient } from './client';

const captchaResponse = z.object({
  captcha_id: z.string().check(z.minLength(1)),
  image: z.string().check(z.startsWith('data:image/')),
});

/** GET captcha: an SVG data URL and the id sent back with the 4 digits (the two-step sign-up, and a log-in that needs one). */
export async function fetchCaptcha(client: ApiClient, signal?: AbortSignal): Promise<{ id: string; image: string }> {
  const answer = await client.get('captcha', captchaResponse, undefined, { signal });
  return { id: answer.captcha_id, image: answer.image };
}
