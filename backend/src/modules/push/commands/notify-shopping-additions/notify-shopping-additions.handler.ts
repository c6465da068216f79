import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { memberName } from '../../application/member-name.js';
import { shoppingPayload } from '../../domain/push-payloads.js';
import { findDevices } from '../../application/web-push-devices.js';
import { PushSender } from '../../domain/ports/push-sender.port.js';
import { NotifyShoppingAdditionsCommand } from './notify-shopping-additions.command.js';

@CommandHandler(NotifyShoppingAdditionsCommand)
export class NotifyShoppingAdditionsHandler implements ICommandHandler<NotifyShoppingAdditionsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly sender: PushSender,
    private readonly queries: QueryBus,
  ) {}

  async execute({ householdId, items }: NotifyShoppingAdditionsCommand): Promise<number> {
    // an item names who added it: they are not told about their own additions
    const byAdder = new Map<string | null, ShoppingItem[]>();
    for (const item of items) byAdder.set(item.userId, [...(byAdder.get(item.userId) ?? []), item]);
    let sent = 0;
    for (const [adder, added] of byAdder) {
      const devices = await findDevices(this.em, this.queries, { householdId, exceptUserId: adder }, 'shopping');
      if (devices.length === 0) continue;
      const payload = shoppingPayload(await memberName(this.queries, adder), added);
      for (const device of devices) {
        // high: the reader is in a shop now, an hour later the message is useless
        if ((await this.sender.send(device, payload, { ttl: 3600, urgency: 'high' })) === 'sent') sent += 1;
      }
    }
    return sent;
  }
}
