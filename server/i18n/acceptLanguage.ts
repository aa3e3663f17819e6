/** The languages the server writes its own messages in. */
export type Language = 'en' | 'bn';

/** Longest header and most ranges read: anything beyond is ignored (a bounded amount of work per request). */
const MAX_HEADER_LENGTH = 4096;
const MAX_RANGES = 50;

/** RFC 4647 basic language range: `*` or 1–8 letters, then `-` and 1–8 letters/digits. */
const RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
/** RFC 9110 qvalue: 0–1 with at most 3 decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

type Weighted = { range: string; q: number; position: number };

/** The header's well-formed ranges with their weights; malformed ranges or q-values are skipped. */
function rangesOf(header: string): Weighted[] {
  const ranges: Weighted[] = [];
  const parts = header.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_RANGES);
  parts.forEach((part, position) => {
    const [rawRange = '', ...params] = part.split(';');
    const range = rawRange.trim().toLowerCase();
    if (!RANGE.test(range)) return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((piece) => piece.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(value)) return;
      q = Number(value);
    }
    ranges.push({ range, q, position });
  });
  return ranges;
}

/**
 * How much the header wants `language`: its matching ranges (`bn-BD` and `bn` both match `bn`), else
 * `*` when `wildcard` allows. Rank is the q-value, then the earlier position in the header.
 */
function rankOf(ranges: Weighted[], language: Language, wildcard: boolean): { q: number; position: number } {
  const own = ranges.filter((entry) => entry.range === language || entry.range.startsWith(`${language}-`));
  const chosen = own.length > 0 || !wildcard ? own : ranges.filter((entry) => entry.range === '*');
  if (chosen.length === 0) return { q: 0, position: Number.POSITIVE_INFINITY };
  // Several ranges for one language (`bn-BD;q=0.5, bn;q=0.9`): the best of them counts.
  return chosen.reduce((best, entry) => (entry.q > best.q || (entry.q === best.q && entry.position < best.position) ? entry : best));
}

/**
 * The language to answer in for an `Accept-Language` header: Bangla only when `bn` (any `bn-*`)
 * is named, acceptable (q > 0) and ranks above English — a higher q, or the same q and listed first.
 * Anything else (no header, garbage, `*` alone, English first, other languages only) is English.
 * Other languages are not supported and do not count: `fr, bn;q=0.5` is Bangla.
 */
export function preferredLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  const ranges = rangesOf(header);
  // Bangla must be asked for by name; `*` stands for English (the default) only.
  const bn = rankOf(ranges, 'bn', false);
  const en = rankOf(ranges, 'en', true);
  if (bn.q <= 0) return 'en';
  if (bn.q > en.q) return 'bn';
  return bn.q === en.q && bn.position < en.position ? 'bn' : 'en';
}
