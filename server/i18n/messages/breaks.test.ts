import { banglaFor } from '../messages.ts';
import { breaksMessages } from './breaks.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';

const restriction = { kind: 'time_out', started_at: '2026-11-26T12:00:00.000Z', ends_at: '2026-11-27T17:59:59.999Z', return_requested_at: null, return_confirmable_at: null };
const returning = { ...restriction, kind: 'self_exclusion', return_requested_at: '2027-05-27T00:00:00.000Z', return_confirmable_at: '2027-05-28T00:00:00.000Z' };

/** Sample answers for the words with variable parts. */
const SAMPLES = {
  account_on_break: { break_kind: 'time_out', ends_at: '2026-11-27T17:59:59.999Z' },
  break_period_invalid: { field: 'until' },
  time_out_started: { restriction },
  self_exclusion_started: { restriction: { ...restriction, kind: 'self_exclusion', ends_at: '2027-05-26T12:00:00.000Z' } },
  break_not_over: { ends_at: '2027-05-26T12:00:00.000Z' },
  return_requested: { restriction: returning },
  return_not_confirmable: { confirmable_at: '2027-05-28T00:00:00.000Z' },
  reality_check_saved: { reality_check: { interval_minutes: 15 } },
};

const ENGLISH: Readonly<Record<keyof typeof breaksMessages, string>> = {
  account_on_break: 'Your account is on a time-out until 2026-11-27 23:59 (Dhaka time). You can still see your balance and history and withdraw.',
  password_wrong: 'The password is incorrect.',
  break_period_invalid: 'Choose a date from tomorrow up to 42 days from today.',
  exclusion_not_understood: 'Please confirm that you understand what self-exclusion means.',
  break_running: 'A break is already running on your account; it cannot be changed or shortened.',
  time_out_started: 'Your time-out has started. It ends at 2026-11-27 23:59 (Dhaka time).',
  self_exclusion_started: 'Your self-exclusion has started. It ends at 2027-05-26 18:00 (Dhaka time) at the earliest.',
  break_not_over: 'Your self-exclusion runs until 2027-05-26 18:00 (Dhaka time); you can ask to return after that.',
  return_requested: 'Your request to return is noted. Confirm it after 2027-05-28 06:00 (Dhaka time) to open your account again.',
  return_not_confirmable: 'You can confirm your return after 2027-05-28 06:00 (Dhaka time).',
  return_confirmed: 'Welcome back. Your account is open again.',
  reality_check_saved: 'You will get a reality check every 15 minutes.',
  reality_check_interval_invalid: 'interval_minutes must be 0 (off), 15, 30, 45 or 60.',
};

describe('the breaks messages', () => {
  expectBanglaCatalogue(breaksMessages, ENGLISH, SAMPLES);

  it('names the self-exclusion and writes Dhaka times in Bangla digits', () => {
    expect(banglaFor('account_on_break', { break_kind: 'self_exclusion', ends_at: '2027-05-26T12:00:00.000Z' })).toBe(
      'আপনার অ্যাকাউন্ট স্ব-বর্জিত (২০২৭-০৫-২৬ ১৮:০০ (ঢাকা সময়) পর্যন্ত; তারপর আপনি ফিরে আসার অনুরোধ না করা পর্যন্ত)। আপনি এখনও ব্যালেন্স ও ইতিহাস দেখতে এবং টাকা তুলতে পারবেন।',
    );
    expect(banglaFor('reality_check_saved', { reality_check: { interval_minutes: 0 } })).toBe('রিয়েলিটি চেক বন্ধ আছে।');
  });
});
