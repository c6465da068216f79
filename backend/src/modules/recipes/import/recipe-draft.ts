/** A recipe as read from a page or a text, before it is held to the cookbook's bounds. */
export interface RecipeDraft {
  title: string | null;
  description: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
  cuisine: string | null;
  category: string | null;
  keywords: string[];
  nutrition: Record<string, string>;
  imageUrl: string | null;
  author: string | null;
  /** The recipe's own address when the page states one. */
  url: string | null;
}

export const emptyDraft = (): RecipeDraft => ({
  title: null,
  description: null,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  servings: null,
  ingredients: [],
  instructions: [],
  cuisine: null,
  category: null,
  keywords: [],
  nutrition: {},
  imageUrl: null,
  author: null,
  url: null,
});
