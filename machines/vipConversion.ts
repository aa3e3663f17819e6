import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { caught, readWords } from './lib/failures';

/** What the VIP page reads of GET /api/user/show (spec 2 §3, User). */
export type VipUser = { username: string; vipCoin: number };

/** Spec 2 §5, §9: the fewest VP that can be converted. */
export const MINIMUM_VIP_COINS = 10;

/** Spec 2 §9: the VIP page asks for the user every second. */
export const VIP_USER_POLL_MS = 1000;

/** What the server said to a conversion it accepted (`success`), with its message if any. */
export type ConversionAnswer = { message: string | null };

/** Why a conversion failed: a plain object so that model-test samples stay distinct. */
export type ConversionFailure =
  /** The server answered without success: its message, or none. */
  | { kind: 'refused'; message: string | null }
  /** No usable answer (offline, timeout, server trouble). */
  | { kind: 'failed' };

/** What the Message dialog says, as a code the view turns into words, or the server's own words (spec 2 §5, §8). */
export type VipMessage =
  /** "Minimum VP Required: 10" */
  | { code: 'minimumRequired' }
  /** The conversion went through: the server's message, or none. */
  | { code: 'converted'; message: string | null }
  /** The server's message for a refused conversion. */
  | { code: 'server'; message: string }
  /** "An error occurred": refused without a message. */
  | { code: 'conversionRefused' }
  /** "An error occurred while converting coins": no usable answer. */
  | { code: 'conversionFailed' };

/** The hint under the VP input: "Not enough points. Points must follow minimum VP required to convert." */
export type VipAmountHint = { code: 'notEnoughPoints' };

export type VipConversionContext = {
  /** The player's VP from the latest poll; null until the first answer. */
  vipCoin: number | null;
  /** The VP input, as typed (the input takes digits only). */
  amount: string;
  message: VipMessage | null;
};

export type VipConversionEvent =
  | { type: 'vip.amountChanged'; value: string }
  | { type: 'vip.convertRequested' }
  /** The view's success animation has played; the Message dialog follows. */
  | { type: 'vip.animationFinished' }
  | { type: 'vip.messageDismissed' };

const machineId = 'vipConversion';

/** The VP typed, as a number; anything unreadable counts as none. */
export function vipAmountOf(amount: string): number {
  const value = Number(amount.trim());
  return amount.trim() !== '' && Number.isFinite(value) ? value : 0;
}

/** Spec 2 §9: the real-money value shown equals the VP amount. */
export function realMoneyOf(amount: string): number {
  return vipAmountOf(amount);
}

/** The hint under the input once something below the minimum is typed (nothing while the input is empty). */
export function vipAmountHint(amount: string): VipAmountHint | null {
  return amount.trim() !== '' && vipAmountOf(amount) < MINIMUM_VIP_COINS ? { code: 'notEnoughPoints' } : null;
}

/** Reads the convert actor's rejection: the server's refusal with its words or none, else the general error. */
export const toConversionFailure = (error: unknown): ConversionFailure => readWords(error, 'refused') ?? { kind: 'failed' };

/** Spec 2 §8: the server message, 'An error occurred', or 'An error occurred while converting coins'. */
export function messageOfFailure(failure: ConversionFailure): VipMessage {
  if (failure.kind === 'failed') return { code: 'conversionFailed' };
  return failure.message === null ? { code: 'conversionRefused' } : { code: 'server', message: failure.message };
}

/** A failed poll is only logged; reading it here makes a missing actor stop the machine. */
function toPollFailure(error: unknown): { kind: 'failed' } {
  caught(error);
  return { kind: 'failed' };
}

export const vipConversionMachine = setup({
  types: {
    context: {} as VipConversionContext,
    events: {} as VipConversionEvent,
  },
  actors: {
    /** GET /api/user/show?remote_id (bearer). */
    fetchVipUser: unprovidedActor<VipUser, void>(machineId, 'fetchVipUser'),
    /** GET /api/convert-vipcoin?remote_id&vip_coin (bearer): resolves on `success`, rejects with a ConversionFailure otherwise. */
    convertVipCoins: unprovidedActor<ConversionAnswer, { vipCoin: number }>(machineId, 'convertVipCoins'),
  },
  actions: {
    /** A failed poll goes only to the console; the last VP stay shown. */
    reportPollFailure: unprovidedAction(machineId, 'reportPollFailure') as (args: unknown, failure: { kind: 'failed' }) => void,
  },
  guards: {
    isBelowMinimumCoins: ({ context }) => vipAmountOf(context.amount) < MINIMUM_VIP_COINS,
  },
  delays: {
    vipUserPollInterval: VIP_USER_POLL_MS,
  },
}).createMachine({
  id: machineId,
  description: 'The VIP page (spec 2 §2 VIP, §5, §8): VP kept fresh every second, and converting VP to real money.',
  context: { vipCoin: null, amount: '', message: null },
  type: 'parallel',
  states: {
    userPoll: {
      description: 'Keeps the VP shown fresh: user/show every second for as long as the page is open.',
      initial: 'loadingUser',
      states: {
        loadingUser: {
          description: 'Asking user/show for the player’s VP.',
          invoke: {
            id: 'fetchVipUser',
            src: 'fetchVipUser',
            onDone: { target: 'awaitingNextPoll', actions: assign(({ event }) => ({ vipCoin: event.output.vipCoin })) },
            onError: {
              target: 'awaitingNextPoll',
              description: 'Only logged; the last VP stay shown.',
              actions: { type: 'reportPollFailure', params: ({ event }) => toPollFailure(event.error) },
            },
          },
        },
        awaitingNextPoll: {
          description: 'Showing the VP until the next poll, a second later.',
          after: { vipUserPollInterval: 'loadingUser' },
        },
      },
    },
    conversion: {
      description: 'The VP input, Real Money (equal to the VP) and Convert to Real Money.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The player types the VP to convert; below 10 the input shows "Not enough points. Points must follow minimum VP required to convert."',
          on: {
            'vip.amountChanged': { actions: assign(({ event }) => ({ amount: event.value })) },
            'vip.convertRequested': [
              {
                guard: 'isBelowMinimumCoins',
                target: 'showingMessage',
                description: '"Minimum VP Required: 10"',
                actions: assign({ message: { code: 'minimumRequired' } }),
              },
              { target: 'converting' },
            ],
          },
        },
        converting: {
          description: 'Asking convert-vipcoin to turn the VP into real money; Convert cannot be pressed twice.',
          invoke: {
            id: 'convertVipCoins',
            src: 'convertVipCoins',
            input: ({ context }) => ({ vipCoin: vipAmountOf(context.amount) }),
            onDone: {
              target: 'celebrating',
              description: 'Converted: the input empties; the next poll shows the VP left.',
              actions: assign(({ event }) => ({ amount: '', message: { code: 'converted', message: event.output.message } as const })),
            },
            onError: {
              target: 'showingMessage',
              description: 'The server message, "An error occurred" or "An error occurred while converting coins".',
              actions: assign(({ event }) => ({ message: messageOfFailure(toConversionFailure(event.error)) })),
            },
          },
        },
        celebrating: {
          description: 'The success animation plays; the Message dialog follows when it ends.',
          on: { 'vip.animationFinished': 'showingMessage' },
        },
        showingMessage: {
          description: 'The Message dialog with the outcome; closing it goes back to the input.',
          on: { 'vip.messageDismissed': { target: 'editing', actions: assign({ message: null }) } },
        },
      },
    },
  },
});
