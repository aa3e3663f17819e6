// `npm run fuzz [-- vitest options]`: the property and fuzz tests with a new seed (or FAST_CHECK_SEED's),
// drawn once for the whole run and printed first, so that a failure can be replayed with it.
import { spawnSync } from 'node:child_process';
import { propertySeed } from './property-seed.ts';

const seed = propertySeed(process.env.FAST_CHECK_SEED ?? 'random');
console.info(`fast-check seed ${seed} (FAST_CHECK_SEED=${seed} npm run fuzz replays this run)`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'fuzz', 'property', 'outcomes', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FAST_CHECK_SEED: String(seed) },
});
process.exit(run.status ?? 1);
