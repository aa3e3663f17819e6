import { toBanglaDigits } from '../i18n/catalogue.ts';
import { taka } from './rules.ts';

export type Outcome = {
  action: 'deposit' | 'withdraw';
  decision: 'approve' | 'reject';
  /** "1000.00" */
  amount: string;
  /** "100.00"; deposits only. */
  bonus: string;
  reason: string | null;
};

/**
 * The inbox message a player gets when an operator decides a deposit or withdrawal (issue 22 §4).
 * Inbox bodies are data, stored once and not translated per request, so title and body carry both
 * languages: English first, then Bangla.
 */
export function outcomeInboxMessage(outcome: Outcome): { title: string; message: string } {
  const amount = taka(outcome.amount);
  const bnAmount = toBanglaDigits(amount);
  const reason = outcome.reason?.trim() ?? '';
  const withBonus = outcome.bonus !== '0.00' && outcome.bonus !== '';
  if (outcome.action === 'deposit' && outcome.decision === 'approve') {
    return {
      title: 'Deposit approved · ডিপোজিট অনুমোদিত',
      message: [
        `Your deposit of ${amount} was approved and added to your balance${withBonus ? `, with a bonus of ${taka(outcome.bonus)}` : ''}.`,
        `আপনার ${bnAmount} ডিপোজিট অনুমোদিত হয়েছে এবং আপনার ব্যালেন্সে যোগ হয়েছে${withBonus ? `, সাথে ${toBanglaDigits(taka(outcome.bonus))} বোনাস` : ''}।`,
      ].join('\n\n'),
    };
  }
  if (outcome.action === 'deposit') {
    return {
      title: 'Deposit rejected · ডিপোজিট বাতিল',
      message: [
        `Your deposit of ${amount} was rejected; nothing was added to your balance.${reason ? ` Reason: ${reason}` : ''}`,
        `আপনার ${bnAmount} ডিপোজিট বাতিল হয়েছে; আপনার ব্যালেন্সে কিছু যোগ হয়নি।${reason ? ` কারণ: ${reason}` : ''}`,
      ].join('\n\n'),
    };
  }
  if (outcome.decision === 'approve') {
    return {
      title: 'Withdrawal approved · উইথড্র অনুমোদিত',
      message: [
        `Your withdrawal of ${amount} was approved and sent to your account.`,
        `আপনার ${bnAmount} উইথড্র অনুমোদিত হয়েছে এবং আপনার অ্যাকাউন্টে পাঠানো হয়েছে।`,
      ].join('\n\n'),
    };
  }
  return {
    title: 'Withdrawal rejected · উইথড্র বাতিল',
    message: [
      `Your withdrawal of ${amount} was rejected and the amount was returned to your balance.${reason ? ` Reason: ${reason}` : ''}`,
      `আপনার ${bnAmount} উইথড্র বাতিল হয়েছে এবং টাকাটি আপনার ব্যালেন্সে ফেরত দেওয়া হয়েছে।${reason ? ` কারণ: ${reason}` : ''}`,
    ].join('\n\n'),
  };
}
