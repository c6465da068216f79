import { SqlEntityManager } from '@mikro-orm/sql';
import { claimCookTimerPush } from '../../src/modules/push/database/cook-timer-runs.js';
import { CookTimerPushPruneJob } from '../../src/modules/push/jobs/cook-timer-push-prune.job.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The `job_runs` claims cook-timer pushes leave (issue 35) are pruned a day after their timer
 * ended (hourly, once per cluster: `HourlyPruneJob`); other jobs' rows and claims of recent timers stay.
 */
describe('cook-timer push claims', () => {
  let testApp: TestApp;
  let em: SqlEntityManager;
  const hour = 3600_000;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  // names of their own: every suite may share one database
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    em = testApp.app.get(SqlEntityManager).fork();
  });
  afterAll(() => testApp.close());

  const rowsOf = async (prefix: string) =>
    (await em.execute<{ name: string; last_run_on: string }[]>(`select name, last_run_on from job_runs where starts_with(name, ?) order by name`, [prefix])).map((row) => row.name);

  it('deletes the claims of timers that ended over a day ago, and nothing else', async () => {
    // a timer that ended two days ago, one a day and a minute ago, one an hour ago, one still running
    expect(await claimCookTimerPush(em, `${run}-old`, '0.0', ago(48 * hour))).toBe(true);
    expect(await claimCookTimerPush(em, `${run}-day`, '1.0', ago(24 * hour + 60_000))).toBe(true);
    const recentEnd = ago(hour);
    expect(await claimCookTimerPush(em, `${run}-recent`, '0.0', recentEnd)).toBe(true);
    expect(await claimCookTimerPush(em, `${run}-running`, '0.0', ago(-hour))).toBe(true);
    // another job's row, claimed long ago, with a name much like theirs
    await em.execute(`insert into job_runs (name, last_run_on) values (?, ?)`, [`expiry-check-${run}:cook-timer:x`, '2020-01-01']);

    const pruned = await testApp.app.get(CookTimerPushPruneJob).run();
    expect(pruned).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(`cook-timer:${run}`)).toEqual([`cook-timer:${run}-recent:0.0`, `cook-timer:${run}-running:0.0`]);
    expect(await rowsOf(`expiry-check-${run}`)).toEqual([`expiry-check-${run}:cook-timer:x`]);
    // a claim kept is still a claim: the same end is not pushed twice
    expect(await claimCookTimerPush(em, `${run}-recent`, '0.0', recentEnd)).toBe(false);
  });
});
