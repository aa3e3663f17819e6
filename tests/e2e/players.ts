import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runOps } from './support';

/** A real player made for one test on the real server, logged in through the real API. */
export type TestPlayer = { username: string; password: string; phone: string; email: string; token: string; remoteId: string; exchangeToken: string };

export type TestPlayerOptions = {
  /** Verifies the main phone through the real code flow (send code → outbox → verify). */
  verifiedPhone?: boolean;
  /** Sets the date of birth (YYYY-MM-DD) through the real profile call. */
  birthday?: string;
  /** The test server's data directory (its operator commands): the fast-feed server's for the exchange journey. */
  opsDataDir?: string;
  /** The player's real name (default "Player <suffix>"). */
  name?: string;
};

/**
 * Creates a fresh player (operator command), logs in and prepares what the test needs. Each test
 * gets its own player, so a pending deposit or withdrawal of one test never blocks another.
 */
export async function createTestPlayer(request: APIRequestContext, options: TestPlayerOptions = {}): Promise<TestPlayer> {
  const suffix = randomBytes(4).toString('hex');
  const username = `e2e${suffix}`;
  const password = 'pass12345';
  // 017 + 8 digits: an 11-digit Bangladeshi mobile number, unique per player.
  const phone = `017${String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`;
  const email = `${username}@players.example`;
  await runOps(request, 'create-player', [username, password, '--phone', phone, '--email', email, '--name', options.name ?? `Player ${suffix}`], options.opsDataDir);
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const session = (await login.json()) as { token: string; remote_id: string; exchange: { token: string }[] };
  const player: TestPlayer = { username, password, phone, email, token: session.token, remoteId: String(session.remote_id), exchangeToken: session.exchange[0]?.token ?? '' };
  const headers = { Authorization: `Bearer ${player.token}` };

  if (options.verifiedPhone) {
    const sent = await request.post('/api/send-verification-code', { headers, data: { phone } });
    expect(sent.ok(), await sent.text()).toBe(true);
    const messages = (await runOps(request, 'outbox', ['--to', phone, '--limit', '1'])) as { text: string }[];
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    expect(code, 'a verification code in the outbox').toBeTruthy();
    const verified = await request.post('/api/verify-phone-number', { headers, data: { verification_code: code } });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  if (options.birthday) {
    const saved = await request.post('/api/user/profile/update', { headers, data: { remote_id: player.remoteId, dofb: options.birthday } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return player;
}

/** Opens the site as this player: the browser stores the session as a login would (spec 1 §3). */
export async function openSiteAs(page: Page, player: TestPlayer, path = '/') {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, { token: player.token, remote_id: player.remoteId, username: player.username, exchangeToken: player.exchangeToken, popup: '0', regPopup: '0' });
  await page.goto(path);
}

/** The player's balance as the server has it. */
export async function balanceOf(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const response = await request.post('/api/balance', { headers: { Authorization: `Bearer ${player.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return Number(((await response.json()) as { balance: number | string }).balance);
}

// A 1×1 PNG: the receipt of a real deposit.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A bKash deposit through the API with a receipt, its transaction id made of `trx` and the player; returns its id (records, account). */
export async function depositThroughApi(request: APIRequestContext, player: TestPlayer, amount: string, trx: string): Promise<number> {
  const headers = { Authorization: `Bearer ${player.token}` };
  const channels = (await (await request.get('/api/showpayment-menthod?name=bKash', { headers })).json()) as { data: { id: number }[] };
  const paymentId = channels.data[0]?.id;
  expect(paymentId, 'a bKash channel').toBeTruthy();
  const answer = await request.post('/api/submit-deposit', {
    headers,
    multipart: {
      remote_id: player.remoteId,
      account_number: player.phone,
      transaction_id: `${trx}${player.username.slice(3)}`.toUpperCase(),
      amount,
      payment_id: String(paymentId),
      promotion_id: '',
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { transaction: { id: number } }).transaction.id;
}
