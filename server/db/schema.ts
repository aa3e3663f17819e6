// The whole database schema: one file per area under tables/, gathered here for drizzle.
import { siteSettings, sliders } from './tables/content.ts';
import { players } from './tables/players.ts';
import { playerSessions } from './tables/sessions.ts';

export * from './tables/content.ts';
export * from './tables/players.ts';
export * from './tables/sessions.ts';

export const schema = { players, playerSessions, siteSettings, sliders };
export type Schema = typeof schema;
