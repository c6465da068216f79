import { Injectable } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type FoodResult, type HouseholdWeight, type NutrientAmounts, srLegacyDataType } from '@sous/contracts';
import {
  type CorrectedWord,
  looseTsQuery,
  queryKey,
  queryWords,
  strictTsQuery,
} from './search-terms.js';

export interface EmbeddedFoodRow {
  id: string;
  description: string;
  food_category: string;
  nutrients: NutrientAmounts | string;
  household_weights: HouseholdWeight[] | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const toEmbeddedFoodResult = (row: EmbeddedFoodRow): FoodResult => ({
  fdcId: row.id,
  description: row.description,
  brandOwner: null,
  foodCategory: row.food_category,
  gtinUpc: null,
  dataType: srLegacyDataType,
  source: 'embedded',
  nutrients: parsed(row.nutrients),
  householdWeights: parsed(row.household_weights),
});

export interface EmbeddedSearchPage {
  foods: FoodResult[];
  total: number;
}

/** Word similarity a description needs in the typo fallback (pg_trgm, 0..1). */
const fuzzyThreshold = 0.5;

const correctWords = `
  select w.word, c.term, coalesce(c.term = w.word, false) as exact
    from jsonb_array_elements_text(?::jsonb) with ordinality as w(word, position)
    left join lateral (
      select t.term from embedded_food_terms t
       where t.term = w.word or (length(w.word) >= 3 and t.term % w.word)
       order by t.term = w.word desc, similarity(t.term, w.word) desc, t.foods desc
       limit 1
    ) c on true
   order by w.position`;

/**
 * Relevance: the food's name (before the first comma, or a staple's everyday name) equal to the
 * query dominates; then a name equal to the first query word ("chicken" for "chicken breast", all
 * words matching), a name the query starts ("chick" → chicken), a name equal to another query word;
 * then half of name similarity and of full-text rank (name weighted A, the rest C), and the food's
 * static boost (staples, raw/fresh, sources rarely meant; sr-ranking.ts).
 */
const score = `(
    case
      when f.head_key = :key or f.alias_key = :key then 2.5
      when f.head_key = :first then 2.2
      when f.head_key like :prefix then 1.5
      when f.head_key = any(array(select jsonb_array_elements_text(:keys::jsonb))) then 1
      else 0
    end
  + 0.5 * greatest(similarity(f.head_key, :key), coalesce(similarity(f.alias_key, :key), 0))
  + 0.5 * ts_rank(f.search_vector, q.tsq)
  + f.rank_boost)`;

const columns = 'f.id, f.description, f.food_category, f.nutrients, f.household_weights';

/**
 * Full-text + trigram search of the embedded SR Legacy foods (DESIGN §6). Misspelt words are
 * first corrected to the closest word of the database ("chiken" → "chicken"); all words must
 * match; when together they match nothing, any word or a fuzzy match of the whole query does.
 */
@Injectable()
export class EmbeddedFoodSearch {
  constructor(private readonly em: SqlEntityManager) {}

  async search(query: string, limit: number, offset: number): Promise<EmbeddedSearchPage> {
    const words = queryWords(query);
    if (!words.length || limit <= 0) return { foods: [], total: 0 };
    const corrected = await this.correct(words);
    const { key, keys } = queryKey(corrected);
    const strict = strictTsQuery(corrected);
    if (strict) {
      const page = await this.run(strict, null, { key, keys, limit, offset });
      if (page.total > 0) return page;
    }
    return this.run(looseTsQuery(corrected) ?? '', query, { key, keys, limit, offset });
  }

  async findById(id: string): Promise<FoodResult | null> {
    const rows = await this.em.execute<EmbeddedFoodRow[]>(`select ${columns} from embedded_foods f where f.id = ?`, [id]);
    return rows[0] ? toEmbeddedFoodResult(rows[0]) : null;
  }

  private async correct(words: string[]): Promise<CorrectedWord[]> {
    const rows = await this.em.execute<{ word: string; term: string | null; exact: boolean }[]>(correctWords, [
      JSON.stringify(words),
    ]);
    return rows.map((row) => ({ word: row.word, term: row.term, exact: row.exact }));
  }

  /** One page: `tsQuery` full text; with `fuzzy`, also descriptions similar to that text. */
  private async run(
    tsQuery: string,
    fuzzy: string | null,
    p: { key: string; keys: string[]; limit: number; offset: number },
  ): Promise<EmbeddedSearchPage> {
    const where = fuzzy
      ? `(f.search_vector @@ q.tsq or word_similarity(:fuzzy, f.description) >= ${fuzzyThreshold})`
      : 'f.search_vector @@ q.tsq';
    const sql = `
      with q as (select to_tsquery('english', :tsQuery) as tsq)
      select ${columns}, count(*) over () as total
        from embedded_foods f, q
       where ${where}
       order by ${score} desc, length(f.description), f.id
       limit :limit offset :offset`;
    const rows = await this.em.execute<(EmbeddedFoodRow & { total: string | number })[]>(sql, {
      tsQuery,
      fuzzy: fuzzy ?? '',
      key: p.key,
      first: p.keys[0] ?? '',
      // keys hold [a-z0-9 ] only: no LIKE wildcards to escape
      prefix: `${p.key}%`,
      keys: JSON.stringify(p.keys),
      limit: p.limit,
      offset: p.offset,
    });
    return { foods: rows.map(toEmbeddedFoodResult), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
