import type { inboxEn } from '../en/inbox';

/** Bangla texts of the inbox; merged by src/i18n/bn.ts. */
export const inboxBn = {
  'inbox.title': 'ইনবক্স',
  'inbox.tab.notification': 'নোটিফিকেশন',
  'inbox.unreadCount': '{count}টি অপঠিত',
  'inbox.column.select': 'বাছাই',
  'inbox.column.subject': 'বিষয়',
  'inbox.column.content': 'বিবরণ',
  'inbox.column.receivedDate': 'পাওয়ার তারিখ',
  'inbox.new': 'নতুন',
  'inbox.empty': 'কোনো তথ্য নেই',
  'inbox.loading': 'বার্তা লোড হচ্ছে…',
  'inbox.edit': 'সম্পাদনা',
  'inbox.selectAll': 'সব বাছাই করুন',
  'inbox.selectMessage': '{title} বাছাই করুন',
  'inbox.markRead': 'পঠিত চিহ্নিত করুন',
  'inbox.delete': 'মুছুন',
  'inbox.exit': 'বের হন',
  'inbox.pages': 'ইনবক্সের পাতা',
  'inbox.perPage': 'প্রতি পাতায় বার্তা',
  'inbox.loadFailed': 'আপনার বার্তাগুলো লোড করা যায়নি।',
  'inbox.retry': 'আবার চেষ্টা করুন',
  'inbox.detail.received': 'পাওয়া গেছে {date}',
  'inbox.detail.close': 'বন্ধ করুন',
} as const satisfies Record<keyof typeof inboxEn, string>;
