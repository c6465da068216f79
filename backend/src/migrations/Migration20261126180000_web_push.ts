import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push (issue 21). The subscriptions themselves are `webpush` rows of push_tokens; these keep
 * each device's choices and the expiry alerts already sent today. Both go with the token (and a
 * delivery with its food item).
 */
export class Migration20261126180000_web_push extends Migration {

  override name = 'Migration20261126180000_web_push';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_preferences" ("push_token_id" uuid not null, "expiring" boolean not null default true, "shopping" boolean not null default true, "invitations" boolean not null default true, "store_mode_until" timestamptz null, "updated_at" timestamptz not null default now(), primary key ("push_token_id"));`);
    this.addSql(`alter table "push_preferences" add constraint "push_preferences_push_token_id_foreign" foreign key ("push_token_id") references "push_tokens" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "push_deliveries" ("push_token_id" uuid not null, "food_item_id" uuid not null, "sent_on" text not null, primary key ("push_token_id", "food_item_id", "sent_on"));`);
    this.addSql(`alter table "push_deliveries" add constraint "push_deliveries_push_token_id_foreign" foreign key ("push_token_id") references "push_tokens" ("id") on delete cascade;`);
    this.addSql(`alter table "push_deliveries" add constraint "push_deliveries_food_item_id_foreign" foreign key ("food_item_id") references "food_items" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_deliveries" cascade;`);
    this.addSql(`drop table if exists "push_preferences" cascade;`);
  }

}
