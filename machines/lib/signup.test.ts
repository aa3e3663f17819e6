import {
  doPasswordsDiffer,
  isBlank,
  isEmailAddress,
  isFourDigitCode,
  isLettersAndDigits,
  isNameTooLong,
  isPasswordLongEnough,
  isPhoneNumber,
  isUsernameLengthOk,
  signupRequestFrom,
  type SignupFields,
} from './signup';

const fields: SignupFields = {
  username: ' demoplayer1 ',
  password: ' pass1234',
  confirmPassword: ' pass1234',
  name: ' Demo Player ',
  phone: ' 01712345678 ',
  email: ' demo@example.com ',
  referralCode: ' REF1 ',
  currency: 'BDT',
};

describe('the sign-up request both forms send (spec 1 §3)', () => {
  it('trims every field but the passwords; a captcha adds its id and trimmed digits', () => {
    const request = {
      username: 'demoplayer1',
      password: ' pass1234',
      confirmPassword: ' pass1234',
      name: 'Demo Player',
      phone: '01712345678',
      email: 'demo@example.com',
      referral_code: 'REF1',
      currency: 'BDT',
    };
    expect(signupRequestFrom(fields)).toEqual(request);
    expect(signupRequestFrom(fields, { id: 'c-1', code: ' 1234 ' })).toEqual({ ...request, captcha_id: 'c-1', captcha: '1234' });
  });
});

describe('the sign-up field checks (spec 1 §5)', () => {
  it('blank, letters and digits, username length 8 to 16 (trimmed)', () => {
    expect([isBlank('  '), isBlank(' a ')]).toEqual([true, false]);
    expect([isLettersAndDigits('abc123'), isLettersAndDigits('abc_123'), isLettersAndDigits('')]).toEqual([true, false, false]);
    expect([isUsernameLengthOk('abcdefg'), isUsernameLengthOk(' abcdefgh '), isUsernameLengthOk('a'.repeat(16)), isUsernameLengthOk('a'.repeat(17))]).toEqual([false, true, true, false]);
  });

  it('an e-mail address, a phone of 10 to 15 digits, a password of 8 or more, matching passwords', () => {
    expect([isEmailAddress(' a@b.co '), isEmailAddress('a@b'), isEmailAddress('a b@c.d')]).toEqual([true, false, false]);
    expect([isPhoneNumber('0171234567'), isPhoneNumber('017123456'), isPhoneNumber('1'.repeat(16)), isPhoneNumber('+8801712345678')]).toEqual([true, false, false, false]);
    expect([isPasswordLongEnough('1234567'), isPasswordLongEnough('12345678')]).toEqual([false, true]);
    expect([doPasswordsDiffer('a', 'a'), doPasswordsDiffer('a', 'b')]).toEqual([false, true]);
  });

  it('a full name of at most 100 characters, a captcha of exactly 4 digits', () => {
    expect([isNameTooLong('a'.repeat(100)), isNameTooLong(` ${'a'.repeat(100)} `), isNameTooLong('a'.repeat(101))]).toEqual([false, false, true]);
    expect([isFourDigitCode(' 1234 '), isFourDigitCode('123'), isFourDigitCode('12345'), isFourDigitCode('12a4')]).toEqual([true, false, false, false]);
  });
});
