import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE, commonPasswords, isCommonPassword, parseCommonPasswords } from './common-passwords.ts';

describe('the common-password list', () => {
  it('ships at least 10,000 entries with its source, version and licence in the header', () => {
    const text = readFileSync(COMMON_PASSWORDS_FILE, 'utf8');
    expect(text).toMatch(/^# Common passwords: .*@zxcvbn-ts\/language-common 4\.1\.3/);
    expect(text).toMatch(/Licence: MIT/);
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    // The header is no entry; the first entries are the most common ones.
    expect(parseCommonPasswords(text).slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect([...commonPasswords()].some((entry) => entry.startsWith('# '))).toBe(false);
  });

  it('finds entries without regard to case, and one character repeated', () => {
    for (const password of ['12345678', 'password', 'PASSWORD', 'Password1', 'pAsSwOrD1', 'qwerty123', 'aaaaaaaa', 'ZZZZZZZZZZ', '11111111']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    }
    for (const password of ['demo12345', 'pass12345', 'taka2play9', 'newpass123', 'aaaaaaab']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });

  it('reads the file once', () => {
    expect(commonPasswords()).toBe(commonPasswords());
  });
});
