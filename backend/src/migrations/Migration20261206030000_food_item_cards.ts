import { Migration } from '@mikro-orm/migrations';

/**
 * Names kept as typed (issue 29): a card is one name of one food in one place, keyed by the name's
 * words (`card_key`, filled for older rows at boot by libs/kitchen's rule, which SQL cannot run),
 * and a lot carries the state its words or path set (`state`: cooked, leftover, opened…).
 */
export class Migration20261206030000_food_item_cards extends Migration {

  override name = 'Migration20261206030000_food_item_cards';

  override up(): void | Promise<void> {
    this.addSql(`alter table "food_items" add column "card_key" text null, add column "state" text null;`);
    this.addSql(`alter table "food_items" add constraint "food_items_state_check" check ("state" in ('raw', 'cooked', 'leftover', 'homemade', 'opened', 'thawed', 'frozen', 'canned', 'dried'));`);
    this.addSql(`create index "food_items_household_id_storage_location_id_card_key_index" on "food_items" ("household_id", "storage_location_id", "card_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "food_items_household_id_storage_location_id_card_key_index";`);
    this.addSql(`alter table "food_items" drop column if exists "card_key", drop column if exists "state";`);
  }

}
