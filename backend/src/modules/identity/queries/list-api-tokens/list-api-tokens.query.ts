import { Query } from '@nestjs/cqrs';
import type { ApiToken } from '@sous/contracts';

/** `GET /api/tokens`: the caller's tokens, newest first, expired ones included (marked by `expiresAt`). */
export class ListApiTokensQuery extends Query<ApiToken[]> {
  constructor(readonly userId: string) {
    super();
  }
}
