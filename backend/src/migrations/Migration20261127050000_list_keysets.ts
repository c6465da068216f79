import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset pages of the long lists (issue 18): each page reads the household's rows after a cursor
 * in the list's order, which this index walks directly instead of sorting the whole household.
 */
export class Migration20261127050000_list_keysets extends Migration {

  override name = 'Migration20261127050000_list_keysets';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "recipes_household_created_index" on "recipes" ("household_id", "created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "recipes_household_created_index";`);
  }

}
