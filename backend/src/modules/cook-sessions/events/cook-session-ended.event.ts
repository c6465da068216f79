/** A session ended (published: the push module drops its pending timer alerts). */
export class CookSessionEnded {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}
