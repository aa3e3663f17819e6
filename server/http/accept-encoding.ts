export type Encoding = 'br' | 'gzip';

/** Encodings the client accepts (q > 0), best first by our preference: brotli, then gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = quality.get('*');
  const accepts = (name: Encoding) => (quality.get(name) ?? wildcard ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}
