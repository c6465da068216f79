import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { HourlyPruneJob } from '#platform/jobs/hourly-prune-job.js';
import { pruneCookTimerPushes } from '../database/cook-timer-runs.js';

/** A claim is kept this long after its timer ended: far past any late push, short enough to keep `job_runs` small. */
export const cookTimerClaimKeptMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the `job_runs` claims of cook-timer pushes (issue 35) whose timer ended over a day ago,
 * hourly, once per cluster: every timer run leaves one, and a household cooking daily would
 * otherwise grow the table without end.
 */
@Injectable()
export class CookTimerPushPruneJob extends HourlyPruneJob {
  protected readonly name = 'cook-timer-push-prune';
  protected readonly what = 'finished cook-timer push claim(s)';

  constructor(private readonly ormRef: MikroORM) {
    super(ormRef);
  }

  protected prune(): Promise<number> {
    return pruneCookTimerPushes(this.ormRef.em.fork() as SqlEntityManager, new Date(Date.now() - cookTimerClaimKeptMs));
  }
}
