/**
 * Issue 24: what the site knows of a player's breaks and reality check (the S2 contract), shared by
 * the accountBreak, breakReturn and realityCheck machines and the API module src/api/saferBreaks.ts.
 */

export type BreakKind = 'time_out' | 'self_exclusion';

/** A running break (or an exclusion not yet returned from): the `restriction` of status, login and user/show. */
export type Restriction = {
  kind: BreakKind;
  /** ISO 8601 UTC. */
  startedAt: string;
  endsAt: string;
  returnRequestedAt: string | null;
  returnConfirmableAt: string | null;
};

export type RealityCheckInterval = 0 | 15 | 30 | 45 | 60;
export const REALITY_CHECK_INTERVALS: readonly RealityCheckInterval[] = [0, 15, 30, 45, 60];

/** GET safer-gambling/status as the site reads it. */
export type SaferStatus = {
  restriction: Restriction | null;
  realityCheck: { intervalMinutes: RealityCheckInterval };
  /** This bearer session: its log-in time and the net of wins − stakes since ("-120.00"). */
  session: { startedAt: string; netWinLoss: string };
};

export type TimeOutPeriod = '24h' | '7d' | '30d' | 'until';
export type ExclusionPeriod = '6m' | '1y' | '2y' | '5y';
