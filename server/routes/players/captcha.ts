import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';
import { captchaSvg } from './captcha-svg.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`captcha:${id}:${code}`).digest('hex');
}

/** Issues a captcha: a random 4-digit code, stored hashed with a 5-minute expiry. */
export async function issueCaptcha(db: AppDb, clock: Clock): Promise<{ id: string; code: string; svg: string; expiresAt: Date }> {
  const id = randomBytes(16).toString('base64url');
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  // Expired captchas older than an hour are cleared as new ones are issued.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  await db.insert(captchas).values({ id, codeHash: hashCode(id, code), createdAt: now, expiresAt });
  return { id, code, svg: captchaSvg(code), expiresAt };
}

/**
 * Checks a captcha answer for the sign-up route. Single use: the captcha is consumed by this call whether or not
 * the code is right (one guess per image), and an expired, used or unknown id is false.
 */
export async function verifyCaptcha(db: AppDb, id: string, code: string, clock: Clock): Promise<boolean> {
  if (typeof id !== 'string' || typeof code !== 'string' || id.length === 0 || id.length > 64 || !/^\d{4}$/.test(code.trim())) {
    if (typeof id === 'string' && id.length > 0 && id.length <= 64) await consume(db, id, clock);
    return false;
  }
  const row = await consume(db, id, clock);
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(id, code.trim()), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

async function consume(db: AppDb, id: string, clock: Clock): Promise<{ codeHash: string } | undefined> {
  const now = clock.now();
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ codeHash: captchas.codeHash });
  return row;
}

/**
 * GET captcha → `{ captcha_id, image, expires_in }`: image is an SVG data: URL; the sign-up sends captcha_id and the
 * 4 digits back. `?format=svg` answers the SVG itself with the id in the `X-Captcha-Id` header.
 */
export function registerCaptchaRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/captcha', async (c) => {
    const captcha = await issueCaptcha(deps.database.db, deps.clock);
    c.header('Cache-Control', 'no-store');
    if (c.req.query('format') === 'svg') {
      c.header('X-Captcha-Id', captcha.id);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(captcha.svg);
    }
    return c.json({
      captcha_id: captcha.id,
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`,
      expires_in: CAPTCHA_TTL_MS / 1000,
    });
  });
}
