import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** When each daily job last ran, so a cluster of processes runs it once a day, not once per process. */
@Entity({ tableName: 'job_runs' })
export class JobRun {
  @PrimaryKey({ type: 'text' })
  name: string;

  /** yyyy-MM-dd of the last run. */
  @Property({ type: 'text' })
  lastRunOn: string;
}
