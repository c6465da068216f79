import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { webVitalNames, webVitalRatings } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

export type WebVitalName = (typeof webVitalNames)[number];
export type WebVitalRating = (typeof webVitalRatings)[number];

/** Spec 001 §3 `web_vitals`: kept when the user's account goes, with the user cleared. */
@Entity({ tableName: 'web_vitals' })
export class WebVital {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

  @Enum({ items: () => webVitalNames })
  name: WebVitalName;

  @Property({ type: 'double' })
  value: number;

  @Enum({ items: () => webVitalRatings })
  rating: WebVitalRating;

  @Property({ type: 'double' })
  delta: number;

  /** The metric's id from the web-vitals library (the beacon's `id`). */
  @Property({ type: 'text' })
  metricId: string;

  @Property({ type: 'text', nullable: true })
  navigationType: string | null = null;

  @Property({ type: 'text', nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Opt<Date> = new Date();
}
