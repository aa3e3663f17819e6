import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { players, verifiedPhones } from '../../db/schema.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { refusal, refusalAs, say, type MessageCode } from '../../i18n/messages.ts';
import { verifyCaptcha } from './captcha.ts';
import type { PlayerServices } from './services.ts';
import { addressStanding, lockAddress, recordSignup, signupMinutesToWait } from './signup-limits.ts';
import {
  EMAIL,
  form,
  LETTERS_DIGITS,
  PASSWORD_MAX,
  PHONE,
  phoneDigits,
  phoneKey,
  phoneVariants,
  refuseCommonPassword,
  text,
  USERNAME,
} from './validation.ts';

const CURRENCIES = ['BDT', 'INR', 'PKR'] as const;

/** The two-step variant's limits (spec 1 §5, §9), sent as `form: "steps"`; the password minimum stays 8 (see README). */
export const STEPS_USERNAME_RULE = say('username_steps_length');
export const STEPS_PASSWORD_RULE = say('password_steps_length');
export const STEPS_REFERRAL_RULE = say('referral_code_steps_length');
export const CAPTCHA_REQUIRED = say('captcha_required');
export const CAPTCHA_NOT_FOUR_DIGITS = say('captcha_not_four_digits');
export const CAPTCHA_WRONG = say('captcha_invalid');

const signupBody = form((input, v) => {
  const steps = text(input, 'form') === 'steps';

  const username = text(input, 'username').trim();
  if (username === '') v.fail('username', 'username_required');
  else if (!USERNAME.test(username)) v.fail('username', 'username_invalid');
  else if (steps && (username.length < 4 || username.length > 15)) v.fail('username', 'username_steps_length');
  else if (!steps && (username.length < 8 || username.length > 16)) v.fail('username', 'username_length');

  const email = text(input, 'email').trim().toLowerCase();
  if (email === '') v.fail('email', 'email_required');
  else if (!EMAIL.test(email) || email.length > 254) v.fail('email', 'email_invalid');

  const phone = text(input, 'phone').trim().replace(/[\s-]/g, '');
  if (phone === '') v.fail('phone', 'phone_required');
  else if (!PHONE.test(phone)) v.fail('phone', 'phone_invalid');

  const password = text(input, 'password');
  if (password === '') v.fail('password', 'password_required');
  else if (steps && (password.length < 8 || password.length > 20)) v.fail('password', 'password_steps_length');
  else if (password.length < 8) v.fail('password', 'password_too_short');
  else if (!LETTERS_DIGITS.test(password)) v.fail('password', 'password_letters_digits');
  else if (password.length > PASSWORD_MAX) v.fail('password', 'password_too_long');
  refuseCommonPassword(v, 'password', password);

  const confirm = text(input, 'confirmPassword');
  if (confirm === '') v.fail('confirmPassword', 'password_confirmation_required');
  else if (!v.failed('password') && confirm !== password) v.fail('confirmPassword', 'passwords_mismatch');

  const name = text(input, 'name').trim();
  if (name.length > 100) v.fail('name', 'name_too_long');
  const referralCode = text(input, 'referral_code').trim().toUpperCase();
  if (steps && referralCode !== '' && (referralCode.length < 6 || referralCode.length > 20)) v.fail('referral_code', 'referral_code_steps_length');
  else if (referralCode.length > 20) v.fail('referral_code', 'referral_code_invalid');

  const currencyText = text(input, 'currency').trim().toUpperCase() || 'BDT';
  const currency = CURRENCIES.find((option) => option === currencyText);
  if (!currency) v.fail('currency', 'currency_invalid');

  // The two-step variant must carry a captcha (GET captcha); the one-page form may (the route says when it
  // must). One that is sent is checked here for form, then verified, and used up, by the route.
  const captchaId = text(input, 'captcha_id').trim();
  const captcha = text(input, 'captcha').trim();
  const captchaSent = steps || captchaId !== '' || captcha !== '';
  if (captchaSent && (captcha === '' || captchaId === '')) v.fail('captcha', 'captcha_required');
  else if (captchaSent && !/^\d{4}$/.test(captcha)) v.fail('captcha', 'captcha_not_four_digits');

  return {
    username: username.toLowerCase(),
    email,
    phone: phoneDigits(phone),
    password,
    name: name || null,
    referralCode,
    currency: currency ?? 'BDT',
    captcha: captchaSent ? { id: captchaId, code: captcha } : null,
  };
});

const TAKEN_CODES = { username: 'username_taken', email: 'email_taken', phone: 'signup_phone_taken' } as const satisfies Record<string, MessageCode>;
export const TAKEN = { username: say(TAKEN_CODES.username), email: say(TAKEN_CODES.email), phone: say(TAKEN_CODES.phone) };

function uniqueViolation(error: unknown): keyof typeof TAKEN | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | undefined)?.cause;
  if (cause?.code !== '23505') return undefined;
  const constraint = cause.constraint ?? '';
  return (['username', 'email', 'phone'] as const).find((field) => constraint.includes(field));
}

