import { Migration } from '@mikro-orm/migrations';

/** Imported recipes keep where they came from and who wrote them (issue 20), and the page's picture. */
export class Migration20261126143917_recipe_source_attribution extends Migration {

  override name = 'Migration20261126143917_recipe_source_attribution';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add column "source_url" text null, add column "source_author" text null, add column "image_url" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column "source_url", drop column "source_author", drop column "image_url";`);
  }

}
