import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CookingTerm } from '@sous/contracts';

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

export async function listCookingTerms(em: SqlEntityManager): Promise<CookingTerm[]> {
  const rows = await em.execute<CookingTermRow[]>(
    `select id, term, category, short_definition, long_definition, difficulty, time_estimate, tools, tips, related_terms, search_terms, image_url, video_url
       from cooking_terms`,
  );
  // alphabetical as a reader expects: 'béchamel' between 'batonnet' and 'bench scraper'
  return rows.map(toCookingTerm).sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}

/** Lowercase without accents: 'Sauté' and 'saute' are one term. */
export const termKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
