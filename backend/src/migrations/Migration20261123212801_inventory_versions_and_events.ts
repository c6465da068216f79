import { Migration } from '@mikro-orm/migrations';

export class Migration20261123212801_inventory_versions_and_events extends Migration {

  override name = 'Migration20261123212801_inventory_versions_and_events';

  override up(): void | Promise<void> {
    this.addSql(`create table "food_item_events" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "food_item_id" uuid not null, "food_name" text not null, "food_category" text null, "kind" text not null, "quantity" text not null, "unit" text not null, "reason" text null, "occurred_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "food_item_events_household_id_occurred_at_index" on "food_item_events" ("household_id", "occurred_at");`);

    this.addSql(`alter table "food_items" add "version" int not null default 1;`);

    this.addSql(`alter table "food_item_events" add constraint "food_item_events_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "food_item_events" add constraint "food_item_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "food_item_events" add constraint "food_item_events_kind_check" check ("kind" in ('consumed', 'wasted'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "food_item_events" cascade;`);

    this.addSql(`alter table "food_items" drop column "version";`);
  }

}
