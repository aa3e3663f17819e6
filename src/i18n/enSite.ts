import { coreEn } from './en/core';
import { extrasEn } from './en/extras';
import { gamesEn } from './en/games';
import { homeEn } from './en/home';

/**
 * The texts the entry carries: the shell (header, menus, footer, pop-ups, splash), the first screens
 * (home, games, login, forgot password) and every page title. The rest waits in enAreas.ts, one area at a time (src/i18n/texts/).
 */
export const siteEn = { ...coreEn, ...gamesEn, ...homeEn, ...extrasEn } as const;
