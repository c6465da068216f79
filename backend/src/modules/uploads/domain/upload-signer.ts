import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a signed upload URL is refused. */
export type UploadUrlProblem = 'invalid' | 'expired';

/**
 * Signs upload URLs with a key derived from the session secret (so no new setting is needed and
 * the key never doubles as the cookie key): HMAC-SHA256 over `upload:{id}:{expires}`, hex.
 */
export class UploadSigner {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('sous/upload-urls/v1').digest();
  }

  sign(id: string, expiresAtSeconds: number): string {
    return createHmac('sha256', this.key).update(`upload:${id}:${expiresAtSeconds}`).digest('hex');
  }

  /** null when the signature matches and `now` is before the expiry. */
  check(id: string, expires: string | undefined, signature: string | undefined, now: Date): UploadUrlProblem | null {
    if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
    const expected = Buffer.from(this.sign(id, Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
    return now.getTime() >= Number(expires) * 1000 ? 'expired' : null;
  }
}
