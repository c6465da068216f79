import type { CookSession } from '@sous/contracts';

/** A session started, moved to a step or changed a timer. */
export class CookSessionChanged {
  constructor(
    readonly householdId: string,
    readonly session: CookSession,
  ) {}
}

export class CookSessionEnded {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}
