import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { failed } from '../../machines/lib/failures';
import { realityCheckMachine, sessionClockOf, type RealityCheckEvent, type RealityCheckInterval } from '../../machines/realityCheck';
import { loadSaferStatusActor } from './accountBreak';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

export type RealityCheckRef = ActorRefFrom<typeof realityCheckMachine>;

/** The machine's clock: the time each second. */
const clockActor = fromCallback<RealityCheckEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'realityCheck.clockTicked', now: Date.now() }), 1000);
  return () => clearInterval(timer);
});

const saveIntervalActor = fromPromise<RealityCheckInterval, RealityCheckInterval>(({ input, signal }) =>
  callApi(() => import('../api/saferBreaks'), (failure) => failed(failure), (api, client) => api.saveRealityCheck(client, input, signal)),
);

type SessionRef = ReturnType<typeof Session.useActorRef>;

export function realityCheckMachineFor(session: Pick<SessionRef, 'send'>) {
  return realityCheckMachine.provide({
    actors: { clock: clockActor, loadStatus: loadSaferStatusActor, saveInterval: saveIntervalActor },
    actions: {
      goToHistory: () => goTo('/betting-record'),
      logOut: () => session.send({ type: 'session.loggedOut' }),
    },
  });
}

// The one reality-check actor of a logged-in session, shared by the dialog (which runs it), the page's section and the game's clock.

let running: RealityCheckRef | null = null;
const listeners = new Set<() => void>();

function publish(next: RealityCheckRef | null) {
  running = next;
  for (const listener of listeners) listener();
}

/** Runs the session's reality check while the calling component is mounted (the shell mounts it for logged-in players). */
export function useRealityCheckRunner(): RealityCheckRef {
  const session = Session.useActorRef();
  const machine = useMemo(() => realityCheckMachineFor(session), [session]);
  const [openedAt] = useState(() => Date.now());
  const actor = useActorRef(machine, { input: { now: openedAt }, inspect: inspectFlow('realityCheck') });
  useEffect(() => {
    publish(actor);
    return () => {
      if (running === actor) publish(null);
    };
  }, [actor]);
  return actor;
}

/** The running reality check, or null for a visitor. */
export function useRunningRealityCheck(): RealityCheckRef | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running,
    () => null,
  );
}

/** The session clock of a running reality check ("0:42:10"), or null before the session's start is known. */
export function useSessionClock(actor: RealityCheckRef): string | null {
  return useSelector(actor, (snapshot) => sessionClockOf(snapshot.context));
}
