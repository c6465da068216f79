import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodResult } from '@sous/contracts';
import { type EmbeddedFoodRow, toEmbeddedFoodResult } from '../../embedded/embedded-food-search.js';
import { MatchEmbeddedFoodQuery } from './match-embedded-food.query.js';

/** Enough English singulars to compare with the database's keys ("tomatoes" → "tomato"). */
function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const keyWords = (name: string): string[] => (name.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(singular);

const columns = 'f.id, f.description, f.food_category, f.nutrients, f.household_weights';

/**
 * For each name in turn: first a food whose everyday name or head ("Chicken breast", "Egg") is the
 * name itself, else one headed by a word of the name whose description holds all the other words
 * ("Whole milk" → "Milk, whole, 3.25% milkfat"; "Oat milk" matches nothing rather than cow's milk).
 * Staples and raw forms first (the loader's rank boost). Indexed lookups: every add of inventory
 * asks, so this stays fast.
 */
@QueryHandler(MatchEmbeddedFoodQuery)
export class MatchEmbeddedFoodHandler implements IQueryHandler<MatchEmbeddedFoodQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ names }: MatchEmbeddedFoodQuery): Promise<FoodResult | null> {
    for (const name of names) {
      const found = await this.match(name);
      if (found) return found;
    }
    return null;
  }

  private async match(name: string): Promise<FoodResult | null> {
    const words = keyWords(name);
    if (words.length === 0) return null;
    const key = words.join(' ');
    const exact = await this.em.execute<EmbeddedFoodRow[]>(
      `select ${columns} from embedded_foods f where f.alias_key = ? or f.head_key = ?
        order by (f.alias_key = ?) desc, f.rank_boost desc, f.id limit 1`,
      [key, key, key],
    );
    if (exact[0]) return toEmbeddedFoodResult(exact[0]);
    if (words.length < 2) return null;
    const contains = words.map(() => 'lower(f.description) like ?').join(' and ');
    const loose = await this.em.execute<EmbeddedFoodRow[]>(
      `select ${columns} from embedded_foods f
        where f.head_key in (${words.map(() => '?').join(', ')}) and ${contains}
        order by f.rank_boost desc, f.id limit 1`,
      [...words, ...words.map((word) => `%${word}%`)],
    );
    return loose[0] ? toEmbeddedFoodResult(loose[0]) : null;
  }
}
