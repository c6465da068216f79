/** A member accepted or ignored a learned shelf life (issue 35): it leaves the household's open proposals. */
export class ShelfLifeProposalAnswered {
  constructor(
    readonly householdId: string,
    readonly proposalId: string,
  ) {}
}
