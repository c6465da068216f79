import { hashPassword, verifyPasswordHash } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPasswordHash(hash, 'correct horse')).resolves.toBe(true);
    await expect(verifyPasswordHash(hash, 'correct horsE')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats visually identical Unicode forms as the same password', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    await expect(verifyPasswordHash(hash, 'cafe\u0301 au lait')).resolves.toBe(true);
  });

  it('refuses a malformed hash instead of throwing', async () => {
    await expect(verifyPasswordHash('plain-text', 'plain-text')).resolves.toBe(false);
  });
});
