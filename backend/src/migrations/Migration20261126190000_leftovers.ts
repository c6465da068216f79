import { Migration } from '@mikro-orm/migrations';

/**
 * Leftovers (issue 21): a food item of kind `leftover` is a cooked dish kept by the servings,
 * linked to its recipe while the recipe exists. A meal plan may eat a leftover instead of cooking
 * its recipe; the link goes when the leftover does (eaten up, thrown out).
 */
export class Migration20261126190000_leftovers extends Migration {

  override name = 'Migration20261126190000_leftovers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "food_items" add column "kind" text not null default 'food', add column "recipe_id" uuid null;`);
    this.addSql(`alter table "food_items" add constraint "food_items_kind_check" check ("kind" in ('food', 'leftover'));`);
    this.addSql(`alter table "food_items" add constraint "food_items_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete set null;`);
    this.addSql(`create index "food_items_recipe_id_index" on "food_items" ("recipe_id");`);
    this.addSql(`alter table "meal_plans" add column "leftover_item_id" uuid null;`);
    this.addSql(`alter table "meal_plans" add constraint "meal_plans_leftover_item_id_foreign" foreign key ("leftover_item_id") references "food_items" ("id") on delete set null;`);
    this.addSql(`create index "meal_plans_leftover_item_id_index" on "meal_plans" ("leftover_item_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "meal_plans" drop column if exists "leftover_item_id";`);
    this.addSql(`alter table "food_items" drop column if exists "recipe_id", drop column if exists "kind";`);
  }

}
