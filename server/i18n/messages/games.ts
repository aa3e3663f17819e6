import { defineMessages } from '../catalogue.ts';

/**
 * The games area's messages (see ../catalogue.ts): the player's betting records under /api. The
 * provider's machine API (/provider/*) is not translated; the query checks of the records stay in the
 * text catalogue while `http/query.ts` reads zod messages as words.
 */
export const gamesMessages = defineMessages({
  betting_records_fetched: { en: 'Betting records fetched successfully.', bn: 'বেটিং রেকর্ড সফলভাবে আনা হয়েছে।' },
  game_types_fetched: { en: 'Game types fetched successfully.', bn: 'গেমের ধরনের তালিকা সফলভাবে আনা হয়েছে।' },
});
