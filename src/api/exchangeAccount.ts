import { z } from 'zod/mini';
import type { ExchangeBetRow, ExchangeDateFilter, SectionData, SectionQuery } from '../../machines/exchangeAccount';
import type { ApiClient } from './client';
import { amount, exchangeBetFields } from './exchangeShapes';


const profileResponse = z.object({
  account_id: z.string(),
  username: z.string(),
  name: z.nullable(z.string()),
  currency: z.string(),
  time_zone: z.string(),
  time_zone_label: z.string(),
  member_since: z.string(),
});

const ledgerRow = z.object({
  id: z.number(),
  movement: z.enum(['exposure_held', 'exposure_released', 'settlement']),
  amount,
  balance_after: amount,
  event_name: z.nullable(z.string()),
  market_name: z.nullable(z.string()),
  created_at: z.string(),
});
const balanceResponse = z.object({ balance: amount, exposure: amount, total: amount, data: z.array(ledgerRow), last_page: z.number() });

const betRow = z.object({ ...exchangeBetFields(amount), event_id: z.optional(z.nullable(z.string())) });
const betsResponse = z.object({ data: z.array(betRow), last_page: z.number() });

const profitLossResponse = z.object({
  data: z.array(
    z.object({ event_id: z.string(), event_name: z.string(), market_name: z.string(), bets: z.number(), stake: amount, profit_loss: amount, settled_at: z.string() }),
  ),
  totals: z.object({ bets: z.number(), stake: amount, profit_loss: amount }),
});

const activityResponse = z.object({
  data: z.array(
    z.object({ id: z.number(), logged_in_at: z.string(), last_seen_at: z.string(), status: z.enum(['active', 'ended']), ended_at: z.nullable(z.string()), current: z.boolean() }),
  ),
  last_page: z.number(),
});

/** The server's `date` names (routes/provider/records.ts dateRangeQuery). */
export const SERVER_DATE: Record<ExchangeDateFilter, string> = { today: 'today', yesterday: 'yesterday', last7Days: 'last7days', all: 'all' };

function toBet(row: z.infer<typeof betRow>): ExchangeBetRow {
  return {
    transactionId: row.transaction_id,
    eventId: row.event_id ?? null,
    eventName: row.event_name,
    marketName: row.market_name,
    selectionName: row.selection_name,
    betType: row.bet_type,
    odds: row.odds,
    run: row.run,
    stake: row.stake,
    potentialProfit: row.potential_profit,
    potentialLiability: row.potential_liability,
    netProfitLoss: row.net_profit_loss,
    status: row.status,
    placedAt: row.placed_at,
    settledAt: row.settled_at,
  };
}

/**
 * One section of /exchange-account (server/README.md "Sports exchange"): GET exchange/profile,
 * exchange/balance-overview, exchange/bets (open for My Bets, settled by date for Bets History),
 * exchange/profit-loss and exchange/activity.
 */
export async function fetchExchangeSection(client: ApiClient, query: SectionQuery, signal?: AbortSignal): Promise<SectionData> {
  const options = { signal };
  switch (query.section) {
    case 'profile': {
      const answer = await client.get('exchange/profile', profileResponse, undefined, options);
      return {
        section: 'profile',
        profile: {
          accountId: answer.account_id,
          username: answer.username,
          name: answer.name,
          currency: answer.currency,
          timeZone: answer.time_zone,
          timeZoneLabel: answer.time_zone_label,
          memberSince: answer.member_since,
        },
      };
    }
    case 'balance': {
      const answer = await client.get('exchange/balance-overview', balanceResponse, { page: query.page }, options);
      return {
        section: 'balance',
        figures: { balance: answer.balance, exposure: answer.exposure, total: answer.total },
        rows: answer.data.map((row) => ({
          id: row.id,
          movement: row.movement,
          amount: row.amount,
          balanceAfter: row.balance_after,
          eventName: row.event_name,
          marketName: row.market_name,
          createdAt: row.created_at,
        })),
        lastPage: answer.last_page,
      };
    }
    case 'myBets':
    case 'betsHistory': {
      const params = query.section === 'myBets' ? { status: 'open', page: query.page } : { status: 'settled', date: SERVER_DATE[query.date], page: query.page };
      const answer = await client.get('exchange/bets', betsResponse, params, options);
      return { section: query.section, rows: answer.data.map(toBet), lastPage: answer.last_page };
    }
    case 'profitLoss': {
      const answer = await client.get('exchange/profit-loss', profitLossResponse, { date: SERVER_DATE[query.date] }, options);
      return {
        section: 'profitLoss',
        rows: answer.data.map((row) => ({
          eventId: row.event_id,
          eventName: row.event_name,
          marketName: row.market_name,
          bets: row.bets,
          stake: row.stake,
          profitLoss: row.profit_loss,
          settledAt: row.settled_at,
        })),
        totals: { bets: answer.totals.bets, stake: answer.totals.stake, profitLoss: answer.totals.profit_loss },
      };
    }
    case 'activity': {
      const answer = await client.get('exchange/activity', activityResponse, { page: query.page }, options);
      return {
        section: 'activity',
        rows: answer.data.map((row) => ({ id: row.id, loggedInAt: row.logged_in_at, lastSeenAt: row.last_seen_at, status: row.status, endedAt: row.ended_at, current: row.current })),
        lastPage: answer.last_page,
      };
    }
  }
}
