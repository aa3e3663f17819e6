import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard: N=2^17, r=8 needs 128 MiB per hash (~0.3 s on one core), which makes
// GPU guessing expensive. The parameters are stored in each hash, so older hashes (N=2^15) still
// verify; `needsRehash` tells the login to upgrade them.
export type ScryptParams = { N: number; r: number; p: number };

export const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Enough for N=2^17, r=8 (128 MiB) with headroom; hashes asking for more never verify. */
export const MAX_MEMORY = 160 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** Hashing and verifying as one object, so callers (and tests) can swap the cost. */
export type PasswordHasher = {
  hash(plain: string): Promise<string>;
  verify(plain: string, stored: string): Promise<boolean>;
  /** True when `stored` was made with other parameters than this hasher's. */
  needsRehash(stored: string): boolean;
};

function deriveKey(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function createPasswordHasher(params: ScryptParams = DEFAULT_PARAMS): PasswordHasher {
  const { N, r, p } = params;
  return {
    /** Returns `scrypt$N$r$p$saltB64$hashB64`. */
    async hash(plain) {
      const salt = randomBytes(SALT_BYTES);
      const key = await deriveKey(plain, salt, KEY_BYTES, { N, r, p, maxmem: MAX_MEMORY });
      return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(plain, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [n, rr, pp] = parts.slice(1, 4).map(Number);
      const salt = Buffer.from(parts[4] ?? '', 'base64');
      const expected = Buffer.from(parts[5] ?? '', 'base64');
      if (!n || !rr || !pp || salt.length === 0 || expected.length === 0) return false;
      // Refuse parameters that would exceed our memory budget instead of throwing later.
      if (128 * n * rr * pp > MAX_MEMORY) return false;
      try {
        const actual = await deriveKey(plain, salt, expected.length, { N: n, r: rr, p: pp, maxmem: MAX_MEMORY });
        return timingSafeEqual(actual, expected);
      } catch {
        return false; // e.g. N not a power of two: a corrupt hash never verifies
      }
    },
    needsRehash(stored) {
      return !stored.startsWith(`scrypt$${N}$${r}$${p}$`);
    },
  };
}

/** The production hasher (N=2^17, r=8, p=1). */
export const defaultPasswordHasher: PasswordHasher = createPasswordHasher();

export const hashPassword = (plain: string): Promise<string> => defaultPasswordHasher.hash(plain);
export const verifyPassword = (plain: string, stored: string): Promise<boolean> => defaultPasswordHasher.verify(plain, stored);
