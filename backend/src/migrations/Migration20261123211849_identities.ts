import { Migration } from '@mikro-orm/migrations';

export class Migration20261123211849_identities extends Migration {

  override name = 'Migration20261123211849_identities';

  override up(): void | Promise<void> {
    this.addSql(`create table "identities" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "provider" text not null, "subject" text not null, "password_hash" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "identities_user_id_index" on "identities" ("user_id");`);
    this.addSql(`alter table "identities" add constraint "identities_provider_subject_unique" unique ("provider", "subject");`);

    this.addSql(`alter table "identities" add constraint "identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "identities" cascade;`);
  }

}
