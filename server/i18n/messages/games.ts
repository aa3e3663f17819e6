import { gameTypes } from '../../db/schema.ts';
import { defineMessages } from '../catalogue.ts';
import { PER_PAGE_CHOICES } from './content.ts';

/**
 * The games area's messages (see ../catalogue.ts): the player's betting records under /api and their
 * query checks (routes/provider/records.ts). The provider's machine API (/provider/*) is not translated.
 */
export const gamesMessages = defineMessages({
  betting_records_fetched: { en: 'Betting records fetched successfully.', bn: 'বেটিং রেকর্ড সফলভাবে আনা হয়েছে।' },
  game_types_fetched: { en: 'Game types fetched successfully.', bn: 'গেমের ধরনের তালিকা সফলভাবে আনা হয়েছে।' },
  records_per_page_invalid: PER_PAGE_CHOICES,
  records_status_invalid: { en: 'status must be settled or open.', bn: 'status অবশ্যই settled বা open হতে হবে।' },
  records_platform_invalid: {
    en: 'platform must be a platform code or a comma-separated list of them.',
    bn: 'platform অবশ্যই একটি প্ল্যাটফর্ম কোড বা কমা দিয়ে আলাদা করা কোডের তালিকা হতে হবে।',
  },
  // The game types are values to send: they stay as the API spells them.
  records_game_type_invalid: {
    en: `game_type must be one of ${gameTypes.join(', ')} (or a comma-separated list).`,
    bn: `game_type অবশ্যই এগুলোর একটি (অথবা কমা দিয়ে আলাদা করা তালিকা) হতে হবে: ${gameTypes.join(', ')}।`,
  },
});
