import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { PlayerVariables } from '../../auth/require-player.ts';
import { players } from '../../db/schema.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { refusal, say } from '../../i18n/messages.ts';
import { checkCode, codeDestination, codeRefusal, issueCode, missingCode } from './codes.ts';
import type { PlayerServices } from './services.ts';
import { revokeEverything } from './tokens.ts';
import {
  codeField,
  EMAIL,
  form,
  PASSWORD_MAX,
  PHONE,
  phoneDigits,
  phoneVariants,
  refuseCommonPassword,
  STRONG_PASSWORD,
  text,
  type Checker,
  type Fields,
} from './validation.ts';

type PlayerApi = Hono<{ Variables: PlayerVariables }>;

export const CURRENT_PASSWORD_WRONG = say('current_password_wrong');
export const PASSWORD_CHANGED = say('password_changed');
export const PASSWORD_RESET = say('password_reset_done');
const OTP_SENT = { email: 'otp_sent_email', sms: 'otp_sent_sms' } as const;
export const otpSent = (type: 'email' | 'sms') => say(OTP_SENT[type]);

/** The new password of a change or reset: the spec's rule, the length bound, then the common-password rule. */
function newPassword(input: Fields, v: Checker, key: string): string {
  const value = text(input, key);
  if (!STRONG_PASSWORD.test(value)) v.fail(key, 'new_password_rule');
  else if (value.length > PASSWORD_MAX) v.fail(key, 'password_too_long');
  refuseCommonPassword(v, key, value);
  return value;
}

/** Spec 2 §5, in its order: new password rule, current password, confirmation, match. */
const changeBody = form((input, v) => {
  const next = newPassword(input, v, 'new_password');
  const old = text(input, 'old_password');
  if (old === '') v.fail('old_password', 'current_password_required');
  else if (old.length > PASSWORD_MAX) v.fail('old_password', 'password_too_long');
  const confirmation = text(input, 'new_password_confirmation');
  if (confirmation === '') v.fail('new_password_confirmation', 'new_password_confirmation_required');
  else if (!v.failed('new_password') && confirmation !== next) v.fail('new_password_confirmation', 'new_passwords_mismatch');
  return { old, next };
});

type ForgotRequest = { type: 'email' | 'sms'; username: string; target: string };

const forgotBody = form((input, v): ForgotRequest => {
  const rawType = text(input, 'type').trim().toLowerCase();
  const username = text(input, 'username').trim().toLowerCase();
  const type = rawType === 'email' || rawType === 'sms' ? rawType : undefined;
  if (!type) {
    v.fail('type', 'reset_type_invalid');
    return { type: 'email', username, target: '' };
  }
  let target = '';
  if (type === 'email') {
    target = text(input, 'email').trim().toLowerCase();
    if (target === '') v.fail('email', 'email_address_required');
    else if (!EMAIL.test(target) || target.length > 254) v.fail('email', 'email_invalid');
  } else {
    const phone = text(input, 'phone').trim().replace(/[\s-]/g, '');
    if (phone === '') v.fail('phone', 'phone_number_required');
    else if (!PHONE.test(phone)) v.fail('phone', 'phone_invalid');
    target = phoneDigits(phone);
  }
  if (username === '') v.fail('username', 'username_needed');
  else if (username.length > 64) v.fail('username', 'username_invalid');
  return { type, username, target };
});

/** Spec 1 §5 "Reset", in its order. */
const resetBody = form((input, v) => {
  const otp = codeField(input, v, 'otp', 'otp_required');
  const password = newPassword(input, v, 'password');
  const confirmation = text(input, 'password_confirmation');
  if (confirmation === '') v.fail('password_confirmation', 'new_password_confirmation_required');
  else if (!v.failed('password') && confirmation !== password) v.fail('password_confirmation', 'new_passwords_mismatch');
  const username = text(input, 'username').trim().toLowerCase();
  if (username === '') v.fail('username', 'username_needed');
  return { otp, password, username: username.slice(0, 64) };
});

export function registerPasswordChange(api: PlayerApi, services: PlayerServices): void {
  const { db, clock, passwords } = services;
  api.post('/user-pwd', async (c) => {
    const body = await readJsonBody(c, changeBody);
    const me = c.get('player');
    const [row] = await db.select({ passwordHash: players.passwordHash }).from(players).where(eq(players.id, me.playerId));
    if (!row || !(await passwords.verify(body.old, row.passwordHash))) return c.json(refusal('current_password_wrong'), 422);
    const passwordHash = await passwords.hash(body.next);
    await db.update(players).set({ passwordHash }).where(eq(players.id, me.playerId));
    await revokeEverything(db, me.playerId, clock);
    return c.json(refusal('password_changed'));
  });
}

export function registerPasswordReset(api: Hono, services: PlayerServices): void {
  const { db, clock, passwords, outbox } = services;

  // Same answer whether or not username and e-mail/phone match: no account enumeration. A request
  // that matches nothing still stores an unusable code, so the 300 s resend limit answers alike too.
  api.post('/usr-forgot-password', async (c) => {
    const body = await readJsonBody(c, forgotBody);
    const column = body.type === 'email' ? players.email : players.phone;
    const candidates = body.type === 'email' ? [body.target] : phoneVariants(body.target);
    const [player] = await db
      .select({ id: players.id, email: players.email, phone: players.phone })
      .from(players)
      .where(and(eq(players.username, body.username), inArray(column, candidates)));
    const channel = body.type === 'email' ? 'email' : 'sms';
    const issued = await issueCode(db, clock, {
      playerId: player?.id ?? null,
      purpose: 'password_reset',
      target: `${body.type}:${body.target}`,
      destination: codeDestination(channel, body.target),
    });
    if (!issued.ok) {
      c.header('Retry-After', String(issued.retryAfterSeconds));
      return c.json(codeRefusal(issued, channel), 429);
    }
    if (player) {
      const to = (body.type === 'email' ? player.email : player.phone) ?? body.target;
      await outbox.send({
        channel: body.type,
        to,
        purpose: 'password_reset',
        text: `Your TakaPlay password reset code is ${issued.code}. It is valid for 5 minutes. If you did not ask for it, ignore this message.`,
      });
    }
    return c.json(refusal(OTP_SENT[body.type]));
  });

  api.post('/usr-reset-password', async (c) => {
    const body = await readJsonBody(c, resetBody);
    const [player] = await db.select({ id: players.id }).from(players).where(eq(players.username, body.username));
    const checked = player ? await checkCode(db, clock, player.id, 'password_reset', body.otp) : missingCode;
    if (!player || !checked.ok) {
      const refused = checked.ok ? missingCode : checked;
      const answer = refused.code === 'code_invalid' ? refusal(refused.code) : refusal(refused.code, { tries_left: refused.triesLeft ?? 0 });
      return c.json({ ...answer, errors: { otp: [answer.message] }, error_codes: { otp: [refused.code] } }, 422);
    }
    const passwordHash = await passwords.hash(body.password);
    await db.update(players).set({ passwordHash }).where(eq(players.id, player.id));
    await revokeEverything(db, player.id, clock);
    return c.json(refusal('password_reset_done'));
  });
}
