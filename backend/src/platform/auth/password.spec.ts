import { parseEnv } from '#config/load-config.js';
import { AuthPlatformModule } from './auth-platform.module.js';
import { defaultPasswordHashLogN, hashPassword, usePasswordHashLogN, verifyPasswordHash } from './password.js';

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

  describe('cost', () => {
    afterEach(() => usePasswordHashLogN(defaultPasswordHashLogN));

    it('hashes at the production cost (N=2^15) when nothing configures it, as a deployment boots', async () => {
      usePasswordHashLogN(10);
      new AuthPlatformModule(parseEnv({}) as ConstructorParameters<typeof AuthPlatformModule>[0]);
      expect(await hashPassword('correct horse')).toMatch(/^scrypt\$32768\$8\$1\$/);
    });

    it('hashes at a lower configured cost (tests) and verifies hashes of any cost', async () => {
      const strong = await hashPassword('correct horse');
      new AuthPlatformModule(parseEnv({ PASSWORD_HASH_LOG_N: '10' }) as ConstructorParameters<typeof AuthPlatformModule>[0]);
      const cheap = await hashPassword('correct horse');
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      await expect(verifyPasswordHash(cheap, 'correct horse')).resolves.toBe(true);
      await expect(verifyPasswordHash(cheap, 'correct horsE')).resolves.toBe(false);
      await expect(verifyPasswordHash(strong, 'correct horse')).resolves.toBe(true);
    });
  });

  it('refuses a malformed hash instead of throwing', async () => {
    await expect(verifyPasswordHash('plain-text', 'plain-text')).resolves.toBe(false);
  });
});
