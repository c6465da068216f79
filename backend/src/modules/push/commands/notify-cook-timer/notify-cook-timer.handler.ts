import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ListRunningCookTimersQuery } from '../../../cook-sessions/queries/list-running-cook-timers/list-running-cook-timers.query.js';
import { claimCookTimerPush } from '../../database/cook-timer-runs.js';
import { findDevices } from '../../application/web-push-devices.js';
import { PushSender } from '../../domain/ports/push-sender.port.js';
import { cookTimerPayload } from '../../domain/push-payloads.js';
import { NotifyCookTimerCommand } from './notify-cook-timer.command.js';

/** A timer alarm is worth nothing late: the push service drops it after this long. */
const timerPushTtlSeconds = 10 * 60;

@CommandHandler(NotifyCookTimerCommand)
export class NotifyCookTimerHandler implements ICommandHandler<NotifyCookTimerCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly sender: PushSender,
    private readonly queries: QueryBus,
  ) {}

  async execute({ householdId, sessionId, timerId, endsAt }: NotifyCookTimerCommand): Promise<number> {
    // read again: a pause on another process (behind a load balancer) never reached this one's scheduler
    const [session] = await this.queries.execute(new ListRunningCookTimersQuery({ householdId, sessionId }));
    const timer = session?.timers.find((t) => t.id === timerId);
    if (!session || !timer || timer.state !== 'running' || timer.endsAt !== endsAt) return 0;
    // once per run of the timer across the cluster and restarts: every process scheduled it from the same row
    if (!(await claimCookTimerPush(this.em, sessionId, timerId, endsAt))) return 0;
    const devices = await findDevices(this.em, this.queries, { householdId, exceptUserId: null }, null);
    const payload = cookTimerPayload(session, timer);
    let sent = 0;
    for (const device of devices) {
      if ((await this.sender.send(device, payload, { ttl: timerPushTtlSeconds, urgency: 'high' })) === 'sent') sent += 1;
    }
    return sent;
  }
}
