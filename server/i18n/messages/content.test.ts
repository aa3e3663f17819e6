import { MAX_MESSAGE_LENGTH } from '../../routes/chat/chats.ts';
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
};

describe('the content messages', () => {
  expectBanglaCatalogue(contentMessages, ENGLISH);

  it('writes the chat’s length limit in Bangla digits', () => {
    expect(banglaFor('chat_message_too_long', {})).toBe('বার্তা সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।');
  });
});
