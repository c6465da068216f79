import { Migration } from '@mikro-orm/migrations';

/**
 * Recipes are editable (issue 30): a version for edits from two devices, the total time and the
 * yield as written, and section headings over the flat ingredient and step lists.
 */
export class Migration20261206120000_recipe_edit_fields extends Migration {

  override name = 'Migration20261206120000_recipe_edit_fields';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add column "version" int not null default 1, add column "total_time" text null, add column "yield_text" text null, add column "ingredient_sections" jsonb not null default '[]', add column "instruction_sections" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column if exists "version", drop column if exists "total_time", drop column if exists "yield_text", drop column if exists "ingredient_sections", drop column if exists "instruction_sections";`);
  }
}
