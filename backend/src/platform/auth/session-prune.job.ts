import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { HourlyPruneJob } from '../jobs/hourly-prune-job.js';
import { SessionService } from './session.service.js';

/** Deletes expired sessions hourly, once per cluster. */
@Injectable()
export class SessionPruneJob extends HourlyPruneJob {
  protected readonly name = 'session-prune';
  protected readonly what = 'expired session(s)';

  constructor(
    private readonly sessions: SessionService,
    orm: MikroORM,
  ) {
    super(orm);
  }

  protected prune(): Promise<number> {
    return this.sessions.store.prune();
  }
}
