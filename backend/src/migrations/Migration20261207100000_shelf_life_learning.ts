import { Migration } from '@mikro-orm/migrations';

/**
 * Shelf lives that learn (issue 35). A lot's life in a place starts when it is placed there:
 * `food_items.placed_at` is the add, then every move to another kind of place or change of state
 * (opened, thawed); older lots start at their add. What left the inventory now says which food,
 * where, in what state and since when (`food_item_events`), so a history can say how long a food
 * keeps here; older events lack it and are not learned from. `household_shelf_lives` holds the
 * household's answers to proposals (accepted or ignored), one per food, place and state; the
 * proposals themselves are computed from the history on every read.
 */
export class Migration20261207100000_shelf_life_learning extends Migration {

  override name = 'Migration20261207100000_shelf_life_learning';

  override up(): void | Promise<void> {
    this.addSql(`alter table "food_items" add column "placed_at" timestamptz not null default now();`);
    this.addSql(`update "food_items" set "placed_at" = "added_at";`);
    this.addSql(`alter table "food_item_events" add column "food_key" text null, add column "place" text null, add column "state" text null, add column "placed_at" timestamptz null;`);
    this.addSql(`create index "food_item_events_household_id_food_key_index" on "food_item_events" ("household_id", "food_key");`);
    this.addSql(`create table "household_shelf_lives" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "food_key" text not null, "place" text not null, "state" text null, "days" int not null, "status" text not null, "lots" int not null, "since" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"), constraint "household_shelf_lives_place_check" check ("place" in ('fridge', 'freezer', 'pantry')), constraint "household_shelf_lives_status_check" check ("status" in ('proposed', 'accepted', 'ignored')), constraint "household_shelf_lives_days_check" check ("days" >= 1));`);
    // one answer per food, place and state; a null state (as bought) is one state too
    this.addSql(`create unique index "household_shelf_lives_key_unique" on "household_shelf_lives" ("household_id", "food_key", "place", coalesce("state", ''));`);
    this.addSql(`create index "household_shelf_lives_user_id_index" on "household_shelf_lives" ("user_id");`);
    this.addSql(`alter table "household_shelf_lives" add constraint "household_shelf_lives_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "household_shelf_lives" add constraint "household_shelf_lives_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "household_shelf_lives" cascade;`);
    this.addSql(`drop index if exists "food_item_events_household_id_food_key_index";`);
    this.addSql(`alter table "food_item_events" drop column "food_key", drop column "place", drop column "state", drop column "placed_at";`);
    this.addSql(`alter table "food_items" drop column "placed_at";`);
  }

}
