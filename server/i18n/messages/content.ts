import { defineMessages } from '../catalogue.ts';

/** The content area's messages (see ../catalogue.ts): site content, games, images, the inbox and the chat. */
export const contentMessages = defineMessages({
  // ---- inbox (routes/account/inbox.ts)
  inbox_per_page_invalid: { en: 'per_page must be 10, 25, 50 or 100.', bn: 'per_page অবশ্যই ১০, ২৫, ৫০ বা ১০০ হতে হবে।' },
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
});
