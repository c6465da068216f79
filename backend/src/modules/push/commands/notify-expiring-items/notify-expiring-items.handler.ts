import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, todayIn } from '@sous/kitchen';
import { expiringPayload } from '../../domain/push-payloads.js';
import { findDevices } from '../../application/web-push-devices.js';
import { PushSender } from '../../domain/ports/push-sender.port.js';
import { NotifyExpiringItemsCommand } from './notify-expiring-items.command.js';

/** The soonest few per device and day: a fridge clear-out must not become a wall of notifications. */
export const maxExpiryAlertsPerDevice = 5;
const keepDeliveriesDays = 7;

@CommandHandler(NotifyExpiringItemsCommand)
export class NotifyExpiringItemsHandler implements ICommandHandler<NotifyExpiringItemsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly sender: PushSender,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, items, now }: NotifyExpiringItemsCommand): Promise<number> {
    if (items.length === 0) return 0;
    const today = todayIn(now);
    await this.em.execute('delete from push_deliveries where sent_on < ?', [addDays(today, -keepDeliveriesDays)]);
    const devices = await findDevices(this.em, this.queries, { userIds: [userId] }, 'expiring', now);
    let sent = 0;
    for (const device of devices) {
      let delivered = 0;
      for (const item of items) {
        if (delivered >= maxExpiryAlertsPerDevice) break;
        // claimed before sending, so two checks at once (two processes, the job and a manual check) send once
        if (!(await this.claim(device.id, item.id, today))) continue;
        const result = await this.sender.send(device, expiringPayload(item), { ttl: 12 * 3600, urgency: 'normal' });
        if (result === 'gone') break;
        if (result !== 'sent') {
          // not delivered: a later check today may try again
          await this.em.execute('delete from push_deliveries where push_token_id = ? and food_item_id = ? and sent_on = ?', [device.id, item.id, today]);
          continue;
        }
        delivered += 1;
      }
      sent += delivered;
    }
    return sent;
  }

  /**
   * Records the delivery unless it is already recorded or the lot (or the device) is gone since the
   * check listed it. The lot's existence is asked of the delivery's foreign key, not read from the inventory's
   * table (issue 19): the insert and the check are one statement, so a lot removed while the pushes
   * go out is skipped rather than sent. Never inside a transaction (the dispatcher runs it after
   * the request), so a refused insert aborts nothing else.
   */
  private async claim(deviceId: string, foodItemId: string, today: string): Promise<boolean> {
    try {
      const claimed = await this.em.execute<{ push_token_id: string }[]>(
        `insert into push_deliveries (push_token_id, food_item_id, sent_on) values (?, ?, ?)
         on conflict do nothing returning push_token_id`,
        [deviceId, foodItemId, today],
      );
      return claimed.length > 0;
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) return false;
      throw error;
    }
  }
}
