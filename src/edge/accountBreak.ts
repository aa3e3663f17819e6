import { useMachine } from '@xstate/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { accountBreakMachine, breakFailureOf, plannedEndOf, type BreakKind, type BreakRequest, type Restriction } from '../../machines/accountBreak';
import { breakReturnMachine } from '../../machines/breakReturn';
import { failed } from '../../machines/lib/failures';
import type { SaferStatus } from '../../machines/lib/saferBreaks';
import { apiActor, callApi, logged } from './call';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';

const breaksApi = () => import('../api/saferBreaks');

/** POST safer-gambling/time-out or self-exclusion; a refusal by its code (password_wrong, break_period_invalid, …). */
export const startBreakActor = fromPromise<Restriction | null, BreakRequest>(({ input, signal }) =>
  callApi(breaksApi, breakFailureOf, (api, client) =>
    input.kind === 'time_out'
      ? api.startTimeOut(client, { period: input.period, ...(input.until === null ? {} : { until: input.until }), password: input.password }, signal)
      : api.startSelfExclusion(client, { period: input.period, password: input.password, understood: input.understood }, signal),
  ),
);

/** GET safer-gambling/status (the reality check and the restricted account read it). */
export const loadSaferStatusActor = apiActor<SaferStatus, void, Awaited<ReturnType<typeof breaksApi>>>(
  breaksApi,
  logged('Safer gambling: loading the status failed.', (failure) => failed(failure)),
  ({ api, client, signal }) => api.fetchSaferStatus(client, signal),
);

// The notice the logged-out site shows once a break has started (the section that started it is gone by then).

export type BreakStartedNotice = { kind: BreakKind; endsAt: string };

let startedNotice: BreakStartedNotice | null = null;
const noticeListeners = new Set<() => void>();

function setStartedNotice(next: BreakStartedNotice | null) {
  startedNotice = next;
  for (const listener of noticeListeners) listener();
}

/** The "Your time-out has started; it ends …" notice, until the player closes it. */
export function useBreakStartedNotice(): BreakStartedNotice | null {
  return useSyncExternalStore(
    (listener) => {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    () => startedNotice,
    () => null,
  );
}

export const dismissBreakStartedNotice = () => setStartedNotice(null);

type SessionRef = ReturnType<typeof Session.useActorRef>;

/** The break machine with its call; once the break has started the notice is kept and the session ends (the server revoked it). */
export function accountBreakMachineFor(session: Pick<SessionRef, 'send'>) {
  return accountBreakMachine.provide({
    actors: { startBreak: startBreakActor },
    actions: {
      reportBreakStarted: ({ context }) => {
        const endsAt = context.restriction?.endsAt ?? plannedEndOf(context);
        if (endsAt) setStartedNotice({ kind: context.kind, endsAt });
        session.send({ type: 'session.loggedOut' });
      },
    },
  });
}

/** A time-out or self-exclusion section's machine: one per visit, reported to /flows and to test coverage. */
export function useAccountBreakMachine(kind: BreakKind) {
  const session = Session.useActorRef();
  const machine = useMemo(() => accountBreakMachineFor(session), [session]);
  const [openedAt] = useState(() => Date.now());
  return useMachine(machine, { input: { kind, now: openedAt }, inspect: inspectFlow('accountBreak') });
}

export const breakReturnMachineLive = breakReturnMachine.provide({
  actors: {
    loadStatus: loadSaferStatusActor,
    requestReturn: apiActor<Restriction | null, void, Awaited<ReturnType<typeof breaksApi>>>(breaksApi, failed, ({ api, client, signal }) => api.requestReturn(client, signal)),
    confirmReturn: apiActor<Restriction | null, void, Awaited<ReturnType<typeof breaksApi>>>(breaksApi, failed, ({ api, client, signal }) => api.confirmReturn(client, signal)),
  },
});

/** The account area's restricted-account notice. */
export function useBreakReturnMachine() {
  const [openedAt] = useState(() => Date.now());
  return useMachine(breakReturnMachineLive, { input: { now: openedAt }, inspect: inspectFlow('breakReturn') });
}
