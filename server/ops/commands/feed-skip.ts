import { OpsFailure, OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'feed-skip <seconds, 0 to 86400>';
const MOST_SECONDS = 86_400;

/**
 * Moves the simulated matches forward: the next ball, a line's result or a match's end comes now
 * instead of after a wait, and the bets whose results are now known are settled at once (the server
 * would within 5 s). For QA and the browser tests. 0 seconds only tells the matches' time.
 */
export const feedSkipCommand: OpsCommand = {
  name: 'feed-skip',
  usage: USAGE,
  summary: 'Move the simulated matches forward by some seconds (QA, tests).',
  async run({ feedClock, settleExchange }, args) {
    const { positional } = parseArgs(args, []);
    const [given, ...rest] = positional;
    if (given === undefined || rest.length > 0) throw new OpsUsageError(`Usage: ${USAGE}`);
    const seconds = Number(given);
    if (given.trim() === '' || !Number.isFinite(seconds) || seconds < 0 || seconds > MOST_SECONDS) throw new OpsUsageError(`The seconds must be a number from 0 to ${MOST_SECONDS}`);
    if (!feedClock) {
      throw new OpsFailure('The simulated matches run inside the server: start it (npm start) and run this again. With EXCHANGE_DATA_URL a real provider serves the matches, and they cannot be moved.');
    }
    if (seconds > 0) feedClock.skip(seconds * 1000);
    const settled = seconds > 0 && settleExchange ? await settleExchange() : 0;
    const feedTime = feedClock.now().toISOString();
    return {
      text: `The simulated matches moved ${seconds} s forward; their time is now ${feedTime}. Bets settled: ${settled}.`,
      json: { skipped_seconds: seconds, feed_time: feedTime, settled_bets: settled },
    };
  },
};
