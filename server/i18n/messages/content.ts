import { gameTypes, promotionCategories } from '../../db/schema.ts';
import { defineMessages, field, type Message } from '../catalogue.ts';

/** One sentence, two codes: the inbox's and the betting records' page size (games.ts). */
export const PER_PAGE_CHOICES: Message = { en: 'per_page must be 10, 25, 50 or 100.', bn: 'per_page অবশ্যই ১০, ২৫, ৫০ বা ১০০ হতে হবে।' };

/** The chat's user id checks (routes/chat/chats.ts), one code per field: the field's name stays as the API spells it. */
const userIdInvalid = (name: string): Message => ({ en: `${name} must be a user id.`, bn: `${name} অবশ্যই একটি ইউজার আইডি হতে হবে।` });

/** The promotion categories' ids, as the API takes them (`?category=99`). */
const categoryIds = Object.keys(promotionCategories).join(', ');

/** The content area's messages (see ../catalogue.ts): site content, games, images, the inbox and the chat. */
export const contentMessages = defineMessages({
  // ---- inbox (routes/account/inbox.ts)
  inbox_per_page_invalid: PER_PAGE_CHOICES,
  message_not_found: { en: 'Message not found.', bn: 'বার্তাটি পাওয়া যায়নি।' },
  message_marked_read: { en: 'Message marked as read.', bn: 'বার্তাটি পড়া হয়েছে বলে চিহ্নিত করা হয়েছে।' },
  message_deleted: { en: 'Message deleted.', bn: 'বার্তাটি মুছে ফেলা হয়েছে।' },

  // ---- chat (routes/chat/chats.ts)
  chat_not_found: { en: 'Chat not found.', bn: 'চ্যাটটি পাওয়া যায়নি।' },
  chat_not_own: { en: 'You can only open a chat that includes yourself.', bn: 'আপনি শুধু এমন চ্যাট খুলতে পারবেন যেখানে আপনি নিজে আছেন।' },
  chat_support_only: { en: 'Chats are only available with customer support.', bn: 'চ্যাট শুধু কাস্টমার সাপোর্টের সাথেই করা যায়।' },
  chat_send_as_self: { en: 'You can only send messages as yourself.', bn: 'আপনি শুধু নিজের নামেই বার্তা পাঠাতে পারবেন।' },
  chat_message_empty: { en: 'The message cannot be empty.', bn: 'বার্তা খালি রাখা যাবে না।' },
  // routes/chat/chats.ts MAX_MESSAGE_LENGTH (content.test.ts holds them together)
  chat_message_too_long: { en: 'The message is at most 2000 characters.', bn: 'বার্তা সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।' },
  chat_user_one_id_invalid: userIdInvalid('user_one_id'),
  chat_user_two_id_invalid: userIdInvalid('user_two_id'),
  chat_id_invalid: userIdInvalid('chat_id'),
  chat_sender_id_invalid: userIdInvalid('sender_id'),

  // ---- the account overview's VIP records (routes/account/overview.ts)
  vip_records_kind_invalid: { en: 'kind must be received or used.', bn: 'kind অবশ্যই received বা used হতে হবে।' },

  // ---- games: lists and launch (routes/content/games.ts). Game types and platform codes are values to send: they stay as they are.
  game_type_invalid: { en: `type must be one of ${gameTypes.join(', ')}.`, bn: `type অবশ্যই এগুলোর একটি হতে হবে: ${gameTypes.join(', ')}।` },
  systems_json_invalid: {
    en: 'system must be a JSON list of systems, e.g. ["JILI","PG"].',
    bn: 'system অবশ্যই সিস্টেমগুলোর একটি JSON তালিকা হতে হবে, যেমন ["JILI","PG"]।',
  },
  systems_json_too_many: {
    en: 'system must be a JSON list of at most 100 system names.',
    bn: 'system অবশ্যই সর্বোচ্চ ১০০টি সিস্টেমের নামের একটি JSON তালিকা হতে হবে।',
  },
  system_too_long: { en: 'system is too long.', bn: 'system অনেক লম্বা।' },
  system_too_many: { en: 'system lists at most 100 platforms.', bn: 'system-এ সর্বোচ্চ ১০০টি প্ল্যাটফর্ম থাকতে পারে।' },
  games_sort_invalid: { en: 'sort must be displayOrder, createTime or aZ.', bn: 'sort অবশ্যই displayOrder, createTime বা aZ হতে হবে।' },
  games_search_too_long: { en: 'search is at most 100 characters.', bn: 'search সর্বোচ্চ ১০০ অক্ষরের হতে পারে।' },
  // routes/content/games.ts GAMES_PER_PAGE_MAX (content.test.ts holds them together)
  games_per_page_invalid: { en: 'per_page must be a whole number from 1 to 5000.', bn: 'per_page অবশ্যই ১ থেকে ৫০০০-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।' },
  systems_fetched: { en: 'Systems fetched successfully.', bn: 'সিস্টেমের তালিকা সফলভাবে আনা হয়েছে।' },
  // Also the betting records' provider filter (routes/provider/records.ts).
  providers_fetched: { en: 'Providers fetched successfully.', bn: 'প্রোভাইডারের তালিকা সফলভাবে আনা হয়েছে।' },
  games_fetched: { en: 'Games fetched successfully.', bn: 'গেমের তালিকা সফলভাবে আনা হয়েছে।' },
  game_user_id_required: { en: 'userId is required.', bn: 'userId দিতে হবে।' },
  game_external_url_too_long: { en: 'externalURL is too long.', bn: 'externalURL অনেক লম্বা।' },
  game_code_too_long: { en: 'gameCode is too long.', bn: 'gameCode অনেক লম্বা।' },
  game_type_too_long: { en: 'gameType is too long.', bn: 'gameType অনেক লম্বা।' },
  game_platform_too_long: { en: 'platform is too long.', bn: 'platform অনেক লম্বা।' },
  game_user_mismatch: { en: 'userId does not match the logged-in player.', bn: 'userId লগইন করা খেলোয়াড়ের সাথে মিলছে না।' },
  game_choice_required: { en: 'gameCode, or platform and gameType, is required.', bn: 'gameCode, অথবা platform ও gameType দিতে হবে।' },
  game_code_required: { en: 'gameCode is required.', bn: 'gameCode দিতে হবে।' },
  game_not_found: { en: 'Game not found.', bn: 'গেমটি পাওয়া যায়নি।' },
  /** Carries `platform` (its code, e.g. JILI). */
  game_maintenance: {
    en: (a) => `${field(a, 'platform')} is under maintenance. Please try another provider.`,
    bn: (a) => `${field(a, 'platform')} এখন রক্ষণাবেক্ষণের জন্য বন্ধ আছে। অনুগ্রহ করে অন্য প্রোভাইডার চেষ্টা করুন।`,
  },
  game_launched: { en: 'Game launched successfully.', bn: 'গেম সফলভাবে চালু হয়েছে।' },

  // ---- site content (routes/content/site.ts)
  general_settings_not_found: { en: 'General settings not found.', bn: 'সাধারণ সেটিংস পাওয়া যায়নি।' },
  slider_type_invalid: { en: 'slider_type must be Main, Favourite or Features.', bn: 'slider_type অবশ্যই Main, Favourite বা Features হতে হবে।' },
  social_format_invalid: { en: 'format must be list.', bn: 'format অবশ্যই list হতে হবে।' },
  social_links_not_found: { en: 'Social links not found.', bn: 'সোশ্যাল লিংক পাওয়া যায়নি।' },
  promotion_not_found: { en: 'Promotion not found.', bn: 'প্রোমোশনটি পাওয়া যায়নি।' },
  promotion_category_invalid: { en: `category must be one of ${categoryIds}.`, bn: `category অবশ্যই এগুলোর একটি হতে হবে: ${categoryIds}।` },
});
