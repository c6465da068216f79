/**
 * Why a fetch was not made or failed, what the RecipePageFetcher port rejects with. `refused` is
 * what the address's text alone breaks (scheme, credentials): the caller's input is at fault.
 * `failed` is everything else — including an address the policy refuses, which fails exactly like a
 * closed port or a missing name (no scanning of internal services through import).
 */
export class FetchProblem extends Error {
  override readonly name = 'FetchProblem';
  constructor(
    readonly kind: 'refused' | 'failed',
    message: string,
  ) {
    super(message);
  }
}
