/** The nutrition page's words. */
export const nutritionText = {
  description: 'What your kitchen holds, nutrient by nutrient',
  emptyTitle: 'No nutrition data yet',
  empty: 'Add food to your kitchen to see its nutrition',
  failed: 'Failed to load nutrition data',
  /** Under the list of items not counted: what would let them count. */
  notCountedHint: 'Give these a weight (g, oz, lb) or a name from the food database to count them.',
  /** Under the per-item table when its next page could not be loaded ("Show more" tries again). */
  moreFailed: 'Could not load more items. Try again.',
} as const;
