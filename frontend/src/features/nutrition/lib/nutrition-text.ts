/** The nutrition page's words. */
export const nutritionText = {
  description: 'What your kitchen holds, nutrient by nutrient',
  emptyTitle: 'No nutrition data yet',
  empty: 'Add food from the food database to see its nutrition',
  failed: 'Failed to load nutrition data',
} as const;
