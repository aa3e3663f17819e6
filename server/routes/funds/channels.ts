import { and, asc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { paymentChannels, paymentMethods } from '../../db/schema.ts';
import { refusal } from '../../i18n/messages.ts';
import { readQuery } from '../../http/query.ts';
import { DEPOSIT_DEADLINE_MS } from '../../funds/rules.ts';

/** Spec 1 §2.11: account_type Agent is labelled CashOut, Personal is labelled Send Money. */
export const channelLabels = { Agent: 'CashOut', Personal: 'Send Money' } as const;

/** account_type as sent: the stored value or its label, any case. */
export function parseAccountType(value: string): 'Agent' | 'Personal' | undefined {
  const normal = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (normal === 'agent' || normal === 'cashout') return 'Agent';
  if (normal === 'personal' || normal === 'sendmoney') return 'Personal';
  return undefined;
}

export const channelColumns = {
  id: paymentChannels.id,
  payment_method_id: paymentMethods.id,
  name: paymentMethods.name,
  icon: paymentMethods.icon,
  account_type: paymentChannels.accountType,
  account_number: paymentChannels.accountNumber,
  min: paymentChannels.minAmount,
  max: paymentChannels.maxAmount,
};

const active = and(eq(paymentMethods.status, 'active'), eq(paymentChannels.status, 'active'));
const sameName = (name: string) => sql`lower(${paymentMethods.name}) = ${name.trim().toLowerCase()}`;

const walletQuery = z.object({
  name: z.string({ error: 'channel_name_required' }).trim().min(1, 'channel_name_required').max(100),
  account_type: z.string({ error: 'channel_account_type_required' }).trim().min(1, 'channel_account_type_required').max(50),
  amount: z.string().max(50).optional(),
});

const methodQuery = z.object({
  name: z.string({ error: 'channel_name_required' }).trim().min(1, 'channel_name_required').max(100),
});

/** GET get-wallet-number and GET showpayment-menthod (spelled as the client calls it). */
export function registerChannelRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/api/get-wallet-number', requirePlayer(deps), async (c) => {
    const query = readQuery(c, walletQuery);
    const accountType = parseAccountType(query.account_type);
    const rows = accountType
      ? await db
          .select(channelColumns)
          .from(paymentChannels)
          .innerJoin(paymentMethods, eq(paymentMethods.id, paymentChannels.paymentMethodId))
          .where(and(active, sameName(query.name), eq(paymentChannels.accountType, accountType)))
          .orderBy(asc(paymentChannels.id))
      : [];
    if (rows.length === 0) return c.json({ success: false, ...refusal('wallet_not_found') }, 404);
    // The pay-within deadline comes from the server's clock, so a reload of /make-payment keeps the remaining time.
    const deadline = new Date(deps.clock.now().getTime() + DEPOSIT_DEADLINE_MS).toISOString();
    return c.json(rows.map((row) => ({ ...row, label: channelLabels[row.account_type], deadline })));
  });

  app.get('/api/showpayment-menthod', requirePlayer(deps), async (c) => {
    const query = readQuery(c, methodQuery);
    const rows = await db
      .select({
        id: channelColumns.id,
        payment_method_id: channelColumns.payment_method_id,
        name: channelColumns.name,
        icon: channelColumns.icon,
        account_type: channelColumns.account_type,
        min: channelColumns.min,
        max: channelColumns.max,
      })
      .from(paymentChannels)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentChannels.paymentMethodId))
      .where(and(active, sameName(query.name)))
      .orderBy(asc(paymentChannels.id));
    if (rows.length === 0) return c.json({ success: false, ...refusal('payment_method_not_found') }, 404);
    return c.json({
      success: true,
      data: rows.map((row) => ({ ...row, label: channelLabels[row.account_type] })),
    });
  });
}
