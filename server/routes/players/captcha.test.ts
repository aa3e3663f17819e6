import { eq } from 'drizzle-orm';
import { fixedClock } from '../../clock.ts';
import { captchas } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { CAPTCHA_TTL_MS, issueCaptcha, verifyCaptcha } from './captcha.ts';
import { TEST_NOW, testApp } from '../../testing/app.ts';

describeBothDatabases('captcha', (ctx) => {
  it('GET /api/captcha answers an id and an SVG data url, stored hashed for 5 minutes', async () => {
    const res = await testApp(ctx.database()).request('/api/captcha');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['captcha_id', 'expires_in', 'image']);
    expect(body.expires_in).toBe(300);
    expect(body.captcha_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const prefix = 'data:image/svg+xml;base64,';
    expect(body.image.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(body.image.slice(prefix.length), 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    const digits = [...svg.matchAll(/>(\d)<\/text>/g)].map((match) => match[1]).join('');
    expect(digits).toMatch(/^\d{4}$/);
    const [row] = await ctx.database().db.select().from(captchas).where(eq(captchas.id, body.captcha_id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // A hash, not the code itself (the 4 digits may still occur in the hex by chance).
    expect(row?.codeHash).not.toBe(digits);
    expect(row?.expiresAt.getTime()).toBe(new Date(TEST_NOW).getTime() + CAPTCHA_TTL_MS);
    expect(await verifyCaptcha(ctx.database().db, body.captcha_id, digits, fixedClock(TEST_NOW))).toBe(true);
  });

  it('GET /api/captcha?format=svg answers the image with the id in a header', async () => {
    const res = await testApp(ctx.database()).request('/api/captcha?format=svg');
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('X-Captcha-Id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('verifyCaptcha: right code once, then never again', async () => {
    const clock = fixedClock(TEST_NOW);
    const captcha = await issueCaptcha(ctx.database().db, clock);
    expect(await verifyCaptcha(ctx.database().db, captcha.id, captcha.code, clock)).toBe(true);
    expect(await verifyCaptcha(ctx.database().db, captcha.id, captcha.code, clock)).toBe(false);
  });

  it('verifyCaptcha: a wrong code fails and uses the captcha up', async () => {
    const clock = fixedClock(TEST_NOW);
    const captcha = await issueCaptcha(ctx.database().db, clock);
    const wrong = String((Number(captcha.code) + 1) % 10_000).padStart(4, '0');
    expect(await verifyCaptcha(ctx.database().db, captcha.id, wrong, clock)).toBe(false);
    expect(await verifyCaptcha(ctx.database().db, captcha.id, captcha.code, clock)).toBe(false);
    const other = await issueCaptcha(ctx.database().db, clock);
    expect(await verifyCaptcha(ctx.database().db, other.id, 'abcd', clock)).toBe(false);
    expect(await verifyCaptcha(ctx.database().db, other.id, other.code, clock)).toBe(false);
  });

  it('verifyCaptcha: expired after 5 minutes; unknown ids fail', async () => {
    const clock = fixedClock(TEST_NOW);
    const fresh = await issueCaptcha(ctx.database().db, clock);
    const stale = await issueCaptcha(ctx.database().db, clock);
    clock.advance(CAPTCHA_TTL_MS - 1);
    expect(await verifyCaptcha(ctx.database().db, fresh.id, fresh.code, clock)).toBe(true);
    clock.advance(1);
    expect(await verifyCaptcha(ctx.database().db, stale.id, stale.code, clock)).toBe(false);
    expect(await verifyCaptcha(ctx.database().db, 'unknown', '1234', clock)).toBe(false);
    expect(await verifyCaptcha(ctx.database().db, '', '1234', clock)).toBe(false);
    expect(await verifyCaptcha(ctx.database().db, 'x'.repeat(500), '1234', clock)).toBe(false);
  });

  it('clears captchas that expired over an hour ago when issuing', async () => {
    const clock = fixedClock(TEST_NOW);
    const old = await issueCaptcha(ctx.database().db, clock);
    clock.advance(CAPTCHA_TTL_MS + 60 * 60 * 1000 + 1);
    await issueCaptcha(ctx.database().db, clock);
    expect(await ctx.database().db.select().from(captchas).where(eq(captchas.id, old.id))).toEqual([]);
  });
});
