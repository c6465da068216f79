import { Migration } from '@mikro-orm/migrations';

/**
 * Cook mode (issue 35): one running cook session per household (the household id is unique), its
 * steps fixed at the chosen servings and its timers in server time. It goes with its household or
 * its recipe; a planned meal or a member going away only unlinks it.
 */
export class Migration20261206150000_cook_sessions extends Migration {

  override name = 'Migration20261206150000_cook_sessions';

  override up(): void | Promise<void> {
    this.addSql(`create table "cook_sessions" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "recipe_id" uuid not null, "meal_plan_id" uuid null, "user_id" uuid null, "recipe_title" text not null, "servings" int not null, "recipe_servings" int null, "step" int not null default 0, "steps" jsonb not null, "timers" jsonb not null, "version" int not null default 1, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "cook_sessions" add constraint "cook_sessions_household_id_unique" unique ("household_id");`);
    this.addSql(`create index "cook_sessions_recipe_id_index" on "cook_sessions" ("recipe_id");`);
    this.addSql(`create index "cook_sessions_meal_plan_id_index" on "cook_sessions" ("meal_plan_id");`);
    this.addSql(`create index "cook_sessions_user_id_index" on "cook_sessions" ("user_id");`);
    this.addSql(`alter table "cook_sessions" add constraint "cook_sessions_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "cook_sessions" add constraint "cook_sessions_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "cook_sessions" add constraint "cook_sessions_meal_plan_id_foreign" foreign key ("meal_plan_id") references "meal_plans" ("id") on delete set null;`);
    this.addSql(`alter table "cook_sessions" add constraint "cook_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cook_sessions" cascade;`);
  }

}
