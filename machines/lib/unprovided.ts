import { fromPromise } from 'xstate';

/**
 * Side effects are declared by name in `setup()` and provided at the edge (src/edge).
 * A machine run without them must fail loudly, naming what is missing, instead of
 * silently taking an error branch.
 */
export class NotProvidedError extends Error {
  constructor(machineId: string, kind: 'actor' | 'action', name: string) {
    super(`${machineId}: ${kind} "${name}" was not provided. Provide it with machine.provide({ ${kind}s: { ${name} } }).`);
    this.name = 'NotProvidedError';
  }
}

/** Marks the placeholders, so test harnesses know which implementations the edge must supply. */
export const UNPROVIDED = Symbol.for('machines.unprovided');

export function isUnprovided(implementation: unknown): boolean {
  return typeof implementation === 'object' || typeof implementation === 'function'
    ? implementation !== null && UNPROVIDED in implementation
    : false;
}

export function unprovidedActor<TOutput, TInput>(machineId: string, name: string) {
  const logic = fromPromise<TOutput, TInput>(() => {
    throw new NotProvidedError(machineId, 'actor', name);
  });
  return Object.assign(logic, { [UNPROVIDED]: true }) as typeof logic;
}

export function unprovidedAction(machineId: string, name: string) {
  const action = () => {
    throw new NotProvidedError(machineId, 'action', name);
  };
  return Object.assign(action, { [UNPROVIDED]: true }) as typeof action;
}
