import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Site content, games and the account calls: inbox, VIP, chat (spec 1 §7, spec 2 §7). */
export function registerContentRoutes(_app: Hono, _deps: AppDeps): void {}
