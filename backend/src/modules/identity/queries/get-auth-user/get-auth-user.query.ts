import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@sous/contracts';

/** `GET /api/auth/user`: null when the user no longer exists. */
export class GetAuthUserQuery extends Query<AuthUser | null> {
  constructor(readonly userId: string) {
    super();
  }
}
