import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { memberName } from '../../application/member-name.js';
import { memberJoinedPayload } from '../../domain/push-payloads.js';
import { findDevices } from '../../application/web-push-devices.js';
import { PushSender } from '../../domain/ports/push-sender.port.js';
import { NotifyMemberJoinedCommand } from './notify-member-joined.command.js';

@CommandHandler(NotifyMemberJoinedCommand)
export class NotifyMemberJoinedHandler implements ICommandHandler<NotifyMemberJoinedCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly sender: PushSender,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, householdId }: NotifyMemberJoinedCommand): Promise<number> {
    const devices = await findDevices(this.em, this.queries, { householdId, exceptUserId: userId }, 'invitations');
    if (devices.length === 0) return 0;
    const payload = memberJoinedPayload(await memberName(this.queries, userId), userId);
    let sent = 0;
    for (const device of devices) {
      if ((await this.sender.send(device, payload, { ttl: 24 * 3600, urgency: 'low' })) === 'sent') sent += 1;
    }
    return sent;
  }
}
