import type { SqlEntityManager } from '@mikro-orm/sql';
import { claimRun, deleteRunsBefore } from '#platform/jobs/daily-job.js';

/** The `job_runs` names of cook-timer pushes all start so: one row per timer of a session. */
const cookTimerRunPrefix = 'cook-timer:';

/**
 * Claims the push of one run of a timer (the end it is for) across the cluster and restarts: true
 * for exactly one caller, as every process plans it from the same stored session.
 */
export function claimCookTimerPush(em: SqlEntityManager, sessionId: string, timerId: string, endsAt: string): Promise<boolean> {
  return claimRun(em, `${cookTimerRunPrefix}${sessionId}:${timerId}`, endsAt);
}

/**
 * Deletes the claims of timer pushes that ended before `before`, answering how many. Safe once the
 * push is past: a timer that ended that long ago is never planned again (`lateTimerPushMs`), and a
 * restart of it has a new end, so nothing is claimed twice. Other jobs' rows are never touched.
 */
export function pruneCookTimerPushes(em: SqlEntityManager, before: Date): Promise<number> {
  // ISO instants in UTC sort as text, which is how `endsAt` is stored as the claim's period
  return deleteRunsBefore(em, cookTimerRunPrefix, before.toISOString());
}
