import { type IdentifiedFood, knownFoodCandidates } from '@sous/kitchen';

/** A card already in the place an add goes to. */
export interface PlaceCard {
  cardKey: string;
  foodKey: string;
  name: string;
}

/**
 * The card of the place an add joins (DESIGN §10, issue 29): the card of the same name (case,
 * plural, word order, synonyms: the same card key); else, for a food's plain name ('butter',
 * 'chicken'), the place's one card of that food or of a kind of it ('Kerrygold butter', 'Chicken
 * breast'). Null starts a card of its own: a specific name never joins another specific name, and
 * a plain name meeting two specific cards of its food does not guess between them.
 */
export function chooseCard(identified: IdentifiedFood, cards: readonly PlaceCard[]): PlaceCard | null {
  const same = cards.find((card) => card.cardKey === identified.cardKey);
  if (same) return same;
  if (!identified.generic) return null;
  const kinds = knownFoodCandidates(identified.name, cards.map((card) => ({ key: card.foodKey, name: card.name })));
  const matching = cards.filter((card) => kinds.some((kind) => kind.key === card.foodKey && kind.name === card.name));
  return matching.length === 1 ? matching[0] : null;
}
