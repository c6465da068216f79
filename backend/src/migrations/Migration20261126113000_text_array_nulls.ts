import { Migration } from '@mikro-orm/migrations';

/**
 * Before text[] elements were quoted (platform/database/text-array.type.ts), a list entry typed as
 * "null" (any casing) was stored as a NULL element, and every read of that row failed. The casing
 * is lost, so the entry comes back as the word a person typed: 'null'.
 */
const columns: readonly [table: string, column: string][] = [
  ['recipes', 'ingredients'],
  ['recipes', 'instructions'],
  ['recipes', 'used_ingredients'],
  ['recipes', 'missing_ingredients'],
  ['recipes', 'diet_tags'],
  ['users', 'dietary_restrictions'],
  ['users', 'allergens'],
  ['users', 'favorite_categories'],
  ['users', 'storage_areas_enabled'],
  ['users', 'foods_to_avoid'],
  ['feedback', 'tags'],
  ['cooking_terms', 'tools'],
  ['cooking_terms', 'tips'],
  ['cooking_terms', 'related_terms'],
  ['cooking_terms', 'search_terms'],
  ['appliances', 'custom_capabilities'],
];

export class Migration20261126113000_text_array_nulls extends Migration {

  override name = 'Migration20261126113000_text_array_nulls';

  override up(): void | Promise<void> {
    for (const [table, column] of columns) {
      this.addSql(`update "${table}" set "${column}" = array_replace("${column}", null, 'null') where array_position("${column}", null) is not null;`);
    }
  }

  override down(): void | Promise<void> {
    // the repaired entries are ordinary text now: nothing to undo
  }

}
