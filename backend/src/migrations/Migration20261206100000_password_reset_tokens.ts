import { Migration } from '@mikro-orm/migrations';

/**
 * Password reset links (issue 32): the SHA-256 of each secret (unique), whose account, who asked
 * (an admin, kept in `issued_by`, or the user by email), when it stops working and when it was used.
 * Deleted with the account; an admin's deletion keeps the row without them.
 */
export class Migration20261206100000_password_reset_tokens extends Migration {

  override name = 'Migration20261206100000_password_reset_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" text not null, "via" text not null, "issued_by" uuid null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_via_check" check ("via" in ('admin', 'email'));`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_issued_by_foreign" foreign key ("issued_by") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}
