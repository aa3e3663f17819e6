import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** The VIP levels the server gives (spec 2 §9: desktop levels Normal, then Elite I). */
export type VipLevel = 'normal' | 'elite1';

/** The newest deposit or withdrawal request. */
export type FundsSummary = { amount: number; status: 'pending' | 'success' | 'fail'; createdAt: string };

/** The player's details the desktop overview and header show (GET user/show). */
export type MemberProfile = { name: string; phone: string; email: string; phoneVerified: boolean; emailVerified: boolean; dofb: string | null };

/** The player's VIP standing: level, lifetime experience and the way to the next level. */
export type VipStanding = { level: VipLevel; experience: number; nextLevel: VipLevel | null; nextLevelExperience: number | null; progress: number };

/** What the member menu and the desktop account area show (GET account/overview with GET user/show). */
export type AccountOverview = {
  username: string;
  vipCoin: number;
  createdAt: string;
  lastLogin: string | null;
  lastDeposit: FundsSummary | null;
  lastWithdrawal: FundsSummary | null;
  vip: VipStanding;
  profile: MemberProfile;
};

/** VIP records come 10 to a page (the server's page size). */
export const VIP_RECORDS_PER_PAGE = 10;

export type VipRecordKind = 'received' | 'used' | 'history';

export type VipRecordRow =
  | { kind: 'received'; id: number; points: number; gameName: string; platform: string; createdAt: string }
  | { kind: 'used'; id: number; points: number; amount: number; createdAt: string }
  | { kind: 'history'; year: number; month: number; level: VipLevel; experience: number };

/** One page of VIP records, newest first. */
export type VipRecordsPage = { rows: VipRecordRow[]; lastPage: number };

export type VipRecordsQuery = { kind: VipRecordKind; page: number };

/** Why a call failed: only logged (the spec names no message). */
export type MemberFailure = { kind: 'failed'; message: string | null };

export type MemberAreaContext = {
  overview: AccountOverview | null;
  recordsKind: VipRecordKind;
  page: number;
  lastPage: number;
  rows: readonly VipRecordRow[];
};

export type MemberAreaEvent =
  /** Load the overview again (a retry, or after something changed it). */
  | { type: 'member.refreshRequested' }
  /** A VIP record table opens (or is opened again): its first page. */
  | { type: 'vip.recordsOpened'; kind: VipRecordKind }
  | { type: 'vip.recordsPageChosen'; page: number };

const machineId = 'memberArea';

/** A failure is only logged; a missing actor stops the machine loudly. */
export const toMemberFailure = (error: unknown): MemberFailure => readFailed(error);

export const memberAreaMachine = setup({
  types: {
    context: {} as MemberAreaContext,
    events: {} as MemberAreaEvent,
  },
  actors: {
    /** GET account/overview and GET user/show (bearer). */
    loadOverview: unprovidedActor<AccountOverview, void>(machineId, 'loadOverview'),
    /** GET vip/records?kind&page, or GET vip/history (bearer). */
    loadVipRecords: unprovidedActor<VipRecordsPage, VipRecordsQuery>(machineId, 'loadVipRecords'),
  },
  actions: {
    reportFailure: unprovidedAction(machineId, 'reportFailure') as (args: unknown, failure: MemberFailure) => void,
  },
  guards: {
    isOtherPageInRange: ({ context }, params: { page: number }) => params.page >= 1 && params.page <= context.lastPage && params.page !== context.page,
  },
}).createMachine({
  id: machineId,
  description: 'The member area (spec 2 §2 Member menu, VIP): the account overview, and the VIP record tables page by page.',
  context: { overview: null, recordsKind: 'received', page: 1, lastPage: 1, rows: [] },
  type: 'parallel',
  states: {
    overview: {
      description: 'Last login, last deposit and withdrawal, registration date, VIP level and the personal details.',
      initial: 'loadingOverview',
      states: {
        loadingOverview: {
          description: 'Asking account/overview and user/show; what was shown stays while they answer.',
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            onDone: { target: 'showingOverview', actions: assign(({ event }) => ({ overview: event.output })) },
            onError: {
              target: 'overviewFailed',
              description: 'Only logged; the page offers to try again.',
              actions: { type: 'reportFailure', params: ({ event }) => toMemberFailure(event.error) },
            },
          },
        },
        showingOverview: {
          description: 'The overview is shown.',
          on: { 'member.refreshRequested': 'loadingOverview' },
        },
        overviewFailed: {
          description: 'The overview could not be loaded.',
          on: { 'member.refreshRequested': 'loadingOverview' },
        },
      },
    },
    records: {
      description: 'VP Received, VP Used and VIP History: one table at a time, 10 rows a page.',
      initial: 'closed',
      states: {
        closed: {
          description: 'No record table is open yet.',
          on: {
            'vip.recordsOpened': { target: 'loadingRecords', actions: assign(({ event }) => ({ recordsKind: event.kind, page: 1, lastPage: 1, rows: [] })) },
          },
        },
        loadingRecords: {
          description: 'Asking for the page of the open table.',
          invoke: {
            id: 'loadVipRecords',
            src: 'loadVipRecords',
            input: ({ context }) => ({ kind: context.recordsKind, page: context.page }),
            onDone: { target: 'showingRecords', actions: assign(({ event }) => ({ rows: event.output.rows, lastPage: Math.max(1, event.output.lastPage) })) },
            onError: {
              target: 'recordsFailed',
              description: 'Logged; the table says it could not be loaded, with Try again.',
              actions: [assign({ rows: [] }), { type: 'reportFailure', params: ({ event }) => toMemberFailure(event.error) }],
            },
          },
          on: {
            'vip.recordsOpened': {
              target: 'loadingRecords',
              reenter: true,
              description: 'Another table was chosen before the answer: that one is asked for instead.',
              actions: assign(({ event }) => ({ recordsKind: event.kind, page: 1, lastPage: 1, rows: [] })),
            },
          },
        },
        showingRecords: {
          description: 'The page of rows (or No Data) with Previous and Next.',
          on: {
            'vip.recordsOpened': { target: 'loadingRecords', actions: assign(({ event }) => ({ recordsKind: event.kind, page: 1, lastPage: 1, rows: [] })) },
            'vip.recordsPageChosen': {
              guard: { type: 'isOtherPageInRange', params: ({ event }) => ({ page: event.page }) },
              target: 'loadingRecords',
              actions: assign(({ event }) => ({ page: event.page })),
            },
          },
        },
        recordsFailed: {
          description: 'The table could not be loaded: the error, and Try again (opening it again).',
          on: {
            'vip.recordsOpened': { target: 'loadingRecords', actions: assign(({ event }) => ({ recordsKind: event.kind, page: 1, lastPage: 1, rows: [] })) },
          },
        },
      },
    },
  },
});
