import { refusal, say } from '../../i18n/messages.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { requirePlayerWithRow, type PlayerVariables } from '../../auth/require-player.ts';
import { players } from '../../db/schema.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { money, type PlayerServices } from './services.ts';
import { endSession, issuePlayerToken, SPORTS_TOKEN_MS } from './tokens.ts';
import { form, text } from './validation.ts';

type PlayerApi = Hono<{ Variables: PlayerVariables }>;

const remoteIdQuery = form((input, v) => {
  const remoteId = text(input, 'remote_id').trim();
  if (remoteId === '') v.fail('remote_id', 'remote_id_required');
  return { remoteId };
});

export const BIRTHDAY_LOCKED = say('birthday_locked');
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Today's date in Asia/Dhaka (GMT+6 all year) as y, m, d. */
function dhakaToday(now: Date): { y: number; m: number; d: number } {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
}

function parseDate(value: string): { y: number; m: number; d: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m, d };
}

/** Whole years from `birth` to `today`. */
function age(birth: { y: number; m: number; d: number }, today: { y: number; m: number; d: number }): number {
  const hadBirthday = today.m > birth.m || (today.m === birth.m && today.d >= birth.d);
  return today.y - birth.y - (hadBirthday ? 0 : 1);
}

function profileBody(now: () => Date) {
  return form((input, v) => {
    const remoteId = text(input, 'remote_id').trim();
    if (remoteId === '') v.fail('remote_id', 'remote_id_required');
    const dofb = text(input, 'dofb').trim();
    const birth = parseDate(dofb);
    if (dofb === '') v.fail('dofb', 'birthday_required');
    else if (!birth || birth.y < 1900) v.fail('dofb', 'birthday_invalid');
    else if (age(birth, dhakaToday(now())) < 18) v.fail('dofb', 'birthday_under_18');
    return { remoteId, dofb };
  });
}

const playerLoginBody = form((input, v) => {
  const userId = text(input, 'user_id').trim();
  if (userId === '') v.fail('user_id', 'user_id_required');
  return { userId };
});

export function registerAccount(api: PlayerApi, services: PlayerServices): void {
  const { db, clock } = services;

  // The player's row and restriction come with the session, in one statement (issue 25): the site asks for the profile on every page.
  api.get('/user/show', requirePlayerWithRow(db, clock), async (c) => {
    const query = readQuery(c, remoteIdQuery);
    const me = c.get('player');
    if (query.remoteId !== me.remoteId) return c.json(refusal('not_own_account'), 403);
    const row = c.get('playerRow');
    return c.json({
      id: row.id,
      remote_id: row.remoteId,
      username: row.username,
      name: row.name,
      phone: row.phone,
      email: row.email,
      vip_coin: money(row.vipCoin),
      balance: money(row.balance),
      currency: row.currency,
      session_id: row.sessionId,
      created_at: row.createdAt.toISOString(),
      dofb: row.dofb,
      email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
      referral_code: row.referralCode,
      restriction: c.get('restriction'),
    });
  });

  // Log out: the session's token, and the exchange and sports tokens it issued, stop working at once
  // (the client also forgets them).
  api.post('/logout', async (c) => {
    await endSession(db, c.get('player').sessionId, clock);
    return c.json(refusal('logged_out'));
  });

  // The wallet was read with the session, in the same statement (auth/sessions.ts): one round trip.
  api.post('/balance', (c) => c.json({ balance: money(c.get('player').balance) }));

  const birthdayBody = profileBody(() => clock.now());
  api.post('/user/profile/update', async (c) => {
    const body = await readJsonBody(c, birthdayBody);
    const me = c.get('player');
    if (body.remoteId !== me.remoteId) return c.json(refusal('not_own_account'), 403);
    // Only while unset, even with two saves racing.
    const [saved] = await db
      .update(players)
      .set({ dofb: body.dofb })
      .where(and(eq(players.id, me.playerId), isNull(players.dofb)))
      .returning({ dofb: players.dofb });
    if (!saved) return c.json({ ...refusal('birthday_locked'), errors: { dofb: [BIRTHDAY_LOCKED] }, error_codes: { dofb: ['birthday_locked'] } }, 422);
    return c.json(refusal('birthday_saved', { dofb: saved.dofb }));
  });

  api.post('/player-login', async (c) => {
    const body = await readJsonBody(c, playerLoginBody);
    const me = c.get('player');
    // The spec does not say which id the site sends: the numeric id and the remote_id are both accepted.
    if (body.userId !== String(me.playerId) && body.userId !== me.remoteId) return c.json(refusal('not_own_account'), 403);
    const accessToken = await issuePlayerToken(db, clock, { playerId: me.playerId, sessionId: me.sessionId, kind: 'sports', ttlMs: SPORTS_TOKEN_MS });
    return c.json({ access_token: accessToken, expires_in: SPORTS_TOKEN_MS / 1000 });
  });
}
