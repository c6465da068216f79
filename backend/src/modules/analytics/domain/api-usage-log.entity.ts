import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/** Spec 001 §3 `api_usage_logs`: calls to external APIs; the user's rows go with the user. */
@Entity({ tableName: 'api_usage_logs' })
export class ApiUsageLog {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  /** null for calls made by the system (scheduled jobs). */
  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'cascade' })
  userId: string | null = null;

  @Property({ type: 'text' })
  apiName: string;

  @Property({ type: 'text' })
  endpoint: string;

  @Property({ type: 'json', nullable: true })
  queryParams: Record<string, unknown> | null = null;

  @Property({ type: 'integer', nullable: true })
  statusCode: number | null = null;

  @Property({ type: 'boolean' })
  success: boolean;

  /** Wall time of the call until its answer's headers (a streamed answer's body is not waited for). */
  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  timestamp: Opt<Date> = new Date();
}
