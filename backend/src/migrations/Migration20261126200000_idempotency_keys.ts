import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys (issue 21, offline writes): the answer to a write sent with an `Idempotency-Key`,
 * kept 24 h per caller so a replayed write from an outbox answers the same instead of acting twice.
 * `status` is null while the first request is still running.
 */
export class Migration20261126200000_idempotency_keys extends Migration {

  override name = 'Migration20261126200000_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotency_keys" ("owner" text not null, "key" text not null, "fingerprint" text not null, "status" int null, "content_type" text null, "body" text null, "created_at" timestamptz not null default now(), constraint "idempotency_keys_pkey" primary key ("owner", "key"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
