import { Migration } from '@mikro-orm/migrations';

/**
 * Prices per food (issues 16 and 21): a lot keeps what one of its units cost, every priced add or
 * edit is kept in a price history per food (so a lot without a price can be estimated from the
 * food's latest one), each use or discard records the value of what left, and each user chooses
 * the currency money is shown in.
 */
export class Migration20261126143853_food_prices extends Migration {

  override name = 'Migration20261126143853_food_prices';

  override up(): void | Promise<void> {
    this.addSql(`alter table "food_items" add "unit_price" double precision null;`);

    this.addSql(`alter table "food_item_events" add "value" double precision null, add "value_source" text null;`);
    this.addSql(`alter table "food_item_events" add constraint "food_item_events_value_source_check" check ("value_source" in ('lot', 'history'));`);

    this.addSql(`create table "food_prices" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "food_key" text not null, "unit_price" double precision not null, "unit" text not null, "paid" double precision null, "food_item_id" uuid null, "recorded_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "food_prices_household_id_food_key_recorded_at_index" on "food_prices" ("household_id", "food_key", "recorded_at");`);
    this.addSql(`create index "food_prices_household_id_recorded_at_index" on "food_prices" ("household_id", "recorded_at");`);
    this.addSql(`alter table "food_prices" add constraint "food_prices_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "food_prices" add constraint "food_prices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "users" add "currency" text not null default 'USD';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "currency";`);
    this.addSql(`drop table if exists "food_prices" cascade;`);
    this.addSql(`alter table "food_item_events" drop constraint if exists "food_item_events_value_source_check";`);
    this.addSql(`alter table "food_item_events" drop column "value", drop column "value_source";`);
    this.addSql(`alter table "food_items" drop column "unit_price";`);
  }

}
