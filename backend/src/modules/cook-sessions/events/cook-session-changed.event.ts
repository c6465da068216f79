import type { CookSession } from '@sous/contracts';

/** A session started, moved to a step or changed a timer (published: the push module plans timer alerts from it). */
export class CookSessionChanged {
  constructor(
    readonly householdId: string,
    readonly session: CookSession,
  ) {}
}
