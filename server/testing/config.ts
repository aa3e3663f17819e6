import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';

/**
 * No site unless a test gives one (distDir): a built ./dist would otherwise make every test app serve it and
 * draw its first screens in the background at start-up (reading the database for their answers).
 */
const NO_SITE = join(import.meta.dirname, 'no-site');

/** Defaults from loadConfig with an empty environment, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DIST_DIR: NO_SITE }), ...overrides };
}
