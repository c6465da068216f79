import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { todayIn } from '@sous/kitchen';

const checkEveryMs = 60 * 60 * 1000;

/**
 * Claims today's run of a named job: true for exactly one caller per day across every process
 * sharing the database (an atomic upsert, so it needs neither Redis nor a long-held lock).
 */
export function claimDailyRun(em: SqlEntityManager, name: string, today: string): Promise<boolean> {
  return claimRun(em, name, today);
}

/**
 * Claims the run of `name` for one period (`2026-11-24`, or `2026-11-24T05` for an hourly job):
 * true for exactly one caller per period across the cluster. Periods must sort as text.
 */
export async function claimRun(em: SqlEntityManager, name: string, period: string): Promise<boolean> {
  const rows = await em.execute<{ name: string }[]>(
    `insert into job_runs (name, last_run_on) values (?, ?)
       on conflict (name) do update set last_run_on = excluded.last_run_on where job_runs.last_run_on < excluded.last_run_on
     returning name`,
    [name, period],
  );
  return rows.length > 0;
}

/**
 * Deletes the claims whose name starts with `namePrefix` and whose period sorts before `before`
 * (claims of one-off runs, such as a cook timer's push, that can never be claimed again); answers how many.
 */
export async function deleteRunsBefore(em: SqlEntityManager, namePrefix: string, before: string): Promise<number> {
  const rows = await em.execute<{ name: string }[]>(`delete from job_runs where starts_with(name, ?) and last_run_on < ? returning name`, [namePrefix, before]);
  return rows.length;
}

/**
 * A job that runs once a day per cluster: every process looks hourly (and soon after boot), the
 * first to claim the day runs it inside its own ORM context.
 */
export abstract class DailyJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly name: string;
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;
  private firstRun: NodeJS.Timeout | undefined;

  constructor(protected readonly orm: MikroORM) {}

  protected abstract run(em: SqlEntityManager): Promise<void>;

  onApplicationBootstrap(): void {
    this.firstRun = setTimeout(() => void this.tick(), 30_000);
    this.timer = setInterval(() => void this.tick(), checkEveryMs);
    this.firstRun.unref();
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
  }

  /** Runs the job if nobody ran it today; answers whether this call ran it. */
  async tick(now = new Date()): Promise<boolean> {
    try {
      return await RequestContext.create(this.orm.em, async () => {
        const em = this.orm.em.getContext() as SqlEntityManager;
        if (!(await claimDailyRun(em, this.name, todayIn(now)))) return false;
        await this.run(em);
        return true;
      });
    } catch (error) {
      this.logger.error({ err: error }, `Daily job ${this.name} failed`);
      return false;
    }
  }
}
