import { Migration } from '@mikro-orm/migrations';

/** The donors wall reads the latest paid, public donations: a small partial index serves it in order. */
export class Migration20261124040000_donations_wall_index extends Migration {

  override name = 'Migration20261124040000_donations_wall_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "donations_wall_index" on "donations" ("completed_at" desc) where "status" = 'succeeded' and "anonymous" = false and "donor_name" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "donations_wall_index";`);
  }

}
