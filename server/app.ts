import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { applySecurityHeaders } from './http/security-headers.ts';
import { serverMessagesLanguage } from './i18n/middleware.ts';
import { consoleLogger, type Logger } from './logger.ts';
import type { Outbox } from './messaging/outbox.ts';
import { registerOpsRoutes } from './ops/routes.ts';
import type { PasswordHasher } from './security/password.ts';
import { healthRoutes } from './routes/health.ts';
import { registerLimitsRoutes } from './routes/limits.ts';
import { registerContentRoutes } from './routes/content/index.ts';
import { registerFundsRoutes, SUBMIT_DEPOSIT_PATH } from './routes/funds/index.ts';
import { registerPlayerRoutes } from './routes/players/index.ts';
import type { SignupLimits } from './routes/players/signup-limits.ts';
import { registerProviderRoutes } from './routes/provider/index.ts';
import { registerExchangeAccountRoutes } from './routes/exchange/account.ts';
import { registerExchangeBetRoutes } from './routes/exchange/bets.ts';
import { feedClockFor, registerExchangeDataRoutes, type FeedClock } from './routes/exchange/data.ts';
import { staticSite } from './static.ts';
import { createPageBoot, siteFeaturesMarkup } from './http/page-boot.ts';

export type AppDeps = {
  database: Database;
  clock: Clock;
  config: Config;
  log: Logger;
  /** Defaults to scrypt N=2^17; tests pass a cheaper one. */
  passwords?: PasswordHasher;
  /** Defaults to the database outbox (table outbox_messages, also logged). */
  outbox?: Outbox;
  /**
   * Sign-ups per client address in an hour, and from how many the one-page form needs a captcha;
   * defaults DEFAULT_SIGNUP_LIMITS (5 and 1). Only the browser tests' server passes others (every
   * test signs up from 127.0.0.1).
   */
  signupLimits?: SignupLimits;
  /**
   * The simulated matches' clock, shared by the feed's routes, the settlement and the operator's
   * `feed-skip`; createApp makes one when none is given. None with a real provider (EXCHANGE_DATA_URL).
   */
  feedClock?: FeedClock;
};

const isApiPath = (path: string) => /^\/(api|exchange-data)(\/|$)/.test(path);

export type AppOptions = {
  /** Registers extra routes before the catch-alls (tests use it for test-only routes). */
  extraRoutes?: (app: Hono) => void;
  /** Enables the operator endpoints under /ops/* (loopback only, this bearer token). */
  opsToken?: string;
};

export function createApp(deps: Omit<AppDeps, 'log'> & { log?: Logger }, options: AppOptions = {}): Hono {
  const full: AppDeps = { ...deps, log: deps.log ?? consoleLogger, feedClock: deps.feedClock ?? feedClockFor(deps.config, deps.clock) };
  const app = new Hono();

  app.use(applySecurityHeaders);
  // Before the body limit: its 413, notFound and onError answers are translated too (i18n/middleware.ts).
  app.use('/api/*', serverMessagesLanguage);
  const apiBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'Request body too large' }, 413) });
  // submit-deposit carries a receipt of up to 5 MB: it has its own limit (routes/funds/deposits.ts).
  app.use('/api/*', (c, next) => (c.req.path === SUBMIT_DEPOSIT_PATH ? next() : apiBodyLimit(c, next)));

  app.route('/api/health', healthRoutes(full));
  registerPlayerRoutes(app, full);
  registerContentRoutes(app, full);
  registerProviderRoutes(app, full);
  registerFundsRoutes(app, full);
  registerExchangeBetRoutes(app, full, registerExchangeDataRoutes(app, full));
  registerExchangeAccountRoutes(app, full);
  registerLimitsRoutes(app);
  options.extraRoutes?.(app);
  if (options.opsToken) registerOpsRoutes(app, full, options.opsToken);

  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));
  app.all('/exchange-data/*', (c) => c.json({ message: 'Not found' }, 404));
  // Generated images live under /storage; an unknown one is a 404 whether or not the site is built.
  app.all('/storage/*', (c) => c.text('Not found', 404));
  // The page's boot data comes from our own endpoints, so it is exactly what the site would fetch.
  const features = { flows: deps.config.flowsEnabled };
  const pageBoot = createPageBoot(
    async (path) => {
      const response = await app.request(path, { headers: { Accept: 'application/json' } });
      return response.ok ? response.json() : undefined;
    },
    deps.config.distDir,
    features,
  );
  app.get('*', staticSite(deps.config.distDir, pageBoot, siteFeaturesMarkup(features)));

  app.notFound((c) => (isApiPath(c.req.path) ? c.json({ message: 'Not found' }, 404) : c.text('Not found', 404)));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.res;
      return c.json({ message: error.message || 'Request failed' }, error.status);
    }
    full.log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}
