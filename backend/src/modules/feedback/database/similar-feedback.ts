import type { SqlEntityManager } from '@mikro-orm/sql';
import { boardFeedbackTypes } from '@sous/contracts';

/** Trigram similarity (pg_trgm, 0..1) from which two notes count as the same request. */
export const similarityThreshold = 0.45;
/** Shorter notes ("Love it") match too much to mean anything. */
export const minSimilarLength = 12;

/**
 * The earliest-best board entry of the same type whose text looks like `content`, or null. Only
 * board types are linked: ratings of one's own recipes and chats are not requests to merge.
 */
export async function findSimilarFeedback(em: SqlEntityManager, type: string, content: string | null): Promise<string | null> {
  if (!content || content.length < minSimilarLength || !(boardFeedbackTypes as readonly string[]).includes(type)) return null;
  const [match] = await em.execute<{ id: string }[]>(
    `select f.id from feedback f
      where f.type = ? and f.content is not null and not f.is_flagged and similarity(lower(f.content), lower(?)) >= ?
      order by similarity(lower(f.content), lower(?)) desc, f.created_at asc
      limit 1`,
    [type, content, similarityThreshold, content],
  );
  return match?.id ?? null;
}
