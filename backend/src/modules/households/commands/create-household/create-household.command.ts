import { Command } from '@nestjs/cqrs';

/** Handled by households: a new household with this name (a user's first one at sign-up); answers its id. */
export class CreateHouseholdCommand extends Command<string> {
  constructor(readonly name: string) {
    super();
  }
}
