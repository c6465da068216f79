import { Migration } from '@mikro-orm/migrations';

export class Migration20261123214153_embedded_foods extends Migration {

  override name = 'Migration20261123214153_embedded_foods';

  override up(): void | Promise<void> {
    // trigram indexes below; PGlite loads the extension at start (mikro-orm.config.ts pgliteExtensions)
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "embedded_foods" ("id" text not null, "ndb_number" text not null, "description" text not null, "short_description" text not null, "food_category" text not null, "head_key" text not null, "alias_key" text null, "rank_boost" double precision not null default 0, "nutrients" jsonb not null, "household_weights" jsonb not null default '[]', "refuse_percent" double precision null, "search_vector" tsvector null, primary key ("id"));`);
    this.addSql(`alter table "embedded_foods" add constraint "embedded_foods_ndb_number_unique" unique ("ndb_number");`);
    this.addSql(`create index "embedded_foods_food_category_index" on "embedded_foods" ("food_category");`);
    this.addSql(`create index "embedded_foods_head_key_index" on "embedded_foods" ("head_key");`);
    this.addSql(`create index "embedded_foods_description_trgm_index" on "embedded_foods" using gin ("description" gin_trgm_ops);`);
    this.addSql(`create index "embedded_foods_search_vector_index" on "embedded_foods" using gin ("search_vector");`);

    this.addSql(`create table "embedded_food_datasets" ("name" text not null, "version" text not null, "food_count" int not null, "load_ms" int not null, "loaded_at" timestamptz not null default now(), primary key ("name"));`);

    this.addSql(`create table "embedded_food_terms" ("term" text not null, "foods" int not null, primary key ("term"));`);
    this.addSql(`create index "embedded_food_terms_term_trgm_index" on "embedded_food_terms" using gin ("term" gin_trgm_ops);`);

    this.addSql(`alter table "fdc_cache" add "gtin_upc" text null, add "food_category" text null;`);
    this.addSql(`create index "fdc_cache_gtin_upc_index" on "fdc_cache" ("gtin_upc");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "embedded_foods" cascade;`);
    this.addSql(`drop table if exists "embedded_food_datasets" cascade;`);
    this.addSql(`drop table if exists "embedded_food_terms" cascade;`);

    this.addSql(`drop index "fdc_cache_gtin_upc_index";`);
    this.addSql(`alter table "fdc_cache" drop column "gtin_upc", drop column "food_category";`);
  }

}
