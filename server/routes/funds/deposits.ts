import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { submitDeposit, type DepositFields } from '../../funds/deposits.ts';
import { checkReceipt, RECEIPT_MAX_BYTES, receiptCodes, type ReceiptStore } from '../../funds/receipts.ts';
import { failure } from '../../funds/rules.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer } from '../../money/idempotency.ts';
import { remoteIdRefused } from './shared.ts';

/** submit-deposit is exempt from the app's 1 MB limit: the receipt may be 5 MB (plus the form's overhead). */
export const SUBMIT_DEPOSIT_PATH = '/api/submit-deposit';
const DEPOSIT_BODY_LIMIT = RECEIPT_MAX_BYTES + 256 * 1024;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** multipart/form-data (the client's upload) or urlencoded; a JSON body is read too (then without a receipt). */
async function readDepositBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body: unknown = await c.req.json();
      return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      return {};
    }
  }
  return {};
}

/** POST submit-deposit: records a pending deposit with its receipt; nothing is credited until an operator approves. */
export function registerDepositRoutes(app: Hono, deps: AppDeps, store: ReceiptStore): void {
  const { db } = deps.database;
  const limit = bodyLimit({ maxSize: DEPOSIT_BODY_LIMIT, onError: (c) => c.json(failure(receiptCodes.tooLarge), 413) });

  app.post(SUBMIT_DEPOSIT_PATH, limit, requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const form = await readDepositBody(c);
    const refused = remoteIdRefused(c, player, form.remote_id);
    if (refused) return refused;
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json(invalidKeyAnswer.body as object, 400);
    const fields: DepositFields = {
      amount: text(form.amount),
      account_number: text(form.account_number),
      transaction_id: text(form.transaction_id),
      payment_id: text(form.payment_id),
      promotion_id: text(form.promotion_id),
    };
    const receipt = await checkReceipt(form.receipt);
    let saved: string | undefined;
    let kept = false;
    try {
      const answer = await submitDeposit(db, store, {
        playerId: player.playerId,
        fields,
        receipt,
        key,
        at: deps.clock.now(),
        saved: (name) => {
          saved = name;
        },
      });
      kept = answer.status === 200 && !answer.replayed;
      return idempotentJson(c, answer);
    } finally {
      // The file stays only with the deposit that committed it.
      if (saved && !kept) await store.remove(saved);
    }
  });
}
