/** Bangla digits ০-৯ (U+09E6 to U+09EF). */
const BANGLA_DIGIT = /[\u09E6-\u09EF]/g;

/**
 * Bangla digits typed in a phone number or a code, as ASCII digits (issue 22 §4): "০১৭১২৩৪৫৬৭৮"
 * becomes "01712345678"; everything else is kept as typed, so the usual checks still apply.
 * The machines apply it to the values of their input events.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
