import type { OpsCommand } from '../types.ts';
import { captchaPeekCommand } from './captcha-peek.ts';
import { createPlayerCommand } from './create-player.ts';
import { feedSkipCommand } from './feed-skip.ts';
import { adjustCommand, approveCommand, pendingCommand, reconcileCommand, rejectCommand } from './funds.ts';
import { outboxCommand } from './outbox.ts';
import { playerCommand } from './player.ts';
import { sendInboxCommand } from './send-inbox.ts';

/**
 * Every operator command, one file each beside this one. To add one (e.g. `send-inbox`), write
 * `commands/send-inbox.ts` exporting an `OpsCommand` and list it here; the CLI and `/ops/run` pick it up.
 */
export const opsCommands: readonly OpsCommand[] = [
  createPlayerCommand,
  outboxCommand,
  captchaPeekCommand,
  pendingCommand,
  approveCommand,
  rejectCommand,
  adjustCommand,
  reconcileCommand,
  sendInboxCommand,
  feedSkipCommand,
  playerCommand,
];

export function findCommand(name: string): OpsCommand | undefined {
  return opsCommands.find((command) => command.name === name);
}
