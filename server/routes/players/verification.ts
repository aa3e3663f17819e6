import { refusal, say, type MessageCode } from '../../i18n/messages.ts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { PlayerVariables } from '../../auth/require-player.ts';
import type { AppDb } from '../../db/client.ts';
import { playerPhones, players, VERIFIED_PHONE_KEY, verifiedPhones } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { readJsonBody } from '../../http/json-body.ts';
import type { OutboxChannel } from '../../messaging/outbox.ts';
import { checkCode, codeDestination, codeRefusal, issueCode, missingCode, type CheckResult, type CodePurpose } from './codes.ts';
import type { PlayerServices } from './services.ts';
import { codeField, EMAIL, form, PHONE, phoneDigits, phoneKey, phoneVariants, text, type Checker, type Fields } from './validation.ts';

type PlayerApi = Hono<{ Variables: PlayerVariables }>;

export const MAX_EXTRA_PHONES = 2;
/** Each refusal or notice of the verifications, by its catalogue code (i18n/messages/players.ts). */
export const VERIFY_CODES = {
  sent: 'verification_code_sent',
  phoneVerified: 'phone_verified',
  emailVerified: 'email_verified',
  phoneAlreadyVerified: 'phone_already_verified',
  emailAlreadyVerified: 'email_already_verified',
  notYourPhone: 'phone_not_yours',
  notYourEmail: 'email_not_yours',
  phoneOrEmail: 'phone_or_email_required',
  tooManyPhones: 'extra_phones_limit',
  phoneOnAccount: 'phone_on_account',
  phoneAdded: 'phone_added',
  notAdded: 'phone_not_added',
  extraAlreadyVerified: 'extra_phone_already_verified',
  phoneTaken: 'phone_taken',
} as const satisfies Record<string, MessageCode>;

/** Fields of the answers whose words have variable parts. */
const VERIFY_FIELDS: Partial<Record<keyof typeof VERIFY_CODES, Record<string, number>>> = { tooManyPhones: { max: MAX_EXTRA_PHONES } };

/** The English words of each (as the spec writes them). */
export const VERIFY_MESSAGES = Object.fromEntries(
  Object.entries(VERIFY_CODES).map(([key, code]) => [key, say(code, VERIFY_FIELDS[key as keyof typeof VERIFY_CODES])]),
) as Record<keyof typeof VERIFY_CODES, string>;

/** The `code` of the refusal for a number another player has verified (the site decides by it). */
export const PHONE_TAKEN = VERIFY_CODES.phoneTaken;

function phoneField(input: Fields, v: Checker): string {
  const phone = text(input, 'phone').trim().replace(/[\s-]/g, '');
  if (phone === '') v.fail('phone', 'phone_required');
  else if (!PHONE.test(phone)) v.fail('phone', 'phone_invalid');
  return phoneDigits(phone);
}

const sendBody = form((input, v) => {
  const hasPhone = text(input, 'phone').trim() !== '';
  const hasEmail = text(input, 'email').trim() !== '';
  if (hasPhone) return { kind: 'phone' as const, value: phoneField(input, v) };
  if (hasEmail) {
    const email = text(input, 'email').trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) v.fail('email', 'email_invalid');
    return { kind: 'email' as const, value: email };
  }
  v.fail('phone', VERIFY_CODES.phoneOrEmail);
  return { kind: 'phone' as const, value: '' };
});
const phoneBody = form((input, v) => ({ phone: phoneField(input, v) }));
const emailCodeBody = form((input, v) => ({ code: codeField(input, v, 'code', 'verification_code_required') }));
const phoneCodeBody = form((input, v) => ({ code: codeField(input, v, 'verification_code', 'verification_code_required') }));

function fieldError(c: Context, field: string, key: keyof typeof VERIFY_CODES) {
  const code = VERIFY_CODES[key];
  const answer = refusal(code, VERIFY_FIELDS[key]);
  return c.json({ ...answer, errors: { [field]: [answer.message] }, error_codes: { [field]: [code] } }, 422);
}

