import { Migration } from '@mikro-orm/migrations';

/**
 * Undo of Use and Throw away (issue 29): what one change did, kept a short while so the household
 * can take it back. `lots` holds, per lot the change touched, the row before it (`row_to_json` of the
 * whole row) and its version after (null when the change removed it); `event_ids` the eaten/wasted
 * records it wrote. The id is the token the client sends back; `undone_at` makes it single-use.
 */
export class Migration20261206020000_food_change_undos extends Migration {

  override name = 'Migration20261206020000_food_change_undos';

  override up(): void | Promise<void> {
    this.addSql(`create table "food_change_undos" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "kind" text not null, "lots" json not null, "event_ids" uuid[] not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "undone_at" timestamptz null, constraint "food_change_undos_pkey" primary key ("id"));`);
    this.addSql(`alter table "food_change_undos" add constraint "food_change_undos_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`create index "food_change_undos_created_at_index" on "food_change_undos" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "food_change_undos" cascade;`);
  }

}
