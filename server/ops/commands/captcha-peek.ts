import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { captchas } from '../../db/schema.ts';
import { OpsFailure, OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'captcha-peek <captcha_id>';

/**
 * The 4 digits of a live captcha, for operators and end-to-end tests (like `outbox`, which shows codes).
 * Only a hash is stored, so the 10,000 possible codes are tried against it: the captcha is not used up.
 * The hash must match routes/content/captcha.ts (its test issues a captcha and peeks at it).
 */
export const captchaPeekCommand: OpsCommand = {
  name: 'captcha-peek',
  usage: USAGE,
  summary: 'Show the code of an unused, unexpired captcha (it stays usable).',
  async run({ database, clock }, args) {
    const { positional } = parseArgs(args, []);
    const [id, ...extra] = positional;
    if (!id || extra.length > 0) throw new OpsUsageError(`Usage: ${USAGE}`);
    const [row] = await database.db
      .select({ codeHash: captchas.codeHash })
      .from(captchas)
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, clock.now())));
    if (!row) throw new OpsFailure(`No unused, unexpired captcha ${id}`);
    for (let number = 0; number < 10_000; number += 1) {
      const code = String(number).padStart(4, '0');
      if (createHash('sha256').update(`captcha:${id}:${code}`).digest('hex') === row.codeHash) {
        return { text: code, json: { captcha_id: id, code } };
      }
    }
    throw new OpsFailure(`Captcha ${id} matches no 4-digit code`);
  },
};