/** A 422 of one field's refusal, its code in `code` and in `error_codes`. */
const fieldRefusal = (c: Context, field: string, code: MessageCode) =>
  c.json({ ...refusal(code), errors: { [field]: [say(code)] }, error_codes: { [field]: [code] } }, 422);

const captchaRequired = (c: Context) => fieldRefusal(c, 'captcha', 'captcha_required');

function throttled(c: Context, seconds: number) {
  c.header('Retry-After', String(seconds));
  return c.json(refusalAs('throttled', 'signup_throttled', { retry_after: seconds, minutes: signupMinutesToWait(seconds) }), 429);
}

/**
 * POST v1/create-players, both forms. Per client address (the TCP peer): at most `perAddressPerHour`
 * successful sign-ups in any hour (429 `throttled`), and from `captchaAfter` of them on the one-page form
 * must send a captcha too (422 `captcha_required`). Both are checked first without a lock (no captcha is
 * used up and no password hashed for a refusal), then again under the address's lock in the transaction
 * that creates the player, so a burst of concurrent sign-ups cannot pass them together.
 */
export function registerSignup(api: Hono, services: PlayerServices): void {
  const { db, clock, passwords, signupLimits: limits } = services;

  api.post('/v1/create-players', async (c) => {
    const body = await readJsonBody(c, signupBody);
    // No socket (in-process requests) means no address: the per-address rules do not apply.
    const address = clientAddress(c);
    const now = clock.now();
    if (address !== undefined) {
      const standing = await addressStanding(db, address, now, limits);
      if (standing.waitSeconds > 0) return throttled(c, standing.waitSeconds);
      if (!body.captcha && standing.count >= limits.captchaAfter) return captchaRequired(c);
    }
    // Checked before the rest and used up whatever follows: one guess per image.
    if (body.captcha && !(await verifyCaptcha(db, body.captcha.id, body.captcha.code, clock))) {
      return fieldRefusal(c, 'captcha', 'captcha_invalid');
    }
    const errors: Record<string, MessageCode[]> = {};
    const [sameName] = await db.select({ id: players.id }).from(players).where(eq(players.username, body.username));
    if (sameName) errors.username = [TAKEN_CODES.username];
    const [sameEmail] = await db.select({ id: players.id }).from(players).where(eq(players.email, body.email));
    if (sameEmail) errors.email = [TAKEN_CODES.email];
    const [samePhone] = await db.select({ id: players.id }).from(players).where(inArray(players.phone, phoneVariants(body.phone)));
    // Another player's verified extra number: the new player could never verify it.
    const [verifiedElsewhere] = await db.select({ playerId: verifiedPhones.playerId }).from(verifiedPhones).where(eq(verifiedPhones.number, phoneKey(body.phone)));
    if (samePhone || verifiedElsewhere) errors.phone = [TAKEN_CODES.phone];
    let referredBy: number | null = null;
    if (body.referralCode !== '') {
      const [referrer] = await db.select({ id: players.id }).from(players).where(eq(sql`upper(${players.referralCode})`, body.referralCode));
      if (referrer) referredBy = referrer.id;
      else errors.referral_code = ['referral_code_invalid'];
    }
    const firstError = Object.values(errors)[0]?.[0];
    if (firstError) {
      const texts = Object.fromEntries(Object.entries(errors).map(([field, codes]) => [field, codes.map((code) => say(code))]));
      return c.json({ ...refusal(firstError), errors: texts, error_codes: errors }, 422);
    }

    const passwordHash = await passwords.hash(body.password); // outside any transaction
    try {
      const outcome = await db.transaction(async (tx) => {
        if (address !== undefined) {
          const standing = await lockAddress(tx, address, now, limits);
          if (standing.waitSeconds > 0) return { refused: 'throttled' as const, waitSeconds: standing.waitSeconds };
          if (!body.captcha && standing.count >= limits.captchaAfter) return { refused: 'captcha' as const };
        }
        const [created] = await tx
          .insert(players)
          .values({
            remoteId: randomUUID(),
            username: body.username,
            email: body.email,
            phone: body.phone,
            name: body.name,
            passwordHash,
            currency: body.currency,
            status: 'active',
            referralCode: randomBytes(5).toString('hex').toUpperCase(),
            referredBy,
            createdAt: now,
          })
          .returning({ id: players.id, remoteId: players.remoteId, username: players.username, referralCode: players.referralCode });
        if (!created) throw new Error('player insert returned nothing');
        if (address !== undefined) await recordSignup(tx, address, created.id, now);
        return { created };
      });
      if ('refused' in outcome) return outcome.refused === 'throttled' ? throttled(c, outcome.waitSeconds) : captchaRequired(c);
      const { created } = outcome;
      return c.json(
        { ...refusal('player_created'), username: created.username, remote_id: created.remoteId, referral_code: created.referralCode },
        201,
      );
    } catch (error) {
      // Two sign-ups racing for the same name, e-mail or phone: the database decides.
      const field = uniqueViolation(error);
      if (!field) throw error;
      return fieldRefusal(c, field, TAKEN_CODES[field]);
    }
  });
}
