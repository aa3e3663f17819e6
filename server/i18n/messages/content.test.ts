import { gameTypes, promotionCategories } from '../../db/schema.ts';
import { MAX_MESSAGE_LENGTH } from '../../routes/chat/chats.ts';
import { GAMES_PER_PAGE_MAX } from '../../routes/content/games.ts';
import { banglaFor } from '../messages.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';
import { contentMessages } from './content.ts';

/** The English words the site and the spec know (as they were before the codes): a changed wording fails. */
const ENGLISH: Readonly<Record<keyof typeof contentMessages, string>> = {
  inbox_per_page_invalid: 'per_page must be 10, 25, 50 or 100.',
  message_not_found: 'Message not found.',
  message_marked_read: 'Message marked as read.',
  message_deleted: 'Message deleted.',
  chat_not_found: 'Chat not found.',
  chat_not_own: 'You can only open a chat that includes yourself.',
  chat_support_only: 'Chats are only available with customer support.',
  chat_send_as_self: 'You can only send messages as yourself.',
  chat_message_empty: 'The message cannot be empty.',
  chat_message_too_long: `The message is at most ${MAX_MESSAGE_LENGTH} characters.`,
  chat_user_one_id_invalid: 'user_one_id must be a user id.',
  chat_user_two_id_invalid: 'user_two_id must be a user id.',
  chat_id_invalid: 'chat_id must be a user id.',
  chat_sender_id_invalid: 'sender_id must be a user id.',
  vip_records_kind_invalid: 'kind must be received or used.',
  game_type_invalid: `type must be one of ${gameTypes.join(', ')}.`,
  systems_json_invalid: 'system must be a JSON list of systems, e.g. ["JILI","PG"].',
  systems_json_too_many: 'system must be a JSON list of at most 100 system names.',
  system_too_long: 'system is too long.',
  system_too_many: 'system lists at most 100 platforms.',
  games_sort_invalid: 'sort must be displayOrder, createTime or aZ.',
  games_search_too_long: 'search is at most 100 characters.',
  games_per_page_invalid: `per_page must be a whole number from 1 to ${GAMES_PER_PAGE_MAX}.`,
  systems_fetched: 'Systems fetched successfully.',
  providers_fetched: 'Providers fetched successfully.',
  games_fetched: 'Games fetched successfully.',
  game_user_id_required: 'userId is required.',
  game_external_url_too_long: 'externalURL is too long.',
  game_code_too_long: 'gameCode is too long.',
  game_type_too_long: 'gameType is too long.',
  game_platform_too_long: 'platform is too long.',
  game_user_mismatch: 'userId does not match the logged-in player.',
  game_choice_required: 'gameCode, or platform and gameType, is required.',
  game_code_required: 'gameCode is required.',
  game_not_found: 'Game not found.',
  game_maintenance: 'JILI is under maintenance. Please try another provider.',
  game_launched: 'Game launched successfully.',
  general_settings_not_found: 'General settings not found.',
  slider_type_invalid: 'slider_type must be Main, Favourite or Features.',
  social_format_invalid: 'format must be list.',
  social_links_not_found: 'Social links not found.',
  promotion_not_found: 'Promotion not found.',
  promotion_category_invalid: `category must be one of ${Object.keys(promotionCategories).join(', ')}.`,
};

describe('the content messages', () => {
  // The promotion categories' ids are values to send (`?category=99`): they stay as the API spells them.
  expectBanglaCatalogue(contentMessages, ENGLISH, { game_maintenance: { platform: 'JILI' } }, ['promotion_category_invalid']);

  it('names the platform under maintenance as it is', () => {
    expect(banglaFor('game_maintenance', { platform: 'NETENT' })).toBe('NETENT এখন রক্ষণাবেক্ষণের জন্য বন্ধ আছে। অনুগ্রহ করে অন্য প্রোভাইডার চেষ্টা করুন।');
  });

  it('writes the chat’s length limit in Bangla digits', () => {
    expect(banglaFor('chat_message_too_long', {})).toBe('বার্তা সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।');
  });
});
