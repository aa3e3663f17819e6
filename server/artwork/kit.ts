import { createHash } from 'node:crypto';

/** The generic stack every SVG uses: an `<img>` SVG cannot load the site's web fonts, so its text is Latin only. */
export const SANS = 'Arial,Helvetica,sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);
}

/** A stable 32-bit number from text (first 4 bytes of its SHA-256). */
export function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** A rough width of Latin text in a bold sans-serif (average advance ≈ 0.6 em; capitals wider). */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += /[A-Z0-9%]/.test(char) ? 0.68 : /[il.,:;'’ !|]/.test(char) ? 0.3 : /[mwMW]/.test(char) ? 0.9 : 0.58;
  return ems * fontSize;
}

type TextOptions = {
  x: number;
  y: number;
  size: number;
  /** The widest the text may be: longer text is squeezed to fit (textLength), so it never runs out of its box. */
  maxWidth: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
};

/** One line of text that is guaranteed to stay inside `maxWidth`. */
export function fittedText(text: string, options: TextOptions): string {
  const { x, y, size, maxWidth, fill, weight = 700, anchor = 'start', opacity, spacing } = options;
  const fit = textWidth(text, size) + (spacing ?? 0) * text.length > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const extra = `${opacity === undefined ? '' : ` opacity="${opacity}"`}${spacing === undefined ? '' : ` letter-spacing="${spacing}"`}`;
  return `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${fit}${extra}>${escapeXml(text)}</text>`;
}

/** Splits text into at most `maxLines` lines of about `width` characters; the last line keeps the rest (squeezed when drawn). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The opening tag of an image of fixed size with its accessible name. */
export function svgOpen(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}
