/** Game names in lists are cut at 15 characters (spec 1 §9, from the second document). */
export const GAME_NAME_MAX_LENGTH = 15;

export function shortGameName(name: string): string {
  return name.length > GAME_NAME_MAX_LENGTH ? `${name.slice(0, GAME_NAME_MAX_LENGTH)}...` : name;
}

/** Shown when a game has no poster or its poster fails to load (spec 1 §8). */
export const DEFAULT_POSTER = '/images/default-poster.svg';
