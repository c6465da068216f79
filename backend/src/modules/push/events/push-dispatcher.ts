import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Command, CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { MemberJoinedHousehold } from '../../households/events/member-joined-household.event.js';
import { ExpiringItemsFound } from '../../inventory/events/expiring-items-found.event.js';
import { ShoppingListChanged } from '../../planning/events/shopping-list-changed.event.js';
import { NotifyExpiringItemsCommand } from '../commands/notify-expiring-items/notify-expiring-items.command.js';
import { NotifyMemberJoinedCommand } from '../commands/notify-member-joined/notify-member-joined.command.js';
import { NotifyShoppingAdditionsCommand } from '../commands/notify-shopping-additions/notify-shopping-additions.command.js';

type PushEvent = ExpiringItemsFound | ShoppingListChanged | MemberJoinedHousehold;

/** The command that sends the pushes an event calls for, or null when it calls for none. */
function pushCommandFor(event: PushEvent): Command<number> | null {
  if (event instanceof ExpiringItemsFound) return new NotifyExpiringItemsCommand(event.userId, event.notifications);
  // only additions are told: an update or delete does not say who made it
  if (event instanceof ShoppingListChanged) return event.created.length > 0 ? new NotifyShoppingAdditionsCommand(event.householdId, [...event.created]) : null;
  return new NotifyMemberJoinedCommand(event.userId, event.toHouseholdId);
}

/**
 * Sends the pushes other modules' published events call for, after the request that caused them
 * has answered: a slow or unreachable push service never delays the app.
 */
@Injectable()
@EventsHandler(ExpiringItemsFound, ShoppingListChanged, MemberJoinedHousehold)
export class PushDispatcher implements IEventHandler<PushEvent>, OnModuleDestroy {
  private readonly logger = new Logger(PushDispatcher.name);
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  handle(event: PushEvent): void {
    if (this.closing) return;
    const command = pushCommandFor(event);
    if (command) this.track(command);
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.settled();
  }

  /** Resolves once every push started so far is done (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
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
