import type { fundsEn } from '../en/funds';

/** Bangla texts shared by the funds screens; merged into the Bangla catalogue by src/i18n/bn.ts. */
export const fundsBn = {
  'funds.title': 'ফান্ড',
  'funds.tab.deposit': 'ডিপোজিট',
  'funds.tab.withdrawal': 'উইথড্র',
  'funds.errorTitle': 'ত্রুটি',
  'funds.closeError': 'বন্ধ করুন',
  'funds.outcome.depositApproved': 'আপনার {amount} ডিপোজিট অনুমোদিত হয়েছে এবং আপনার ব্যালেন্সে যোগ হয়েছে।',
  'funds.outcome.depositRejected': 'আপনার {amount} ডিপোজিট বাতিল হয়েছে; আপনার ব্যালেন্সে কিছু যোগ হয়নি।',
  'funds.outcome.withdrawalApproved': 'আপনার {amount} উইথড্র অনুমোদিত হয়েছে এবং আপনার অ্যাকাউন্টে পাঠানো হয়েছে।',
  'funds.outcome.withdrawalRejected': 'আপনার {amount} উইথড্র বাতিল হয়েছে এবং টাকাটি আপনার ব্যালেন্সে ফেরত দেওয়া হয়েছে।',
  'funds.outcome.approvedTitle': 'অনুমোদিত',
  'funds.outcome.rejectedTitle': 'বাতিল',
  'funds.outcome.reason': 'কারণ: {reason}',
  'funds.outcome.noReason': 'কোনো কারণ জানানো হয়নি। অনুগ্রহ করে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
  'funds.outcome.inbox': 'বিস্তারিত সহ একটি বার্তা আপনার ইনবক্সে আছে।',
  'funds.outcome.openInbox': 'ইনবক্স খুলুন',
  'funds.outcome.transactionRecord': 'লেনদেনের রেকর্ড',
  'funds.outcome.checking': 'আমরা কয়েক সেকেন্ড পরপর যাচাই করি এবং ফলাফল এখানে দেখাই।',
} as const satisfies Record<keyof typeof fundsEn, string>;
