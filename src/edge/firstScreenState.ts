import { useEffect, useState } from 'react';
import type { GamesLists } from '../../machines/games';
import type { CategoryBarInput, HomeContentInput } from '../../machines/homeContent';
import type { PromotionSummary } from '../../machines/promotions';

/**
 * Issue 26 §1: what the machines of a server-drawn first screen start from. The server renders the page
 * from its boot answers (server/http/page-boot.ts), turned into these machine inputs by the renderer
 * (src/edge/firstScreenInputs.ts), and puts them in the page as an inert JSON block beside the HTML. The
 * hydrating browser starts the same machines from the same block, so its first render is the server's
 * HTML exactly: no call is made again for what the page brought, and nothing is drawn twice.
 */
export type FirstScreenState = {
  homeContent?: HomeContentInput;
  categoryBar?: CategoryBarInput;
  /** The games page's lists, for the query of the address the server drew. */
  games?: GamesLists;
  /** The promotions page's list of ALL. */
  promotions?: readonly PromotionSummary[];
  /** The address the server drew the page for (the desktop home names it in its backup notice). */
  origin?: string;
};

/** The id of the page's JSON block. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

let state: FirstScreenState = {};
/** Whether the render under way read the page's address (the server keeps such a render per address). */
let originRead = false;

/**
 * A machine's input from the first screen, for the component that starts the machine: read when it first
 * renders, and let go once it has mounted, so the same part opened later in the visit (the home again)
 * loads its data as it always did instead of showing what the page brought minutes ago. Parts that
 * hydrate later (behind a lazy boundary) still find theirs: only their own mount lets it go.
 */
export function useFirstScreenInput<K extends Exclude<keyof FirstScreenState, 'origin'>>(key: K): FirstScreenState[K] {
  const [input] = useState(() => state[key]);
  useEffect(() => {
    if (state[key] !== undefined) state = { ...state, [key]: undefined };
  }, [key]);
  return input;
}

/** Set by the server's renderer for one render, and by the browser from the page before it hydrates. */
export function setFirstScreenState(next: FirstScreenState): void {
  state = next;
  originRead = false;
}

/** The address the first screen was drawn for, as a server render and the render that hydrates it read it. */
export function firstScreenOrigin(): string {
  originRead = true;
  return state.origin ?? '';
}

/** Whether a render since setFirstScreenState read the address. */
export function firstScreenReadOrigin(): boolean {
  return originRead;
}

/** Reads the page's block; an absent or broken one is no state (the machines then load as usual). */
export function readFirstScreenState(doc: Document): FirstScreenState {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(FIRST_SCREEN_STATE_ID)?.textContent || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FirstScreenState) : {};
  } catch {
    return {};
  }
}