/** 422 for a refused code, with its `code`; a wrong or dead one also carries `tries_left` (issue 22). */
function codeError(c: Context, field: string, refused: Extract<CheckResult, { ok: false }>) {
  const answer = refused.code === 'code_invalid' ? refusal(refused.code) : refusal(refused.code, { tries_left: refused.triesLeft ?? 0 });
  return c.json({ ...answer, errors: { [field]: [answer.message] }, error_codes: { [field]: [refused.code] } }, 422);
}

/** 422 for a number another player has verified: neither added, nor texted, nor verified. */
function phoneTaken(c: Context, field: string) {
  const answer = refusal(PHONE_TAKEN);
  return c.json({ ...answer, errors: { [field]: [answer.message] }, error_codes: { [field]: [PHONE_TAKEN] } }, 422);
}

/** Whether another player than `playerId` owns `phone` as a verified number (main or extra). */
async function verifiedByAnother(db: Pick<AppDb, 'select'>, phone: string, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ playerId: verifiedPhones.playerId })
    .from(verifiedPhones)
    .where(and(eq(verifiedPhones.number, phoneKey(phone)), ne(verifiedPhones.playerId, playerId)))
    .limit(1);
  return rows.length > 0;
}

/** Runs a statement that marks a number verified; another player's verification of it (also a race) is the 422. */
async function markVerified<T>(c: Context, field: string, write: () => Promise<T>): Promise<T | Response> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === VERIFIED_PHONE_KEY) return phoneTaken(c, field);
    throw error;
  }
}

