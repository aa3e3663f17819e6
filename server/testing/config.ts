import { loadConfig, type Config } from '../config.ts';

/** Defaults from loadConfig with an empty environment, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
}
