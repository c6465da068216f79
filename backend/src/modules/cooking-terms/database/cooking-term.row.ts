import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CookingTerm, CookingTermCategory } from '@sous/contracts';

interface CookingTermRow {
  id: string;
  term: string;
  category: string;
  short_definition: string;
  long_definition: string | null;
  difficulty: string | null;
  time_estimate: string | null;
  tools: string[] | null;
  tips: string[] | null;
  related_terms: string[] | null;
  search_terms: string[] | null;
  image_url: string | null;
  video_url: string | null;
}

const columns =
  'id, term, category, short_definition, long_definition, difficulty, time_estimate, tools, tips, related_terms, search_terms, image_url, video_url';

const toCookingTerm = (row: CookingTermRow): CookingTerm => ({
  id: row.id,
  term: row.term,
  category: row.category,
  shortDefinition: row.short_definition,
  longDefinition: row.long_definition,
  difficulty: row.difficulty,
  timeEstimate: row.time_estimate,
  tools: row.tools ?? [],
  tips: row.tips ?? [],
  relatedTerms: row.related_terms ?? [],
  searchTerms: row.search_terms ?? [],
  imageUrl: row.image_url,
  videoUrl: row.video_url,
});

export interface CookingTermFilter {
  /** Part of the term, its short definition or one of its search terms, any case. */
  search?: string;
  category?: CookingTermCategory;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCookingTerms(em: SqlEntityManager, filter: CookingTermFilter = {}): Promise<CookingTerm[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.category) {
    where.push('category = ?');
    params.push(filter.category);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push('(term ilike ? or short_definition ilike ? or exists (select 1 from unnest(search_terms) s where s ilike ?))');
    params.push(pattern, pattern, pattern);
  }
  const rows = await em.execute<CookingTermRow[]>(
    `select ${columns} from cooking_terms${where.length ? ` where ${where.join(' and ')}` : ''}`,
    params,
  );
  // alphabetical as a reader expects: 'béchamel' between 'batonnet' and 'bench scraper'
  return rows.map(toCookingTerm).sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}

export async function findCookingTerm(em: SqlEntityManager, id: string): Promise<CookingTerm | null> {
  const [row] = await em.execute<CookingTermRow[]>(`select ${columns} from cooking_terms where id = ?`, [id]);
  return row ? toCookingTerm(row) : null;
}

/** Lowercase without accents: 'Sauté' and 'saute' are one term. */
export const termKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The term, other than `exceptId`, whose name folds to the same key as `term`. */
export async function findSameTerm(em: SqlEntityManager, term: string, exceptId?: string): Promise<{ id: string; term: string } | null> {
  const rows = await em.execute<{ id: string; term: string }[]>('select id, term from cooking_terms');
  const key = termKey(term);
  return rows.find((row) => row.id !== exceptId && termKey(row.term) === key) ?? null;
}
