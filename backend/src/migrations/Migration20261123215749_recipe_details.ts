import { Migration } from '@mikro-orm/migrations';

export class Migration20261123215749_recipe_details extends Migration {

  override name = 'Migration20261123215749_recipe_details';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add "description" text null, add "cuisine" text null, add "meal_type" text null, add "difficulty" text null, add "diet_tags" text[] not null default '{}', add "source" text not null default 'user', add "note" text null, add "offline_id" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column "description", drop column "cuisine", drop column "meal_type", drop column "difficulty", drop column "diet_tags", drop column "source", drop column "note", drop column "offline_id";`);
  }

}
