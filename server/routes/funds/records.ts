import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { fundsTransactions, paymentMethods, promotions, turnoverRequirements } from '../../db/schema.ts';
import { refusal } from '../../i18n/messages.ts';
import type { ReceiptStore } from '../../funds/receipts.ts';
import { remoteIdRefused } from './shared.ts';
import { loadTransactions, transactionJson } from '../../funds/views.ts';

/** GET transaction/show, GET turnovers, GET receipts/{id}: the player's own records only. */
export function registerRecordRoutes(app: Hono, deps: AppDeps, store: ReceiptStore): void {
  const { db } = deps.database;

  app.get('/api/transaction/show', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const refused = remoteIdRefused(c, player, c.req.query('remote_id'));
    if (refused) return refused;
    const rows = await loadTransactions(db, { playerId: player.playerId });
    return c.json({ success: true, transactions: rows.map(transactionJson) });
  });

  app.get('/api/turnovers', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const refused = remoteIdRefused(c, player, c.req.query('remote_id'));
    if (refused) return refused;
    const rows = await db
      .select({
        turnover: turnoverRequirements,
        transactionAmount: fundsTransactions.amount,
        action: fundsTransactions.action,
        methodName: paymentMethods.name,
        promotionName: promotions.name,
        promotionTurnover: promotions.turnover,
      })
      .from(turnoverRequirements)
      .leftJoin(fundsTransactions, eq(fundsTransactions.id, turnoverRequirements.transactionId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, fundsTransactions.paymentMethodId))
      .leftJoin(promotions, eq(promotions.id, turnoverRequirements.promotionId))
      .where(eq(turnoverRequirements.playerId, player.playerId))
      .orderBy(desc(turnoverRequirements.createdAt), desc(turnoverRequirements.id))
      .limit(500);
    return c.json({
      success: true,
      turnover: rows.map((row) => ({
        id: row.turnover.id,
        status: row.turnover.status,
        required_turnover: row.turnover.requiredTurnover,
        remaining_turnover: row.turnover.remainingTurnover,
        created_at: row.turnover.createdAt.toISOString(),
        completed_at: row.turnover.completedAt?.toISOString() ?? null,
        transaction: {
          id: row.turnover.transactionId,
          action: row.action ?? 'deposit',
          amount: row.transactionAmount,
          promotion: row.promotionName === null ? null : { name: row.promotionName, turnover: row.promotionTurnover },
          payment_method: { name: row.methodName },
        },
      })),
    });
  });

  app.get('/api/receipts/:id', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const notFound = () => c.json({ success: false, ...refusal('receipt_not_found') }, 404);
    const raw = c.req.param('id');
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) return notFound();
    const [row] = await db
      .select({ name: fundsTransactions.receiptName, type: fundsTransactions.receiptType })
      .from(fundsTransactions)
      .where(and(eq(fundsTransactions.id, Number(raw)), eq(fundsTransactions.playerId, player.playerId)));
    if (!row?.name || !row.type) return notFound();
    const bytes = await store.read(row.name);
    if (!bytes) return notFound();
    const extension = row.type.slice('image/'.length);
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': row.type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="receipt-${raw}.${extension}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
