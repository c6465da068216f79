import { Migration } from '@mikro-orm/migrations';

export class Migration20261123213816_meal_plan_cooked_at extends Migration {

  override name = 'Migration20261123213816_meal_plan_cooked_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "meal_plans" add "cooked_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "meal_plans" drop column "cooked_at";`);
  }

}
