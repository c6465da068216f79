import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The words of the embedded foods' descriptions, with how many foods use each: search corrects a
 * misspelt query word to the most similar of them ("chiken" → "chicken") by trigram similarity.
 */
@Entity({ tableName: 'embedded_food_terms' })
@Index({
  name: 'embedded_food_terms_term_trgm_index',
  expression: 'create index "embedded_food_terms_term_trgm_index" on "embedded_food_terms" using gin ("term" gin_trgm_ops)',
})
export class EmbeddedFoodTerm {
  @PrimaryKey({ type: 'text' })
  term: string;

  @Property({ type: 'integer' })
  foods: number;
}
