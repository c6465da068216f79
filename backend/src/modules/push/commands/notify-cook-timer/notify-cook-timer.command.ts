import { Command } from '@nestjs/cqrs';

/**
 * A cook-mode timer is due (issue 35): the household's subscribed browsers hear "<label> — time's
 * up" unless the timer was paused, reset or restarted since, or another process already told them.
 * Answers how many pushes went out.
 */
export class NotifyCookTimerCommand extends Command<number> {
  constructor(
    readonly householdId: string,
    readonly sessionId: string,
    readonly timerId: string,
    /** The end the push was scheduled for; a timer now ending at another instant is another push. */
    readonly endsAt: string,
  ) {
    super();
  }
}
