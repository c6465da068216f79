import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@sous/contracts';
import type { ProviderProfile } from '../../domain/provider-profile.js';

/** After a provider vouched for someone: their account, found or created. */
export class SignInWithProviderCommand extends Command<AuthUser> {
  constructor(
    readonly provider: string,
    readonly profile: ProviderProfile,
  ) {
    super();
  }
}
