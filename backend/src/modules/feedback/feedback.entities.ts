import type { EntityClass } from '@mikro-orm/core';
import { Feedback } from './domain/feedback.entity.js';
import { FeedbackUpvote } from './domain/feedback-upvote.entity.js';

/**
 * The entities (tables) module feedback owns. The app assembles every module's list (app.entities.ts);
 * a new entity is listed here and gets its table through a new migration.
 */
export const feedbackEntities: readonly EntityClass<object>[] = [Feedback, FeedbackUpvote];
