import { Command } from '@nestjs/cqrs';

/** `DELETE /api/tokens/:id`: the token stops working at once (its row is deleted). */
export class RevokeApiTokenCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly tokenId: string,
  ) {
    super();
  }
}
