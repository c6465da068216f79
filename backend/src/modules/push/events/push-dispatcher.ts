import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Command, CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { ShoppingItem } from '@sous/contracts';
import { MemberJoinedHousehold } from '../../households/events/member-joined-household.event.js';
import { ExpiringItemsFound } from '../../inventory/events/expiring-items-found.event.js';
import { ShoppingListChanged } from '../../planning/events/shopping-list-changed.event.js';
import { NotifyExpiringItemsCommand } from '../commands/notify-expiring-items/notify-expiring-items.command.js';
import { NotifyMemberJoinedCommand } from '../commands/notify-member-joined/notify-member-joined.command.js';
import { NotifyShoppingAdditionsCommand } from '../commands/notify-shopping-additions/notify-shopping-additions.command.js';

type PushEvent = ExpiringItemsFound | ShoppingListChanged | MemberJoinedHousehold;

/**
 * Additions to one household's list within this long of the first are one push ("Bob added 3 items
 * to the list"): someone typing a list makes one buzz on the phones in the shop, not one per line,
 * and the devices are looked up once for the lot (issue 33: one read fewer per add).
 */
export const shoppingPushWindowMs = 2_000;

/**
 * Sends the pushes other modules' published events call for, after the request that caused them
 * has answered: a slow or unreachable push service never delays the app.
 */
@Injectable()
@EventsHandler(ExpiringItemsFound, ShoppingListChanged, MemberJoinedHousehold)
export class PushDispatcher implements IEventHandler<PushEvent>, OnModuleDestroy {
  private readonly logger = new Logger(PushDispatcher.name);
  private readonly inFlight = new Set<Promise<void>>();
  /** Additions waiting for their household's window to close. */
  private readonly additions = new Map<string, { items: ShoppingItem[]; timer: NodeJS.Timeout }>();
  private closing = false;
  /** The window in use; a test on a loaded machine widens it so its adds surely fall in one. */
  additionsWindowMs = shoppingPushWindowMs;

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  handle(event: PushEvent): void {
    if (this.closing) return;
    if (event instanceof ExpiringItemsFound) this.track(new NotifyExpiringItemsCommand(event.userId, event.notifications));
    // only additions are told: an update or delete does not say who made it
    else if (event instanceof ShoppingListChanged) this.gather(event.householdId, event.created);
    else this.track(new NotifyMemberJoinedCommand(event.userId, event.toHouseholdId));
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.settled();
  }

  /** Sends what is waiting for its window now, and resolves once every push started is done (shutdown, tests). */
  async settled(): Promise<void> {
    for (const householdId of [...this.additions.keys()]) this.sendAdditions(householdId);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private gather(householdId: string, items: readonly ShoppingItem[]): void {
    if (items.length === 0) return;
    const open = this.additions.get(householdId);
    if (open) {
      open.items.push(...items);
      return;
    }
    // from the first addition, not sliding: a push is never more than the window late
    const timer = setTimeout(() => this.sendAdditions(householdId), this.additionsWindowMs);
    timer.unref();
    this.additions.set(householdId, { items: [...items], timer });
  }

  private sendAdditions(householdId: string): void {
    const open = this.additions.get(householdId);
    if (!open) return;
    this.additions.delete(householdId);
    clearTimeout(open.timer);
    this.track(new NotifyShoppingAdditionsCommand(householdId, open.items));
  }

  private track(command: Command<number>): void {
    // its own ORM context: the request's is gone by the time the push goes out
    const run = RequestContext.create(this.orm.em, () => this.commands.execute(command))
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, `Push for ${command.constructor.name} failed`))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }
}
