// `npm run ops -- <command> [args] [--json]`: operator commands (see server/ops/commands/).
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { silentLogger } from '../logger.ts';
import { runOpsCli } from '../ops/cli.ts';

try {
  const config = loadConfig();
  const code = await runOpsCli(process.argv.slice(2), {
    config,
    clock: systemClock,
    log: silentLogger,
    io: { out: (text) => console.log(text), err: (text) => console.error(text) },
  });
  process.exitCode = code;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
