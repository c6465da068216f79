import type { ApiResource } from '@sous/contracts';
import type { SignedInUser } from '../support/auth.js';
import { addAppliance, addFeedback, addFood, addPushToken, addRecipe, addShoppingEntry, addStorageLocation, planMeal } from '../support/factories.js';
import { tinyPng, uploadFile } from '../uploads/upload-file.js';

export type SeededIds = Record<ApiResource, string>;

/**
 * Who may see a resource besides its owner, as the modules implement it:
 * - `household`: the owner's household only; everyone else gets 404;
 * - `user`: the owner alone (their device's push token);
 * - `author`: its author (and admins) only, not even the author's household: a rating of one's own
 *   recipe, chat answer or food (feedback-visibility.ts); the seeded feedback is such a rating;
 * - `instance`: every signed-in user reads it, admins of any household write it (the glossary).
 */
export type ResourceScope = 'household' | 'user' | 'author' | 'instance';

export const resourceScopes: Readonly<Record<ApiResource, ResourceScope>> = {
  foodItem: 'household',
  storageLocation: 'household',
  mealPlan: 'household',
  shoppingItem: 'household',
  recipe: 'household',
  notification: 'household',
  pushToken: 'user',
  appliance: 'household',
  upload: 'household',
  feedback: 'author',
  cookingTerm: 'instance',
};

/** Seeded rows no list answers (a device token; a file, reachable only by its id). */
export const unlistedResources: readonly ApiResource[] = ['pushToken', 'upload'];

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * One of each resource for `owner`, created through the API as a user would: a storage location,
 * a food item expiring tomorrow (hence an expiry notification), a recipe, a meal plan of it, a
 * shopping item, a push token, an appliance, an uploaded file and a rating of the recipe
 * (feedback only its author sees). The glossary is instance-wide and seeded at boot: its first
 * term stands for `cookingTerm`.
 */
export async function seedHousehold(owner: SignedInUser, tag = 'seed'): Promise<SeededIds> {
  const { agent } = owner;
  const location = await addStorageLocation(owner, `Shelf ${tag}`);
  const item = await addFood(owner, location, { name: `Yogurt ${tag}`, quantity: '2', unit: 'item', expirationDate: isoDay(1) });
  const recipe = await addRecipe(owner, { title: `Omelette ${tag}`, ingredients: ['2 eggs', `1 yogurt ${tag}`], instructions: ['Whisk', 'Cook'] });
  const plan = await planMeal(owner, { recipeId: recipe.id, date: isoDay(2) });
  const shopping = await addShoppingEntry(owner, { ingredient: `Flour ${tag}` });
  const token = `push-${tag}-${owner.user.id}`;
  await addPushToken(owner, { token, platform: 'web' });
  const appliance = await addAppliance(owner, { name: `Oven ${tag}`, type: 'Oven' });
  const upload = await uploadFile(owner, tinyPng, 'image/png');
  const rating = await addFeedback(owner, { type: 'recipe', rating: 4, content: `Good omelette ${tag}`, contextId: recipe.id, contextType: 'recipe' });
  const terms = (await agent.get('/api/cooking-terms')).body as { id: string }[];
  if (!Array.isArray(terms) || terms.length === 0) throw new Error('Seeding: the glossary is empty (the boot seeder did not run)');
  const checked = await agent.post('/api/notifications/expiration/check').send({});
  if (checked.status !== 200) throw new Error(`Seeding: the expiry check answered ${checked.status}: ${checked.text}`);
  const check = checked.body as { notifications?: { id: string }[] };
  const notifications = check.notifications ?? [];
  const notification = notifications.find((n) => n.id === item.id)?.id;
  if (!notification) throw new Error(`Seeding: the expiry check did not notify about the item: ${JSON.stringify(check)}`);
  return {
    storageLocation: location,
    foodItem: item.id,
    recipe: recipe.id,
    mealPlan: plan.id,
    shoppingItem: shopping.id,
    pushToken: token,
    notification,
    appliance: appliance.id,
    upload: upload.id,
    feedback: rating.id,
    cookingTerm: terms[0].id,
  };
}
