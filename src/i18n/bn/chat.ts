import type { chatEn } from '../en/chat';

/** Bangla texts of the support chat; merged by src/i18n/bn.ts. */
export const chatBn = {
  'chat.home.title': 'সাপোর্ট চ্যাট',
  'chat.home.intro': 'আমাদের সাপোর্ট টিমকে লিখুন: আপনার প্রথম বার্তাতেই চ্যাট শুরু হবে।',
  'chat.list.title': 'বার্তা',
  'chat.list.label': 'আপনার চ্যাট',
  'chat.list.loading': 'চ্যাট লোড হচ্ছে…',
  'chat.list.failed': 'আপনার চ্যাট লোড করা যায়নি।',
  'chat.list.retry': 'আবার চেষ্টা করুন',
  'chat.list.empty': 'কোনো তথ্য নেই',
  'chat.list.noMessage': 'এখনো কোনো বার্তা নেই',
  'chat.conversation.title': 'গ্রাহক সেবা',
  'chat.conversation.label': 'কথোপকথন',
  'chat.conversation.loading': 'বার্তা লোড হচ্ছে…',
  'chat.conversation.empty': 'এখনো কোনো বার্তা নেই। হ্যালো বলুন, সাপোর্ট এখানেই উত্তর দেবে।',
  'chat.message.you': 'আপনি',
  'chat.message.support': 'সাপোর্ট',
  'chat.box.label': 'বার্তা',
  'chat.box.placeholder': 'একটি বার্তা লিখুন…',
  'chat.box.send': 'পাঠান',
  'chat.link.messages': 'আমার বার্তা',
  'chat.link.newChat': 'সাপোর্টের সাথে চ্যাট করুন',
} as const satisfies Record<keyof typeof chatEn, string>;
