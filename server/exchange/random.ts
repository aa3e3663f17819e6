/**
 * Deterministic randomness for the simulated sports feed: every figure is a pure function of the
 * seed and what it describes (an event, a runner, a moment), so a seed replays exactly and any
 * moment can be computed without the history before it.
 */

/** 32-bit FNV-1a over the parts, mixed with murmur3's finaliser. */
export function hash32(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) decided by the parts. */
export function unit(...parts: readonly (string | number)[]): number {
  return hash32(...parts) / 0x1_0000_0000;
}

/** A whole number in [min, max] decided by the parts. */
export function between(min: number, max: number, ...parts: readonly (string | number)[]): number {
  return min + Math.floor(unit(...parts) * (max - min + 1));
}

/** One item of a list, decided by the parts. */
export function pick<T>(items: readonly T[], ...parts: readonly (string | number)[]): T {
  const item = items[Math.floor(unit(...parts) * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

/**
 * Smooth noise in [-1, 1] over time: a sum of three slow waves whose phases and speeds come from
 * the parts. Prices built on it drift rather than jump, and no history is needed.
 */
export function drift(seconds: number, ...parts: readonly (string | number)[]): number {
  let total = 0;
  for (let wave = 0; wave < 3; wave += 1) {
    const period = 40 + unit(...parts, 'period', wave) * 260;
    const phase = unit(...parts, 'phase', wave) * 2 * Math.PI;
    total += Math.sin((2 * Math.PI * seconds) / period + phase);
  }
  return total / 3;
}
