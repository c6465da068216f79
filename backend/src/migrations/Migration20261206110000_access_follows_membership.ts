import { Migration } from '@mikro-orm/migrations';

/**
 * Access follows membership (issue 32). An API token is bound to the household it was made in (the
 * resolver refuses it once its user is elsewhere; a move deletes it); tokens made before this are
 * bound to their user's household now. A calendar feed URL records its maker and works while they are
 * a member. The URLs made before this have no known maker — any member past or present may hold one,
 * which is the leak this fixes — so they are revoked: the household's Settings offers a new URL.
 */
export class Migration20261206110000_access_follows_membership extends Migration {

  override name = 'Migration20261206110000_access_follows_membership';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_tokens" add column "household_id" uuid null;`);
    this.addSql(`update "api_tokens" t set "household_id" = u."household_id" from "users" u where u."id" = t."user_id";`);
    this.addSql(`alter table "api_tokens" alter column "household_id" set not null;`);
    this.addSql(`create index "api_tokens_household_id_index" on "api_tokens" ("household_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);

    this.addSql(`alter table "calendar_feeds" add column "secret_user_id" uuid null;`);
    this.addSql(`update "calendar_feeds" set "secret_hash" = null, "secret_created_at" = null, "updated_at" = now() where "secret_hash" is not null;`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_secret_user_check" check ((secret_hash is null) = (secret_user_id is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "calendar_feeds" drop constraint if exists "calendar_feeds_secret_user_check";`);
    this.addSql(`alter table "calendar_feeds" drop column if exists "secret_user_id";`);
    this.addSql(`alter table "api_tokens" drop constraint if exists "api_tokens_household_id_foreign";`);
    this.addSql(`drop index if exists "api_tokens_household_id_index";`);
    this.addSql(`alter table "api_tokens" drop column if exists "household_id";`);
  }

}
