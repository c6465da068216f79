import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';

/** The events of the unit of work in progress on this async path, held until it commits. */
const pending = new AsyncLocalStorage<IEvent[]>();

/**
 * Runs `work` as one transaction that may span several handlers, including other modules' handlers
 * executed on the bus (the injected entity manager follows the transaction through MikroORM's
 * transaction context). Events published inside with `publishAfterCommit` reach the bus only once
 * the whole unit has committed, and never when it rolls back (DESIGN §3: after commit, never
 * before). A unit started inside another joins it.
 */
export async function inUnitOfWork<T>(em: SqlEntityManager, bus: EventBus, work: () => Promise<T>): Promise<T> {
  if (pending.getStore()) return work();
  const events: IEvent[] = [];
  const result = await pending.run(events, () => em.transactional(() => work()));
  for (const event of events) bus.publish(event);
  return result;
}

/** Publishes now, or, inside a unit of work, once that unit has committed. */
export function publishAfterCommit(bus: EventBus, ...events: IEvent[]): void {
  const held = pending.getStore();
  if (held) held.push(...events);
  else for (const event of events) bus.publish(event);
}

/**
 * The one way a handler answers and announces a write (issue 19): reads the written row back in the
 * contract's shape (same transaction), publishes `announce(row)` after commit, and answers the row.
 * A row that cannot be read back is a bug (the write and its read disagree), never a 404.
 */
export async function publishWritten<T>(bus: EventBus, readBack: Promise<T | null | undefined>, announce: (row: T) => IEvent, what: string): Promise<T> {
  const row = await readBack;
  if (row === null || row === undefined) throw new Error(`${what} vanished after it was written`);
  publishAfterCommit(bus, announce(row));
  return row;
}
