import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * One user's vote on one feedback entry. The composite key is what makes a vote count once however
 * many clicks race; `feedback.upvote_count` is moved by ±1 in the same transaction.
 */
@Entity({ tableName: 'feedback_upvotes' })
export class FeedbackUpvote {
  @ManyToOne(entityNamed('Feedback'), { fieldName: 'feedback_id', mapToPk: true, primary: true, deleteRule: 'cascade' })
  feedbackId: string;

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, primary: true, index: true, deleteRule: 'cascade' })
  userId: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
