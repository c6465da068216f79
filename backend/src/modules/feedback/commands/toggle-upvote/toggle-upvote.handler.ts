import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { UpvoteResult } from '@sous/contracts';
import { feedbackNotFound } from '../../domain/feedback.errors.js';
import { visibleTo } from '../../domain/feedback-visibility.js';
import { ToggleUpvoteCommand } from './toggle-upvote.command.js';

/**
 * Adds the caller's vote, or takes it back when there is one. The entry's row is locked first, so
 * racing clicks (of one user or many) apply one after another: the vote row's primary key makes a
 * vote count once, and the count moves by exactly ±1 with it.
 */
@CommandHandler(ToggleUpvoteCommand)
export class ToggleUpvoteHandler implements ICommandHandler<ToggleUpvoteCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor, id }: ToggleUpvoteCommand): Promise<UpvoteResult> {
    const visible = visibleTo(actor);
    return this.em.transactional(async (tx) => {
      const [entry] = await tx.execute<{ id: string }[]>(`select f.id from feedback f where f.id = ? and ${visible.sql} for update of f`, [id, ...visible.params]);
      if (!entry) throw feedbackNotFound();
      const removed = await tx.execute<{ user_id: string }[]>('delete from feedback_upvotes where feedback_id = ? and user_id = ? returning user_id', [
        id,
        actor.userId,
      ]);
      const upvoted = removed.length === 0;
      if (upvoted) {
        await tx.execute('insert into feedback_upvotes (feedback_id, user_id) values (?, ?)', [id, actor.userId]);
      }
      const [row] = await tx.execute<{ upvote_count: number }[]>(
        upvoted
          ? `update feedback set upvote_count = upvote_count + 1, upvotes = array_append(array_remove(coalesce(upvotes, '{}'), ?::text), ?::text) where id = ? returning upvote_count`
          : `update feedback set upvote_count = greatest(upvote_count - 1, 0), upvotes = array_remove(coalesce(upvotes, '{}'), ?::text) where id = ? returning upvote_count`,
        upvoted ? [actor.userId, actor.userId, id] : [actor.userId, id],
      );
      return { id, upvoted, upvoteCount: Number(row.upvote_count) };
    });
  }
}
