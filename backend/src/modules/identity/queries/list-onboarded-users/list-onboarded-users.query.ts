import { Query } from '@nestjs/cqrs';

/** Handled by identity: every user who finished onboarding, with their household (daily jobs walk them). */
export class ListOnboardedUsersQuery extends Query<{ id: string; householdId: string }[]> {}
