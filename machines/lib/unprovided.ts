import { fromPromise } from 'xstate';

/**
 * Side effects are declared by name in `setup()` and provided at the edge (src/app).
 * A machine run without them must fail loudly, naming what is missing, instead of
 * silently taking an error branch.
 */
export class NotProvidedError extends Error {
  constructor(machineId: string, kind: 'actor' | 'action', name: string) {
    super(`${machineId}: ${kind} "${name}" was not provided. Provide it with machine.provide({ ${kind}s: { ${name} } }).`);
    this.name = 'NotProvidedError';
  }
}

export function unprovidedActor<TOutput, TInput>(machineId: string, name: string) {
  return fromPromise<TOutput, TInput>(() => {
    throw new NotProvidedError(machineId, 'actor', name);
  });
}

export function unprovidedAction(machineId: string, name: string) {
  return () => {
    throw new NotProvidedError(machineId, 'action', name);
  };
}
