/** A page fetched to import a recipe from. */
export interface FetchedPage {
  /** Where the page was finally read, after redirects. */
  url: string;
  html: string;
}

/**
 * Fetches the page at a user-given address, to import the recipe on it: a port by role (issue 34),
 * so the import use case does not know how the network is reached. The guarded fetch through the
 * outbound policy implements it (adapters/guarded-recipe-page-fetcher.ts).
 */
export abstract class RecipePageFetcher {
  /** Rejects with a `FetchProblem` (domain/fetch-problem.ts) when the page was not fetched. */
  abstract fetchPage(url: string): Promise<FetchedPage>;
}
