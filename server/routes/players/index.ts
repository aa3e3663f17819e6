import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Players: login, sign-up, profile, verification, phones (spec 1 §7, spec 2 §7). */
export function registerPlayerRoutes(_app: Hono, _deps: AppDeps): void {}
