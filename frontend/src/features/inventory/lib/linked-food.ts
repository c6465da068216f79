import type { FoodItemListRow } from '@/lib/api/food-items';

/** How a state reads beside a name; food as bought says nothing. */
const STATE_WORDS: Readonly<Record<NonNullable<FoodItemListRow['state']>, string | null>> = {
  raw: null, cooked: 'cooked', leftover: 'leftover', homemade: 'homemade', opened: 'opened',
  thawed: 'thawed', frozen: 'frozen', canned: 'canned', dried: 'dried',
};

/**
 * The quiet line under a name (issue 29): the food the name links to where it is not the name
 * itself ('Kerrygold butter' → 'Butter'), and the state the lot is in ('opened', 'thawed') unless
 * the name already says it. Null when there is nothing to add.
 */
export function linkedFoodNote(item: Pick<FoodItemListRow, 'name' | 'foodName' | 'state' | 'kind'>): string | null {
  const name = item.name.toLowerCase();
  const parts: string[] = [];
  if (item.foodName && item.foodName.toLowerCase() !== name) parts.push(item.foodName);
  const state = item.kind === 'leftover' || !item.state ? null : STATE_WORDS[item.state];
  if (state && !name.includes(state)) parts.push(state);
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
