import { z } from 'zod/mini';
import type { AccountOverview, FundsSummary, VipLevel, VipRecordKind, VipRecordsPage } from '../../machines/memberArea';
import type { ApiClient } from './client';
import { fetchUser } from './profile';

/** Amounts and VP come as strings with 2 decimals ("500.00"); numbers are accepted too. */
const amount = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
    z.number().check(z.refine((value) => Number.isFinite(value))),
  ),
);
/** An unknown level code reads as Normal, the first level. */
const level = z.catch(z.enum(['normal', 'elite1']), 'normal');
const fundsRequest = z.nullable(z.object({ amount, status: z.catch(z.enum(['pending', 'success', 'fail']), 'pending'), created_at: z.string() }));

const overviewResponse = z.object({
  data: z.object({
    username: z.string(),
    vip_coin: amount,
    created_at: z.string(),
    last_login: z.nullable(z.string()),
    last_deposit: fundsRequest,
    last_withdrawal: fundsRequest,
    vip_level: level,
    vip_experience: amount,
    vip_next_level: z.catch(z.nullable(z.enum(['normal', 'elite1'])), null),
    vip_next_level_experience: z.nullable(amount),
    vip_progress: z.number(),
  }),
});

const receivedRow = z.object({ id: z.number(), vip_points: amount, game_name: z.string(), platform: z.string(), created_at: z.string() });
const usedRow = z.object({ id: z.number(), vip_points: amount, amount, created_at: z.string() });
const recordsResponse = <T extends z.ZodMiniType>(row: T) => z.object({ data: z.array(row), last_page: z.number() });
const historyResponse = z.object({ data: z.array(z.object({ year: z.number(), month: z.number(), vip_level: level, experience: amount })) });

const fundsOf = (row: z.infer<typeof fundsRequest>): FundsSummary | null => (row ? { amount: row.amount, status: row.status, createdAt: row.created_at } : null);

/** GET account/overview with GET user/show (spec 2 §2 Member menu): the desktop overview, VP and the personal details. */
export async function fetchAccountOverview(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<AccountOverview> {
  const [answer, user] = await Promise.all([client.get('account/overview', overviewResponse, { remote_id: remoteId }, { signal }), fetchUser(client, remoteId, signal)]);
  const data = answer.data;
  return {
    username: data.username,
    vipCoin: data.vip_coin,
    createdAt: data.created_at,
    lastLogin: data.last_login,
    lastDeposit: fundsOf(data.last_deposit),
    lastWithdrawal: fundsOf(data.last_withdrawal),
    vip: {
      level: data.vip_level as VipLevel,
      experience: data.vip_experience,
      nextLevel: data.vip_next_level,
      nextLevelExperience: data.vip_next_level_experience,
      progress: Math.min(100, Math.max(0, data.vip_progress)),
    },
    profile: { name: user.name, phone: user.phone, email: user.email, phoneVerified: user.phoneVerified, emailVerified: user.emailVerified, dofb: user.dofb },
  };
}

/** GET vip/records?kind&page (VP Received, VP Used) or GET vip/history (VIP History, one page): newest first. */
export async function fetchVipRecords(client: ApiClient, remoteId: string, query: { kind: VipRecordKind; page: number }, signal?: AbortSignal): Promise<VipRecordsPage> {
  switch (query.kind) {
    case 'received': {
      const answer = await client.get('vip/records', recordsResponse(receivedRow), { remote_id: remoteId, kind: 'received', page: query.page }, { signal });
      return {
        lastPage: answer.last_page,
        rows: answer.data.map((row) => ({ kind: 'received', id: row.id, points: row.vip_points, gameName: row.game_name, platform: row.platform, createdAt: row.created_at })),
      };
    }
    case 'used': {
      const answer = await client.get('vip/records', recordsResponse(usedRow), { remote_id: remoteId, kind: 'used', page: query.page }, { signal });
      return {
        lastPage: answer.last_page,
        rows: answer.data.map((row) => ({ kind: 'used', id: row.id, points: row.vip_points, amount: row.amount, createdAt: row.created_at })),
      };
    }
    case 'history': {
      const answer = await client.get('vip/history', historyResponse, { remote_id: remoteId }, { signal });
      return {
        lastPage: 1,
        rows: answer.data.map((row) => ({ kind: 'history', year: row.year, month: row.month, level: row.vip_level as VipLevel, experience: row.experience })),
      };
    }
  }
}
