import { readFileSync } from 'node:fs';

/** The list shipped beside this file (source, version and licence in its header). */
export const COMMON_PASSWORDS_FILE = new URL('./common-passwords.txt', import.meta.url);

/** The entries of a list file: the header of `#` lines ends at the first empty line, then one entry a line. */
export function parseCommonPasswords(text: string): string[] {
  const lines = text.split('\n');
  const headerEnd = lines.indexOf('');
  return lines
    .slice(headerEnd + 1)
    .map((line) => line.replace(/\r$/, '').toLowerCase())
    .filter((line) => line !== '');
}

let loaded: ReadonlySet<string> | undefined;

/** The list as a set of lower-case entries, read once (about 49,000 entries, a few milliseconds). */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(parseCommonPasswords(readFileSync(COMMON_PASSWORDS_FILE, 'utf8')));
  return loaded;
}

/**
 * The one check every new password passes through (sign-up, change, reset): true for an entry of the
 * list, compared without case ('Password1' is 'password1'), and for one character repeated ('aaaaaaaa',
 * which the list does not have).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(lower)) return true;
  return commonPasswords().has(lower);
}
