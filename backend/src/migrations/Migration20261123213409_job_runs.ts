import { Migration } from '@mikro-orm/migrations';

export class Migration20261123213409_job_runs extends Migration {

  override name = 'Migration20261123213409_job_runs';

  override up(): void | Promise<void> {
    this.addSql(`create table "job_runs" ("name" text not null, "last_run_on" text not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_runs" cascade;`);
  }

}
