import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { caught, readFailed, readKind } from './lib/failures';

/** Downline counts per tier (tier 1 referred by the player, tier 2 by tier 1, tier 3 by tier 2). */
export type TierCounts = { tier1: number; tier2: number; tier3: number };

/** GET /api/referral: the player's code and reward board (spec 2 §2 Referral). */
export type ReferralFigures = {
  code: string;
  downlines: TierCounts;
  /** Downlines with a bet in the last 30 days. */
  activeDownlines: TierCounts;
  referralTurnover: number;
  lifetimeCashRewards: number;
  /** Claimable now (after the monthly cap). */
  cashRewards: number;
};

/** A row of the Cash Reward History (spec 2 §3 Referral: date, turnover, cashReward, status, details). */
export type RewardRow = { id: number; date: string; turnover: number; cashReward: number; status: string; periodStart: string; periodEnd: string };

export type RewardHistory = { rows: RewardRow[]; page: number; lastPage: number };

/** The cash reward's rates per turnover tab, tiers 1 to 3, in percent (spec 2 §9), as the server serves them (GET /api/limits). */
export type ReferralRates = readonly (readonly [number, number, number])[];

/** What the page loads at once: the figures, the first page of the history and the rates (null when they could not be loaded). */
export type ReferralOverview = { figures: ReferralFigures; history: RewardHistory; rates: ReferralRates | null };

/** A claim went through: the taka credited. */
export type ClaimAnswer = { amount: number };

/** Why a call failed: the server's words, if any. */
export type ReferralFailure = { kind: 'failed'; message: string | null };

/** Why sharing did not happen: no Web Share API, or the player closed the share sheet. */
export type ShareFailure = { kind: 'unsupported' } | { kind: 'cancelled' };

/** What the page tells the player, as a code the view turns into words, or the server's own words (spec 2 §8). */
export type ReferralNotice =
  /** "Referral link copied to clipboard!" */
  | { code: 'linkCopied' }
  /** The clipboard failed: the link shown selected in a text field, to copy by hand. */
  | { code: 'copyByHand' }
  /** "Sharing is not supported on this device." */
  | { code: 'shareUnsupported' }
  /** The figures could not be loaded: the server's words, or none. */
  | { code: 'loadFailed'; message: string | null }
  | { code: 'claimed'; amount: number }
  | { code: 'claimFailed'; message: string | null };

export type ReferralInput = { origin: string };

export type ReferralContext = {
  origin: string;
  figures: ReferralFigures | null;
  history: RewardHistory | null;
  /** The Cash Reward Ratio board's rates (issue 23 §5: the server's, no copy here); null until loaded. */
  rates: ReferralRates | null;
  /** The page of the Cash Reward History last asked for: the one a failed page change tries again. */
  requestedPage: number;
  notice: ReferralNotice | null;
};

export type ReferralEvent =
  /** Try again: the figures after a failed load, or the history page that could not be loaded. */
  | { type: 'referral.retryRequested' }
  | { type: 'referral.claimRequested' }
  | { type: 'referral.copyRequested' }
  | { type: 'referral.shareRequested' }
  | { type: 'referral.pageChosen'; page: number }
  | { type: 'referral.noticeDismissed' };

const machineId = 'referral';

/** Spec 2 §3: the link form {origin}/referral_code?referral_code={code}. */
export function referralLinkOf(origin: string, code: string): string {
  return `${origin}/referral_code?referral_code=${encodeURIComponent(code)}`;
}

/** The player's referral link, once the code is known. */
export function linkOf(context: Pick<ReferralContext, 'origin' | 'figures'>): string | null {
  return context.figures ? referralLinkOf(context.origin, context.figures.code) : null;
}

/** Spec 2 §9 "Referral cash reward by turnover tab": the Cash Reward Ratio board's tabs (their rates are the server's, in `rates`). */
export const REFERRAL_RATIO_TABS = 3;

/** The Cash Reward Ratio tab shown after an arrow, among `count` tabs: wraps around at both ends. */
export function cycleTab(current: number, step: 1 | -1, count: number): number {
  return (current + step + count) % count;
}

