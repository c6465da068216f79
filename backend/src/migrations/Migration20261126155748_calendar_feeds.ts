import { Migration } from '@mikro-orm/migrations';

/**
 * Meal-plan calendar feeds (issue 20): one row per household. Only the SHA-256 of the URL's secret
 * is kept (unique, so a calendar's fetch finds its household by one index lookup); a null hash is a
 * revoked or never-made feed. Deleted with the household.
 */
export class Migration20261126155748_calendar_feeds extends Migration {

  override name = 'Migration20261126155748_calendar_feeds';

  override up(): void | Promise<void> {
    this.addSql(`create table "calendar_feeds" ("household_id" uuid not null, "secret_hash" text null, "secret_created_at" timestamptz null, "breakfast" text not null default '08:00', "lunch" text not null default '12:30', "dinner" text not null default '18:30', "snack" text not null default '15:30', "duration_minutes" int not null default 60, "time_zone" text not null default 'UTC', "updated_at" timestamptz not null default now(), primary key ("household_id"));`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
  }

}
