import { Migration } from '@mikro-orm/migrations';

/**
 * Personal access tokens (issue 20): only the SHA-256 of the secret is kept (unique, so a request
 * finds its token by one index lookup); deleted with their user; revoking deletes the row.
 */
export class Migration20261126155714_api_tokens extends Migration {

  override name = 'Migration20261126155714_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "name" text not null, "scope" text not null, "token_hash" text not null, "prefix" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_scope_check" check ("scope" in ('read', 'read-write'));`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }

}
