import { Injectable } from '@nestjs/common';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppConfig } from '#config/app-config.js';
import { RateLimitedError, tryAgainIn as tryIn } from '#platform/rate-limit/rate-limited.error.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { UploadQuotaExceededError } from '../domain/uploads.errors.js';

const hourMs = 60 * 60_000;

/**
 * Upload volume per user and per household (DESIGN §7): upload URLs per hour
 * (RATE_LIMIT_UPLOADS, RATE_LIMIT_HOUSEHOLD_UPLOADS), bytes per hour (UPLOAD_MB_PER_HOUR, for the
 * user and for the household each), and the bytes a household keeps stored (UPLOAD_QUOTA_MB, 413).
 * Counted by the cluster-wide RateLimiter, so replicas share the budgets.
 */
@Injectable()
export class UploadLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Before an upload URL is issued: 429 past either URL budget, 413 when the quota is full. */
  async assertMayReserve(em: SqlEntityManager, userId: string, householdId: string): Promise<void> {
    const { uploads, householdUploads } = this.config.rateLimits;
    const userWait = await this.limiter.consume('uploads', `user:${userId}`, uploads);
    if (userWait > 0) throw new RateLimitedError(`Too many uploads. ${tryIn(userWait)}`, userWait);
    const householdWait = await this.limiter.consume('uploads', `household:${householdId}`, householdUploads);
    if (householdWait > 0) throw new RateLimitedError(`Too many uploads in this household. ${tryIn(householdWait)}`, householdWait);
    if ((await storedBytes(em, householdId)) >= this.config.uploadQuota.householdBytes) throw new UploadQuotaExceededError();
  }

  /**
   * Before bytes are stored: 413 past the household quota, 429 past either hourly volume. Answers
   * how to give the counted bytes back when the upload then fails (a used or unknown URL).
   */
  async assertMayStore(em: SqlEntityManager, objectId: string, size: number): Promise<() => Promise<void>> {
    const [row] = await em.execute<{ household_id: string; uploader_id: string | null }[]>(
      'select household_id, uploader_id from uploaded_objects where id = ?',
      [objectId],
    );
    // no row: the claim that follows answers (403/409) as it always did
    if (!row) return () => Promise.resolve();
    const { bytesPerHour, householdBytes } = this.config.uploadQuota;
    if ((await storedBytes(em, row.household_id)) + size > householdBytes) throw new UploadQuotaExceededError();
    const keys = [`household:${row.household_id}`, ...(row.uploader_id ? [`user:${row.uploader_id}`] : [])];
    const counted: string[] = [];
    for (const key of keys) {
      const wait = await this.limiter.consumeAmount('upload-bytes', key, size, bytesPerHour, hourMs);
      if (wait > 0) {
        // what was counted for the other key is given back: nothing is stored
        for (const done of counted) await this.limiter.consumeAmount('upload-bytes', done, -size, bytesPerHour, hourMs);
        throw new RateLimitedError(`Too much uploaded this hour. ${tryIn(wait)}`, wait);
      }
      counted.push(key);
    }
    return async () => {
      for (const key of counted) await this.limiter.consumeAmount('upload-bytes', key, -size, bytesPerHour, hourMs);
    };
  }
}

async function storedBytes(em: SqlEntityManager, householdId: string): Promise<number> {
  const [{ total }] = await em.execute<{ total: string | number | null }[]>(
    'select coalesce(sum(size), 0) as total from uploaded_objects where household_id = ? and uploaded_at is not null',
    [householdId],
  );
  return Number(total ?? 0);
}
