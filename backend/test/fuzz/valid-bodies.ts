import type { SeededIds } from '../isolation/seed-household.js';

export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A body each route accepts (besides the examples of the route table), so a generated change to
 * one field is the only thing wrong with a request: a refusal then has to name that field.
 */
export function validBodies(ids: SeededIds, preferences: Record<string, unknown>): Record<string, unknown> {
  return {
    'POST /api/storage-locations': { name: 'Cellar fuzz' },
    'PATCH /api/storage-locations/:id': { name: 'Shelf renamed' },
    'POST /api/food-items': {
      name: 'Milk',
      quantity: '1',
      unit: 'item',
      storageLocationId: ids.storageLocation,
      expirationDate: isoDay(5),
      foodCategory: 'Dairy',
      usdaData: { description: 'Milk, whole', nutrients: [{ name: 'Protein', unit: 'g', amount: 3.2 }] },
    },
    'PATCH /api/food-items/:id': { version: 1, name: 'Yogurt', unit: 'item', expirationDate: isoDay(6) },
    'PATCH /api/food-items/:id/card': { lots: [{ id: ids.foodItem, version: 1 }], name: 'Yogurt', foodCategory: 'Dairy' },
    'POST /api/recipes': {
      title: 'Shakshuka',
      description: 'Eggs in tomato',
      prepTime: '10 minutes',
      ingredients: ['4 eggs', '1 can tomatoes'],
      instructions: ['Simmer the tomatoes', 'Poach the eggs'],
      cuisine: 'Middle Eastern',
      mealType: 'breakfast',
    },
    'PATCH /api/recipes/:id': { title: 'Omelette', ingredients: ['2 eggs'], instructions: ['Whisk', 'Cook'] },
    'POST /api/shopping-list/items': { ingredient: 'Flour', quantity: '1', unit: 'kg' },
    'PATCH /api/shopping-list/items/:id': { ingredient: 'Rye flour', unit: 'kg' },
    'POST /api/shopping-list/add-missing': { recipeId: ids.recipe, ingredients: ['2 eggs'] },
    'POST /api/meal-plans': { recipeId: ids.recipe, date: isoDay(3), mealType: 'dinner', notes: 'Guests' },
    'PATCH /api/meal-plans/:id': { date: isoDay(4), notes: 'Moved' },
    'POST /api/appliances': { name: 'Oven', type: 'Oven', customBrand: 'Brand', customCapabilities: ['bake', 'grill'], purchaseDate: isoDay(-30), notes: 'Runs hot' },
    'PATCH /api/appliances/:id': { nickname: 'Big one', purchaseDate: isoDay(-20) },
    'PUT /api/user/preferences': { ...preferences, allergens: ['peanuts'], dietaryRestrictions: ['vegetarian'], foodsToAvoid: ['liver'] },
    'POST /api/chat': { message: 'What can I cook tonight?' },
    'POST /api/auth/email/login': { email: 'nobody@example.test', password: 'not the password' },
    'POST /api/auth/email/signup': { email: 'fuzz-new@example.test', password: 'correct horse battery', firstName: 'Fuzz', lastName: 'Cook' },
    'DELETE /api/account': { password: 'not the password' },
    'POST /api/household/join': { code: 'ABCD2345' },
    'POST /api/push-tokens': { token: 'fuzz-token', platform: 'web' },
    'PUT /api/household/calendar-feed': { breakfast: '07:15', lunch: '12:00', dinner: '19:00', snack: '16:00', durationMinutes: 45, timeZone: 'America/New_York' },
    'POST /api/tokens': { name: 'Fuzz script', scope: 'read-write', expiresInDays: 30 },
  };
}
