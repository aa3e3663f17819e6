import { createContext, useContext } from 'react';
import type { BetSlipActor } from '../../edge/betSlip';
import type { OddsViewActor } from '../../edge/oddsView';

/** The two actors of one odds view: rows and cells select from them, finely. */
export type OddsViewActors = { odds: OddsViewActor; slip: BetSlipActor };

export const OddsViewActorsContext = createContext<OddsViewActors | null>(null);

export function useOddsViewActors(): OddsViewActors {
  const actors = useContext(OddsViewActorsContext);
  if (!actors) throw new Error('odds view: rows are rendered outside the screen');
  return actors;
}

/** Equal lists of ids (a selector's answer that must not re-render when the same). */
export function sameIds(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
