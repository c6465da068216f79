import { Query } from '@nestjs/cqrs';

export interface UserName {
  id: string;
  firstName: string | null;
}

/**
 * Handled by identity: the first names of these users, in one read (a list shows its authors with
 * one query, not one per row). Unknown ids are left out; the email is never part of the answer.
 */
export class FindUserNamesQuery extends Query<UserName[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
