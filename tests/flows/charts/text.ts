/**
 * Text metrics without a browser: a fixed width per character, on the generous side, so that
 * boxes sized here still hold their text in any sans-serif font the chart is shown with.
 */

export const FONT_FAMILY = 'system-ui, sans-serif';

export type TextStyle = { size: number; charWidth: number; lineHeight: number; bold?: boolean };

/** The state key, bold. */
export const TITLE: TextStyle = { size: 13, charWidth: 8.4, lineHeight: 18, bold: true };
/** Descriptions, calls and transitions that stay in the state. */
export const SMALL: TextStyle = { size: 11, charWidth: 6.1, lineHeight: 14 };
/** Edge labels. */
export const LABEL: TextStyle = { size: 11, charWidth: 6.1, lineHeight: 14 };

/** Descriptions wrap at this many characters (about 180 px of small text). */
export const WRAP_CHARS = 30;

export function textWidth(text: string, style: TextStyle): number {
  return [...text].length * style.charWidth;
}

/** Greedy word wrap; a word longer than the width gets a line of its own. */
export function wrap(text: string, maxChars: number = WRAP_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if ([...line].length + 1 + [...word].length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** `isUnauthorized` → `is unauthorized`, `hasStoredToken` → `has stored token`. */
export function plainWords(camelCase: string): string {
  return camelCase
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Coordinates rounded to one decimal, written without a trailing ".0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
