import { z } from 'zod';

// The only module that reads process.env: everything else receives a Config.

const booleanFlag = (defaultValue: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return defaultValue;
      if (['1', 'true', 'yes', 'on'].includes(value)) return true;
      if (['0', 'false', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
      return z.NEVER;
    });

const port = (defaultValue: number) =>
  z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected a port between 0 and 65535')
    .max(65535, 'expected a port between 0 and 65535')
    .default(defaultValue);

const nonEmpty = (defaultValue: string) => z.string().trim().min(1).default(defaultValue);

const envSchema = z.object({
  PORT: port(8080),
  DEV_API_PORT: port(8081),
  HOST: nonEmpty('0.0.0.0'),
  DATA_DIR: nonEmpty('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'expected a postgres:// or postgresql:// URL',
    }),
  DIST_DIR: nonEmpty('./dist'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO_USERNAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8,16}$/, 'expected 8–16 letters or digits')
    .default('demoplayer1')
    .transform((value) => value.toLowerCase()),
  DEMO_PASSWORD: z
    .string()
    .min(8, 'expected at least 8 characters')
    .regex(/[A-Za-z]/, 'expected at least one letter')
    .regex(/[0-9]/, 'expected at least one digit')
    .default('demo12345'),
  /** The live flow charts at /flows: opt-in (the test server and `npm run dev` have them on). */
  FLOWS_ENABLED: booleanFlag(false),
  SKIP_BUILD: booleanFlag(false),
  /** A real sports data service with the spec's paths; unset: the simulated feed (server/exchange). */
  EXCHANGE_DATA_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value?.replace(/\/+$/, '')))
    .refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), { message: 'expected an http:// or https:// URL' }),
  /** The simulated feed's seed: the same seed replays the same matches, prices and results. */
  EXCHANGE_SEED: nonEmpty('takaplay'),
  /**
   * How many times faster than the clock the simulated matches run (demos, QA). 0 holds them still:
   * they move only when `npm run ops -- feed-skip` moves them (the browser tests: what they check
   * happens when they say, whatever the machine's load).
   */
  EXCHANGE_FEED_SPEED: z.coerce
    .number({ error: 'expected a number' })
    .min(0, 'expected a speed from 0 to 600')
    .max(600, 'expected a speed from 0 to 600')
    .default(1),
  /** The simulated feed's time when the server starts (ISO 8601); unset: the clock's time. */
  EXCHANGE_FEED_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || !Number.isNaN(Date.parse(value)), { message: 'expected an ISO 8601 date and time' }),
});

/**
 * The simulated feed's own time: `from` at the real instant `realStart`, then `speed` times faster.
 * Undefined: the feed follows the clock (the default, and always with a real provider).
 */
export type FeedTime = { from: number; realStart: number; speed: number };

export type Config = {
  port: number;
  devApiPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  distDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  demoUsername: string;
  demoPassword: string;
  flowsEnabled: boolean;
  skipBuild: boolean;
  exchangeDataUrl: string | undefined;
  exchangeSeed: string;
  exchangeFeedTime: FeedTime | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env, now: () => number = Date.now): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    devApiPort: e.DEV_API_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    distDir: e.DIST_DIR,
    nodeEnv: e.NODE_ENV,
    demoUsername: e.DEMO_USERNAME,
    demoPassword: e.DEMO_PASSWORD,
    flowsEnabled: e.FLOWS_ENABLED,
    skipBuild: e.SKIP_BUILD,
    exchangeDataUrl: e.EXCHANGE_DATA_URL,
    exchangeSeed: e.EXCHANGE_SEED,
    exchangeFeedTime: feedTimeOf(e.EXCHANGE_FEED_SPEED, e.EXCHANGE_FEED_FROM, now),
  };
}

function feedTimeOf(speed: number, from: string | undefined, now: () => number): FeedTime | undefined {
  if (speed === 1 && from === undefined) return undefined;
  const realStart = now();
  return { from: from === undefined ? realStart : Date.parse(from), realStart, speed };
}
