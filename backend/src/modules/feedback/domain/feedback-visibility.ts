import { boardFeedbackTypes } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/**
 * Which feedback a caller sees (`f` is the feedback alias). Admins see everything. Members see the
 * instance's community board (bugs, ideas, general notes, unless flagged) plus everything they
 * wrote themselves; other people's ratings of their own chats, recipes and food stay private.
 */
export function visibleTo(actor: Actor): { sql: string; params: unknown[] } {
  if (actor.role === 'admin') return { sql: 'true', params: [] };
  return {
    sql: `(f.user_id = ? or (f.type in (${boardFeedbackTypes.map(() => '?').join(', ')}) and not f.is_flagged))`,
    params: [actor.userId, ...boardFeedbackTypes],
  };
}
