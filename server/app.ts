import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps.ts';
import { bodyLimitFromHeaders } from './http/body-limit.ts';
import { applySecurityHeaders } from './http/security-headers.ts';
import { refusal } from './i18n/messages.ts';
import { serverMessagesLanguage } from './i18n/middleware.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { opsRoutes } from './ops/routes.ts';
import { accountRoutes } from './routes/account/index.ts';
import { chatRoutes } from './routes/chat/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { feedClockFor } from './exchange/source.ts';
import { exchangeRoutes } from './routes/exchange/index.ts';
import { fundsRoutes, SUBMIT_DEPOSIT_PATH } from './routes/funds/index.ts';
import { healthRoutes } from './routes/health.ts';
import { limitsRoutes } from './routes/limits/index.ts';
import { playerRoutes } from './routes/players/index.ts';
import { providerRoutes } from './routes/provider/index.ts';
import { saferRoutes } from './routes/safer/index.ts';
import { staticSite } from './static.ts';
import { createPageBoot, siteFeaturesMarkup } from './http/page-boot.ts';
import { createFirstScreen } from './http/first-screen.ts';


export type { AppDeps } from './deps.ts';

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
  const apiBodyLimit = bodyLimitFromHeaders({ maxSize: 1024 * 1024, onError: (c) => c.json(refusal('body_too_large'), 413) });
  // submit-deposit carries a receipt of up to 5 MB: it has its own limit (routes/funds/deposits.ts).
  app.use('/api/*', (c, next) => (c.req.path === SUBMIT_DEPOSIT_PATH ? next() : apiBodyLimit(c, next)));

  // Every route group is `xRoutes(deps): Hono`, mounted here; a group's paths are written in full.
  app.route('/api/health', healthRoutes(full));
  app.route('/', playerRoutes(full));
  app.route('/', contentRoutes(full));
  app.route('/', accountRoutes(full));
  app.route('/', chatRoutes(full));
  app.route('/', providerRoutes(full));
  app.route('/', fundsRoutes(full));
  app.route('/', exchangeRoutes(full));
  app.route('/', saferRoutes(full));
  app.route('/', limitsRoutes());
  options.extraRoutes?.(app);
  if (options.opsToken) app.route('/', opsRoutes(full, options.opsToken));

  app.all('/api/*', (c) => c.json(refusal('not_found'), 404));
  // The feed (not player-facing, not translated) answers without codes, as its own routes do.
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
  const firstScreen = createFirstScreen(deps.config.distDir, (error) => full.log.error('The first screen could not be rendered on the server', error));
  // Rendered ahead of the first visitor (about a second of CPU once, in the background).
  void firstScreen.warm(async (path) => (await pageBoot(path)).answers);
  app.get('*', staticSite(deps.config.distDir, pageBoot, siteFeaturesMarkup(features), firstScreen));

  app.notFound((c) => {
    if (!isApiPath(c.req.path)) return c.text('Not found', 404);
    return c.json(c.req.path.startsWith('/api') ? refusal('not_found') : { message: 'Not found' }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.res;
      return c.json(error.message ? { message: error.message } : refusal('request_failed'), error.status);
    }
    full.log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json(refusal('server_error'), 500);
  });
  return app;
}