export function registerVerification(api: PlayerApi, services: PlayerServices): void {
  const { db, clock, outbox } = services;

  async function sendCode(c: Context, request: { playerId: number; purpose: CodePurpose; target: string; channel: OutboxChannel }) {
    const issued = await issueCode(db, clock, { ...request, destination: codeDestination(request.channel, request.target) });
    if (!issued.ok) {
      c.header('Retry-After', String(issued.retryAfterSeconds));
      return c.json(codeRefusal(issued, request.channel), 429);
    }
    await outbox.send({
      channel: request.channel,
      to: request.target,
      purpose: request.purpose,
      text: `Your TakaPlay verification code is ${issued.code}. It is valid for 5 minutes.`,
    });
    return c.json(refusal('verification_code_sent', { retry_after: 300 }));
  }

  api.post('/send-verification-code', async (c) => {
    const body = await readJsonBody(c, sendBody);
    const me = c.get('player');
    const [player] = await db.select().from(players).where(eq(players.id, me.playerId));
    if (!player) return c.json(refusal('unauthenticated'), 401);
    if (body.kind === 'phone') {
      if (!player.phone || !phoneVariants(body.value).includes(player.phone)) return fieldError(c, 'phone', 'notYourPhone');
      if (player.sessionId === 1) return fieldError(c, 'phone', 'phoneAlreadyVerified');
      if (await verifiedByAnother(db, player.phone, player.id)) return phoneTaken(c, 'phone');
      return sendCode(c, { playerId: player.id, purpose: 'phone', target: player.phone, channel: 'sms' });
    }
    if (!player.email || player.email !== body.value) return fieldError(c, 'email', 'notYourEmail');
    if (player.emailVerifiedAt) return fieldError(c, 'email', 'emailAlreadyVerified');
    return sendCode(c, { playerId: player.id, purpose: 'email', target: player.email, channel: 'email' });
  });

  api.post('/verify-email', async (c) => {
    const body = await readJsonBody(c, emailCodeBody);
    const me = c.get('player');
    const checked = await checkCode(db, clock, me.playerId, 'email', body.code);
    if (!checked.ok) return codeError(c, 'code', checked);
    const [saved] = await db
      .update(players)
      .set({ emailVerifiedAt: clock.now() })
      .where(and(eq(players.id, me.playerId), eq(players.email, checked.target)))
      .returning({ at: players.emailVerifiedAt });
    if (!saved) return codeError(c, 'code', missingCode); // the e-mail changed since the code was sent
    return c.json(refusal('email_verified', { email_verified_at: saved.at?.toISOString() ?? null }));
  });

  api.post('/verify-phone-number', async (c) => {
    const body = await readJsonBody(c, phoneCodeBody);
    const me = c.get('player');
    const checked = await checkCode(db, clock, me.playerId, 'phone', body.code);
    if (!checked.ok) return codeError(c, 'verification_code', checked);
    const written = await markVerified(c, 'verification_code', () =>
      db
        .update(players)
        .set({ sessionId: 1 })
        .where(and(eq(players.id, me.playerId), eq(players.phone, checked.target)))
        .returning({ sessionId: players.sessionId }),
    );
    if (written instanceof Response) return written;
    const [saved] = written;
    if (!saved) return codeError(c, 'verification_code', missingCode);
    return c.json(refusal('phone_verified', { session_id: saved.sessionId }));
  });

  api.get('/get/other/phone', async (c) => {
    const rows = await db
      .select({ id: playerPhones.id, contract_value: playerPhones.contractValue, isverify: playerPhones.isVerify })
      .from(playerPhones)
      .where(eq(playerPhones.playerId, c.get('player').playerId))
      .orderBy(asc(playerPhones.id));
    return c.json({ data: rows });
  });

  api.post('/add/number', async (c) => {
    const body = await readJsonBody(c, phoneBody);
    const me = c.get('player');
    const variants = phoneVariants(body.phone);
    // The player row is locked so that two adds racing cannot pass the limit together.
    const outcome = await db.transaction(async (tx) => {
      const [player] = await tx.select({ phone: players.phone }).from(players).where(eq(players.id, me.playerId)).for('update');
      if (player?.phone && variants.includes(player.phone)) return 'onAccount' as const;
      const existing = await tx.select({ phone: playerPhones.contractValue }).from(playerPhones).where(eq(playerPhones.playerId, me.playerId));
      if (existing.some((row) => variants.includes(row.phone))) return 'onAccount' as const;
      if (await verifiedByAnother(tx, body.phone, me.playerId)) return 'taken' as const;
      if (existing.length >= MAX_EXTRA_PHONES) return 'tooMany' as const;
      await tx.insert(playerPhones).values({ playerId: me.playerId, contractValue: body.phone, isVerify: 0, createdAt: clock.now() });
      return 'added' as const;
    });
    if (outcome === 'tooMany') return fieldError(c, 'phone', 'tooManyPhones');
    if (outcome === 'onAccount') return fieldError(c, 'phone', 'phoneOnAccount');
    if (outcome === 'taken') return phoneTaken(c, 'phone');
    return c.json(refusal('phone_added', { data: { contract_value: body.phone, isverify: 0 } }), 201);
  });

  api.post('/add/send-verification-code', async (c) => {
    const body = await readJsonBody(c, phoneBody);
    const me = c.get('player');
    const [extra] = await db
      .select({ phone: playerPhones.contractValue, isVerify: playerPhones.isVerify })
      .from(playerPhones)
      .where(and(eq(playerPhones.playerId, me.playerId), inArray(playerPhones.contractValue, phoneVariants(body.phone))));
    if (!extra) return fieldError(c, 'phone', 'notAdded');
    if (extra.isVerify === 1) return fieldError(c, 'phone', 'extraAlreadyVerified');
    if (await verifiedByAnother(db, extra.phone, me.playerId)) return phoneTaken(c, 'phone');
    return sendCode(c, { playerId: me.playerId, purpose: 'extra_phone', target: extra.phone, channel: 'sms' });
  });

  api.post('/add/verify-phone-number', async (c) => {
    const body = await readJsonBody(c, phoneCodeBody);
    const me = c.get('player');
    const checked = await checkCode(db, clock, me.playerId, 'extra_phone', body.code);
    if (!checked.ok) return codeError(c, 'verification_code', checked);
    const written = await markVerified(c, 'verification_code', () =>
      db
        .update(playerPhones)
        .set({ isVerify: 1 })
        .where(and(eq(playerPhones.playerId, me.playerId), eq(playerPhones.contractValue, checked.target)))
        .returning({ contract_value: playerPhones.contractValue, isverify: playerPhones.isVerify }),
    );
    if (written instanceof Response) return written;
    const [saved] = written;
    if (!saved) return codeError(c, 'verification_code', missingCode);
    return c.json(refusal('phone_verified', { data: saved }));
  });
}


