import { Migration } from '@mikro-orm/migrations';

/** Feedback votes as rows (one per user and entry), board indexes, and the duration of external calls. */
export class Migration20261124020000_feedback_upvotes_and_usage_duration extends Migration {

  override name = 'Migration20261124020000_feedback_upvotes_and_usage_duration';

  override up(): void | Promise<void> {
    this.addSql(`create table "feedback_upvotes" ("feedback_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("feedback_id", "user_id"));`);
    this.addSql(`create index "feedback_upvotes_user_id_index" on "feedback_upvotes" ("user_id");`);
    this.addSql(`alter table "feedback_upvotes" add constraint "feedback_upvotes_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on delete cascade;`);
    this.addSql(`alter table "feedback_upvotes" add constraint "feedback_upvotes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    // votes cast before this table existed live only in the text[] column: carry them over
    this.addSql(`insert into "feedback_upvotes" ("feedback_id", "user_id") select f.id, u.id from "feedback" f cross join lateral unnest(coalesce(f.upvotes, '{}')) as v(user_id) join "users" u on u.id::text = v.user_id on conflict do nothing;`);
    this.addSql(`update "feedback" f set "upvote_count" = (select count(*) from "feedback_upvotes" v where v.feedback_id = f.id);`);
    this.addSql(`create index "feedback_created_at_index" on "feedback" ("created_at");`);
    this.addSql(`alter table "api_usage_logs" add "duration_ms" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_usage_logs" drop column "duration_ms";`);
    this.addSql(`drop index "feedback_created_at_index";`);
    this.addSql(`drop table if exists "feedback_upvotes" cascade;`);
  }

}
