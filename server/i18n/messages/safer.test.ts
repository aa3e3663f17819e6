import { wordsOf } from '../catalogue.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';
import { dhakaDateTime, saferMessages } from './safer.ts';

/** The English words (new with issue 24: ours; the contract's for deposit_limit_reached). */
const ENGLISH: Readonly<Record<keyof typeof saferMessages, string>> = {
  limit_amount_invalid: 'Enter a limit of ৳1 or more (digits, up to 2 decimals), or leave it empty for no limit.',
  limit_period_invalid: 'period must be day, week or month.',
  limits_saved: 'Your deposit limits are saved. An increase or removal takes effect only when you confirm it, 24 hours from now.',
  limit_confirmed: 'Your new deposit limit is now in force.',
  limit_not_confirmable: 'You can confirm this change from 27 Nov 2026, 20:30. Until then your current limit stays.',
  limit_change_missing: 'There is no pending change to this deposit limit.',
  limit_change_cancelled: 'The pending change is cancelled. Your current deposit limit stays.',
  limit_prompt_dismissed: 'You can set deposit limits at any time on the Safer gambling page.',
  deposit_limit_reached: 'This deposit is over your deposit limit. You can deposit up to ৳12,500.50 until 1 Dec 2026, 05:59.',
};

const SAMPLES = {
  limits_saved: { applied: [], pending: ['day'] },
  limit_not_confirmable: { confirmable_at: '2026-11-27T14:30:00.000Z' },
  deposit_limit_reached: { left: '12500.50', period: 'day', resets_at: '2026-11-30T23:59:00.000Z' },
};

describe('the safer-gambling catalogue (issue 24)', () => {
  expectBanglaCatalogue(saferMessages, ENGLISH, SAMPLES);

  it('says a deposit limit in each case, with Dhaka dates in Bangla digits', () => {
    const { deposit_limit_reached: reached, limits_saved: saved } = saferMessages;
    expect(wordsOf(reached.en, { left: '0.00', resets_at: '2026-11-27T14:30:00.000Z' })).toBe('You have reached your deposit limit. You can deposit again after 27 Nov 2026, 20:30.');
    expect(wordsOf(reached.bn, { left: '0.00', resets_at: '2026-11-27T14:30:00.000Z' })).toBe('আপনি আপনার ডিপোজিট সীমায় পৌঁছে গেছেন। ২৭ নভেম্বর ২০২৬, ২০:৩০-এর পরে আবার ডিপোজিট করতে পারবেন।');
    expect(wordsOf(reached.en, { left: '500.00', resets_at: null })).toBe('This deposit is over your deposit limit. You can deposit up to ৳500.00.');
    expect(wordsOf(reached.bn, SAMPLES.deposit_limit_reached)).toBe('এই ডিপোজিট আপনার ডিপোজিট সীমার বেশি। ১ ডিসেম্বর ২০২৬, ০৫:৫৯ পর্যন্ত আপনি সর্বোচ্চ ৳১২,৫০০.৫০ ডিপোজিট করতে পারবেন।');
    expect(wordsOf(saved.en, { applied: ['day'], pending: [] })).toBe('Your deposit limits are saved.');
    expect(dhakaDateTime('not a date', 'en')).toBe('');
  });
});
