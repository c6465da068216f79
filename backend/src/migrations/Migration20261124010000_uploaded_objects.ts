import { Migration } from '@mikro-orm/migrations';

export class Migration20261124010000_uploaded_objects extends Migration {

  override name = 'Migration20261124010000_uploaded_objects';

  override up(): void | Promise<void> {
    this.addSql(`create table "uploaded_objects" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "uploader_id" uuid null, "content_type" text null, "size" int null, "name" text null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "uploaded_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "uploaded_objects_household_id_created_at_index" on "uploaded_objects" ("household_id", "created_at");`);
    this.addSql(`alter table "uploaded_objects" add constraint "uploaded_objects_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "uploaded_objects" add constraint "uploaded_objects_uploader_id_foreign" foreign key ("uploader_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "uploaded_objects" cascade;`);
  }

}
