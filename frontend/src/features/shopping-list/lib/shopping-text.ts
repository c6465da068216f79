import type { StoreSection } from '@sous/contracts';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * Text of the shopping list screen. The spec's catalogue strings (001 §8) are kept verbatim; the
 * rest is ours (the spec does not show the page's content).
 */
export const shoppingText = {
  description: (toBuy: number) => (toBuy === 0 ? 'Shared with everyone in your household' : `${items(toBuy)} to buy · shared with your household`),
  // Quick add
  quickAddLabel: 'Add an item',
  quickAddPlaceholder: 'Add an item, e.g. "2 lb chicken"',
  quickAddHint: 'Start with an amount to set it: "2 lb chicken", "1 1/2 cups rice", "milk".',
  quickAddPreview: (amount: string, name: string) => (amount ? `Adds ${amount} of ${name}` : `Adds ${name}`),
  add: 'Add',
  // Spec 001 §8 "Shopping list failure"
  addFailed: 'Failed to add items to shopping list',
  // Groups
  sections: {
    produce: 'Produce',
    bakery: 'Bakery',
    meat: 'Meat & seafood',
    dairy: 'Dairy & eggs',
    frozen: 'Frozen',
    pantry: 'Pantry',
    other: 'Other',
  } satisfies Record<StoreSection, string>,
  basket: 'In the basket',
  itemCount: items,
  forRecipe: (title: string) => `for ${title}`,
  // Row
  check: (name: string) => `Mark ${name} as bought`,
  uncheck: (name: string) => `Put ${name} back on the list`,
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Remove ${name}`,
  quantity: 'Amount',
  unit: 'Unit',
  name: 'Item',
  save: 'Save',
  cancel: 'Cancel',
  nameRequired: 'Enter what to buy',
  quantityInvalid: 'Use a number such as 2, 0.5 or 1/2',
  updateFailed: 'Could not update the item',
  checkFailed: (name: string) => `Could not update ${name}. Please try again.`,
  removeFailed: 'Could not remove the item',
  removed: (name: string) => `Removed ${name}`,
  // Basket actions
  clearChecked: 'Clear checked',
  clearCheckedTitle: 'Clear checked items?',
  clearCheckedText: (n: number) => `${items(n)} in the basket will be removed from the list without adding them to your inventory.`,
  clearCheckedConfirm: 'Clear',
  cleared: (n: number) => `Removed ${items(n)} from your shopping list`,
  clearFailed: 'Could not clear checked items',
  putAway: 'Put bought items away',
  putAwayTitle: 'Put bought items away',
  putAwayText: (n: number) => `${items(n)} from the basket will be added to your inventory and leave the list.`,
  putAwayWhere: 'Where to put them',
  putAwayAutomatic: 'Automatic (by type of food)',
  putAwayAutomaticHint: 'Frozen food goes to the freezer, fresh food to the fridge, the rest to the pantry.',
  putAwayConfirm: 'Put away',
  putAwayDone: 'Groceries put away',
  putAwayDoneText: (n: number) => `Added ${items(n)} to your inventory`,
  putAwayMore: (n: number) => `and ${n} more ${n === 1 ? 'item' : 'items'}`,
  putAwayFailed: 'Could not put the groceries away',
  // The server's 409 message, shown before asking when the household has no location yet.
  noLocations: 'Add a storage location before putting groceries away',
  manageLocations: 'Manage storage locations',
  // States
  emptyTitle: 'Your shopping list is empty',
  emptyText: 'Type what you need above, like "2 lb chicken" or "milk". From the meal planner you can add the missing ingredients of the week\'s meals in one go.',
  openPlanner: 'Open the meal planner',
  allInBasket: 'Everything is in the basket. Put it away when you are home, or clear the list.',
  loadFailed: 'Could not load your shopping list',
  retry: 'Try again',
  updating: 'Saving…',
} as const;
