import { Migration } from '@mikro-orm/migrations';

/**
 * Food identity (issue 16): every food item carries the key of its canonical food, so the lots of
 * one food in one place form one card. Existing rows get a key from their name (lower case, trimmed);
 * the next add or rename through inventory writes the canonical key.
 */
export class Migration20261126110000_food_identity extends Migration {

  override name = 'Migration20261126110000_food_identity';

  override up(): void | Promise<void> {
    this.addSql(`alter table "food_items" add "food_key" text null;`);
    this.addSql(`update "food_items" set "food_key" = lower(trim("name"));`);
    this.addSql(`create index "food_items_household_id_food_key_index" on "food_items" ("household_id", "food_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "food_items_household_id_food_key_index";`);
    this.addSql(`alter table "food_items" drop column "food_key";`);
  }

}
