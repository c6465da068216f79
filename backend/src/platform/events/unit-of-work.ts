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
