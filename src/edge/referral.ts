import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { referralMachine, type ClaimAnswer, type ReferralOverview, type RewardHistory, type ShareFailure } from '../../machines/referral';
import { failed } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { limitsPartOrNull } from './limits';

type ReferralApi = typeof import('../api/referral');

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. A failure is the server's words when it gave some. */
const inReferral = <T>(run: (api: ReferralApi, client: ApiClient) => Promise<T>) => callApi(() => import('../api/referral'), failed, run);

type ClipboardLike = { clipboard?: { writeText?: (text: string) => Promise<void> } };
type ShareLike = { share?: (data: { title?: string; text?: string; url?: string }) => Promise<void> };

/** Writes the link to the clipboard; rejects when there is no clipboard or it refuses (the page then offers it to copy by hand). */
export async function copyWith(browser: ClipboardLike, link: string): Promise<void> {
  if (!browser.clipboard?.writeText) throw new Error('No clipboard');
  await browser.clipboard.writeText(link);
}

/** Opens the Web Share sheet; rejects with 'unsupported' without the Web Share API, 'cancelled' when the player closes it. */
export async function shareWith(browser: ShareLike, link: string): Promise<void> {
  if (typeof browser.share !== 'function') throw { kind: 'unsupported' } satisfies ShareFailure;
  try {
    await browser.share({ url: link });
  } catch (error) {
    const cancelled = error instanceof DOMException && error.name === 'AbortError';
    throw (cancelled ? { kind: 'cancelled' } : { kind: 'unsupported' }) satisfies ShareFailure;
  }
}

/** The referral machine with its calls, the clipboard and the share sheet; `onClaimed` runs after a claim went through. */
export function referralMachineFor(onClaimed: () => void = () => {}) {
  return referralMachine.provide({
    actors: {
      loadReferral: fromPromise<ReferralOverview, void>(({ signal }) =>
        inReferral(async (api, client) => {
          const [figures, history, rates] = await Promise.all([
            api.fetchReferralFigures(client, signal),
            api.fetchRewardHistory(client, 1, signal),
            limitsPartOrNull((limits) => limits.referralRates),
          ]);
          return { figures, history, rates };
        }),
      ),
      loadRewardHistory: fromPromise<RewardHistory, { page: number }>(({ input, signal }) => inReferral((api, client) => api.fetchRewardHistory(client, input.page, signal))),
      claimRewards: fromPromise<ClaimAnswer, void>(async ({ signal }) => {
        const answer = await inReferral((api, client) => api.claimReferralRewards(client, `referral-${crypto.randomUUID()}`, signal));
        onClaimed();
        return answer;
      }),
      copyLink: fromPromise<void, { link: string }>(({ input }) => copyWith(navigator, input.link)),
      shareLink: fromPromise<void, { link: string }>(({ input }) => shareWith(navigator, input.link)),
    },
    actions: {
      reportHistoryFailure: (_, failure) => console.error(`Referral history: ${failure.message ?? 'the call failed'}`),
    },
  });
}

/** The referral page's machine: one per visit, reported to /flows and to test coverage. */
export function useReferralMachine() {
  const session = Session.useActorRef();
  const machine = useMemo(() => referralMachineFor(() => session.send({ type: 'balance.refreshRequested' })), [session]);
  return useMachine(machine, { input: { origin: window.location.origin }, inspect: inspectFlow('referral') });
}

export type ReferralSnapshot = ReturnType<typeof useReferralMachine>[0];
export type ReferralSend = ReturnType<typeof useReferralMachine>[1];
