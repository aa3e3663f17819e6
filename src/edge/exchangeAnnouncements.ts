/**
 * The bet slip and the exchange header live in different parts of the page: a matched bet is
 * announced here, and the header shows the bet-matched message and refreshes Bets and Exposure.
 */
export type BetMatchedAnnouncement = { message: string; balance: number; exposure: number };

type Listener = (announcement: BetMatchedAnnouncement) => void;

const listeners = new Set<Listener>();

export function announceBetMatched(announcement: BetMatchedAnnouncement): void {
  for (const listener of listeners) listener(announcement);
}

/** Returns the unsubscribe function (for a React effect's clean-up). */
export function onBetMatched(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Issue 22: the header's refresh control is announced too, so the desktop odds view's open bets
 * (below the bet slip, in another part of the page) are asked for again with the figures.
 */
const refreshListeners = new Set<() => void>();

export function announceExchangeRefresh(): void {
  for (const listener of refreshListeners) listener();
}

/** Returns the unsubscribe function (for a React effect's clean-up). */
export function onExchangeRefresh(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => {
    refreshListeners.delete(listener);
  };
}