/** The desktop Share menu's places, in their order. */
export type ShareTarget = 'facebook' | 'line' | 'mail' | 'skype' | 'telegram' | 'whatsapp';

/** Share URLs of the desktop Share menu, each carrying the referral link. */
export function shareTargetsOf(link: string, message: string): { target: ShareTarget; href: string }[] {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(message);
  return [
    { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { target: 'line', href: `https://social-plugins.line.me/lineit/share?url=${url}` },
    { target: 'mail', href: `mailto:?subject=${text}&body=${text}%20${url}` },
    { target: 'skype', href: `https://web.skype.com/share?url=${url}&text=${text}` },
    { target: 'telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
    { target: 'whatsapp', href: `https://wa.me/?text=${text}%20${url}` },
  ];
}

export const toReferralFailure = (error: unknown): ReferralFailure => readFailed(error);

export const toShareFailure = (error: unknown): ShareFailure => readKind(error, 'cancelled') ?? { kind: 'unsupported' };

function toCopyFailure(error: unknown): void {
  caught(error);
}

export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as ReferralInput,
  },
  actors: {
    /** GET /api/referral and GET /api/referral/rewards?page=1 (bearer). */
    loadReferral: unprovidedActor<ReferralOverview, void>(machineId, 'loadReferral'),
    /** GET /api/referral/rewards?page (bearer). */
    loadRewardHistory: unprovidedActor<RewardHistory, { page: number }>(machineId, 'loadRewardHistory'),
    /** POST /api/referral/claim (bearer, Idempotency-Key): rejects with a ReferralFailure. */
    claimRewards: unprovidedActor<ClaimAnswer, void>(machineId, 'claimRewards'),
    /** Writes the link to the clipboard; rejects when the clipboard refuses. */
    copyLink: unprovidedActor<void, { link: string }>(machineId, 'copyLink'),
    /** Opens the Web Share sheet; rejects with a ShareFailure. */
    shareLink: unprovidedActor<void, { link: string }>(machineId, 'shareLink'),
  },
  actions: {
    /** A failed history page goes to the console too; the table says it with Try again, and the last page stays shown. */
    reportHistoryFailure: unprovidedAction(machineId, 'reportHistoryFailure') as (args: unknown, failure: ReferralFailure) => void,
  },
  guards: {
    hasClaimable: ({ context }) => (context.figures?.cashRewards ?? 0) > 0,
    hasLink: ({ context }) => context.figures !== null,
    isShareCancelled: ({ event }) => 'error' in event && toShareFailure(event.error).kind === 'cancelled',
  },
}).createMachine({
  id: machineId,
  description: 'The referral page (spec 2 §2 Referral, §8, §9): the code, link and reward board, copying and sharing the link, claiming all rewards, and the reward history.',
  context: ({ input }) => ({ origin: input.origin, figures: null, history: null, rates: null, requestedPage: 1, notice: null }),
  type: 'parallel',
  on: {
    'referral.noticeDismissed': { actions: assign({ notice: null }) },
  },
  states: {
    board: {
      description: 'The code, the reward board (active downlines, lifetime cash rewards, referral turnover, cash rewards, Claim All) and the reward history.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Asking for the figures and the first page of the reward history.',
          invoke: {
            id: 'loadReferral',
            src: 'loadReferral',
            onDone: { target: 'showing', actions: assign(({ context, event }) => ({ figures: event.output.figures, history: event.output.history, rates: event.output.rates ?? context.rates })) },
            onError: { target: 'loadFailed', actions: assign(({ event }) => ({ notice: { code: 'loadFailed', message: toReferralFailure(event.error).message } as const })) },
          },
        },
        loadFailed: {
          description: 'The figures could not be loaded: the server’s message and a retry.',
          on: { 'referral.retryRequested': { target: 'loading', actions: assign({ notice: null }) } },
        },
        showing: {
          description: 'Showing the figures; Claim All is enabled only while there are cash rewards to claim.',
          on: {
            'referral.claimRequested': { guard: 'hasClaimable', target: 'claiming', actions: assign({ notice: null }) },
            'referral.pageChosen': { target: 'loadingPage', actions: assign(({ event }) => ({ requestedPage: event.page })) },
          },
        },
        loadingPage: {
          description: 'Asking for another page of the Cash Reward History (Date, Turnover, Cash Reward, Status, Details).',
          invoke: {
            id: 'loadRewardHistory',
            src: 'loadRewardHistory',
            input: ({ context }) => ({ page: context.requestedPage }),
            onDone: { target: 'showing', actions: assign(({ event }) => ({ history: event.output })) },
            onError: {
              target: 'pageUnavailable',
              description: 'Logged, and said in the table with Try again; the last page stays shown.',
              actions: { type: 'reportHistoryFailure', params: ({ event }) => toReferralFailure(event.error) },
            },
          },
        },
        pageUnavailable: {
          description:
            'The page asked for could not be loaded: the history table says so with Try again, which asks for that page again; the last page, the figures and Claim All stay.',
          on: {
            'referral.retryRequested': { target: 'loadingPage', description: 'The same page, asked again.' },
            'referral.pageChosen': { target: 'loadingPage', description: 'Another page instead.', actions: assign(({ event }) => ({ requestedPage: event.page })) },
            'referral.claimRequested': { guard: 'hasClaimable', target: 'claiming', actions: assign({ notice: null }) },
          },
        },
        claiming: {
          description: 'Claiming all cash rewards into the main wallet; Claim All cannot be pressed twice.',
          invoke: {
            id: 'claimRewards',
            src: 'claimRewards',
            onDone: { target: 'refreshing', actions: assign(({ event }) => ({ notice: { code: 'claimed', amount: event.output.amount } as const })) },
            onError: {
              target: 'showing',
              description: 'The server’s message, or a general failure.',
              actions: assign(({ event }) => ({ notice: { code: 'claimFailed', message: toReferralFailure(event.error).message } as const })),
            },
          },
        },
        refreshing: {
          description: 'Claimed: asking for the figures and history again; the old figures stay shown meanwhile.',
          invoke: {
            id: 'reloadReferral',
            src: 'loadReferral',
            onDone: { target: 'showing', actions: assign(({ context, event }) => ({ figures: event.output.figures, history: event.output.history, rates: event.output.rates ?? context.rates })) },
            onError: { target: 'showing', description: 'The old figures stay shown.' },
          },
        },
      },
    },
    sharing: {
      description: 'Copy Link and Share of the referral link.',
      initial: 'awaitingCode',
      states: {
        awaitingCode: {
          description: 'No link before the code is known.',
          always: { guard: 'hasLink', target: 'idle' },
        },
        idle: {
          description: 'Copy Link and Share of the link.',
          on: {
            'referral.copyRequested': 'copying',
            'referral.shareRequested': 'sharing',
          },
        },
        copying: {
          description: 'Writing the link to the clipboard.',
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ link: linkOf(context) ?? '' }),
            onDone: { target: 'idle', description: '"Referral link copied to clipboard!"', actions: assign({ notice: { code: 'linkCopied' } }) },
            onError: {
              target: 'copyingByHand',
              description: 'The clipboard refused: the link is shown selected, to copy by hand.',
              actions: assign(({ event }) => {
                toCopyFailure(event.error);
                return { notice: { code: 'copyByHand' } as const };
              }),
            },
          },
        },
        copyingByHand: {
          description: 'The link shown selected in a text field for the player to copy; closing it goes back.',
          on: { 'referral.noticeDismissed': { target: 'idle', actions: assign({ notice: null }) } },
        },
        sharing: {
          description: 'The Web Share sheet is open.',
          invoke: {
            id: 'shareLink',
            src: 'shareLink',
            input: ({ context }) => ({ link: linkOf(context) ?? '' }),
            onDone: 'idle',
            onError: [
              { guard: 'isShareCancelled', target: 'idle', description: 'The player closed the share sheet: nothing to say.' },
              { target: 'idle', description: '"Sharing is not supported on this device."', actions: assign({ notice: { code: 'shareUnsupported' } }) },
            ],
          },
        },
      },
    },
  },
});
