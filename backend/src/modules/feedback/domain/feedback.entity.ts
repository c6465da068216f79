import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TextArrayType } from '#platform/database/text-array.type.js';
import { feedbackPriorities, feedbackSentiments, feedbackStatuses, feedbackTypes } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

export type FeedbackType = (typeof feedbackTypes)[number];
export type FeedbackSentiment = (typeof feedbackSentiments)[number];
export type FeedbackPriority = (typeof feedbackPriorities)[number];
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** Spec 001 §3 `feedback`: deleted with the user; bug, feature and general entries form the instance's board. */
@Entity({ tableName: 'feedback' })
@Check({ name: 'feedback_rating_check', expression: 'rating >= 1 and rating <= 5' })
export class Feedback {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  userId: string;

  @Enum({ items: () => feedbackTypes })
  type: FeedbackType;

  @Enum({ items: () => feedbackSentiments, nullable: true })
  sentiment: FeedbackSentiment | null = null;

  @Property({ type: 'integer', nullable: true })
  rating: number | null = null;

  @Property({ type: 'text', nullable: true })
  content: string | null = null;

  @Property({ type: 'json', nullable: true })
  metadata: unknown = null;

  /** Id of what the feedback is about (a message, recipe or food item). */
  @Property({ type: 'text', nullable: true })
  contextId: string | null = null;

  @Property({ type: 'text', nullable: true })
  contextType: string | null = null;

  @Property({ type: 'text', nullable: true })
  category: string | null = null;

  @Enum({ items: () => feedbackPriorities, nullable: true })
  priority: FeedbackPriority | null = null;

  @Enum({ items: () => feedbackStatuses, default: 'open' })
  status: Opt<FeedbackStatus> = 'open';

  @Property({ type: 'text', nullable: true })
  estimatedTurnaround: string | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  tags: string[] | null = null;

  /** Ids of the users who upvoted, mirrored from `feedback_upvotes` (the source of truth). */
  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  upvotes: string[] | null = null;

  @Property({ type: 'integer', default: 0 })
  upvoteCount: Opt<number> = 0;

  /** Replies from admins, oldest first. */
  @Property({ type: 'json', nullable: true })
  responses: unknown[] | null = null;

  @Property({ type: 'boolean', default: false })
  isFlagged: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  flagReason: string | null = null;

  /** Id of a feedback entry this one duplicates. */
  @Property({ type: 'text', nullable: true })
  similarTo: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;
}
