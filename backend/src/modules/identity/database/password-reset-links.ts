import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { passwordResetPath } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import type { PasswordResetVia } from '../domain/password-reset-token.entity.js';

/**
 * Like an API token, a link's secret is 256 random bits: one SHA-256 makes the stored value useless
 * to whoever reads the table, and lets the link find its row by an indexed equality lookup.
 */
export const hashResetToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface IssuedLink {
  url: string;
  expiresAt: string;
}

/** Makes password reset links (issue 32); the reset itself is ResetPasswordHandler's. */
@Injectable()
export class PasswordResetLinks {
  constructor(private readonly config: AppConfig) {}

  /**
   * A new link for `userId`, valid `minutes` by the database clock (the one it is checked
   * against). Older unused links of the user stop working: only the newest one counts.
   */
  async issue(em: SqlEntityManager, userId: string, via: PasswordResetVia, issuedBy: string | null, minutes: number): Promise<IssuedLink> {
    const token = randomBytes(32).toString('base64url');
    return em.transactional(async (tx) => {
      await tx.execute('update password_reset_tokens set used_at = now() where user_id = ? and used_at is null', [userId]);
      const [row] = await tx.execute<{ expires_at: Date | string }[]>(
        `insert into password_reset_tokens (id, user_id, token_hash, via, issued_by, expires_at)
           values (?, ?, ?, ?, ?, now() + ? * interval '1 minute')
           returning expires_at`,
        [randomUUID(), userId, hashResetToken(token), via, issuedBy, minutes],
      );
      // in the fragment: the browser never sends it to a server, so no log, proxy or Referer sees it
      return { url: `${this.config.appUrl}${passwordResetPath}#token=${token}`, expiresAt: new Date(row.expires_at).toISOString() };
    });
  }
}
