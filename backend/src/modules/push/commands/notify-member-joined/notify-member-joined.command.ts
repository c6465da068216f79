import { Command } from '@nestjs/cqrs';

/** A user joined a household with an invite code: its other members hear who. Answers how many pushes went out. */
export class NotifyMemberJoinedCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly householdId: string,
  ) {
    super();
  }
}
