/** A new account exists (any provider). */
export class UserSignedUp {
  constructor(
    readonly userId: string,
    readonly provider: string,
  ) {}
}
