import { createPasswordHasher, defaultPasswordHasher, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash', async () => {
    const stored = await hashPassword('demo12345');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo12345');
    expect(await verifyPassword('demo12345', stored)).toBe(true);
    expect(await verifyPassword('demo12346', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password1')).not.toBe(await hashPassword('same-password1'));
  });

  it('never verifies malformed or tampered hashes', async () => {
    const stored = await hashPassword('demo12345');
    expect(await verifyPassword('demo12345', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo12345', stored.replace('scrypt$131072', 'scrypt$1000'))).toBe(false);
    expect(await verifyPassword('demo12345', stored.replace('scrypt$131072', 'scrypt$1048576'))).toBe(false);
    expect(await verifyPassword('demo12345', `${stored.slice(0, -4)}AAA=`)).toBe(false);
  });

  it('still verifies hashes made with the older N=2^15 and asks to rehash them', async () => {
    const old = await createPasswordHasher({ N: 2 ** 15, r: 8, p: 1 }).hash('demo12345');
    expect(old.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('demo12345', old)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(old)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(await hashPassword('demo12345'))).toBe(false);
  });
});
