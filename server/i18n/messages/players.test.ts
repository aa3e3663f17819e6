import { BIRTHDAY_LOCKED } from '../../routes/players/account.ts';
import { FORBIDDEN } from '../../routes/players/services.ts';
import { banglaFor } from '../messages.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';
import { playersMessages } from './players.ts';

/** The English words the site and the spec know (as they were before the codes): a changed wording fails. */
const ENGLISH: Readonly<Record<keyof typeof playersMessages, string>> = {
  remote_id_required: 'The remote id field is required.',
  user_id_required: 'The user id field is required.',
  not_own_account: 'You can only access your own account.',
  logged_out: 'Logged out.',
  birthday_required: 'Birthday is required.',
  birthday_invalid: 'The birthday must be a valid date (YYYY-MM-DD).',
  birthday_under_18: 'You must be at least 18 years old.',
  birthday_locked: 'Birthday cannot be changed. Please contact customer service.',
  birthday_saved: 'Birthday saved successfully.',
};

describe('the players messages', () => {
  expectBanglaCatalogue(playersMessages, ENGLISH);

  it('keeps the routes’ constants to the catalogue’s words', () => {
    expect(BIRTHDAY_LOCKED).toBe(ENGLISH.birthday_locked);
    expect(FORBIDDEN).toBe(ENGLISH.not_own_account);
    expect(banglaFor('birthday_under_18', {})).toBe('আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।');
  });
});
