import type { ApiResource } from '@sous/contracts';
import type { SignedInUser } from '../support/auth.js';
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

async function created(res: Promise<{ status: number; body: unknown; text: string }>, what: string): Promise<Record<string, unknown>> {
  const answer = await res;
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`Seeding ${what} answered ${answer.status}: ${answer.text}`);
  return answer.body as Record<string, unknown>;
}

/**
 * One of each resource for `owner`, created through the API as a user would: a storage location,
 * a food item expiring tomorrow (hence an expiry notification), a recipe, a meal plan of it, a
 * shopping item, a push token, an appliance, an uploaded file and a rating of the recipe
 * (feedback only its author sees). The glossary is instance-wide and seeded at boot: its first
 * term stands for `cookingTerm`.
 */
export async function seedHousehold(owner: SignedInUser, tag = 'seed'): Promise<SeededIds> {
  const { agent } = owner;
  const location = await created(agent.post('/api/storage-locations').send({ name: `Shelf ${tag}` }), 'a storage location');
  const item = await created(
    agent.post('/api/food-items').send({ name: `Yogurt ${tag}`, quantity: '2', unit: 'item', storageLocationId: location.id, expirationDate: isoDay(1) }),
    'a food item',
  );
  const recipe = await created(
    agent.post('/api/recipes').send({ title: `Omelette ${tag}`, ingredients: ['2 eggs', `1 yogurt ${tag}`], instructions: ['Whisk', 'Cook'] }),
    'a recipe',
  );
  const plan = await created(agent.post('/api/meal-plans').send({ recipeId: recipe.id, date: isoDay(2) }), 'a meal plan');
  const shopping = await created(agent.post('/api/shopping-list/items').send({ ingredient: `Flour ${tag}` }), 'a shopping item');
  const token = `push-${tag}-${owner.user.id}`;
  await created(agent.post('/api/push-tokens').send({ token, platform: 'web' }), 'a push token');
  const appliance = await created(agent.post('/api/appliances').send({ name: `Oven ${tag}`, type: 'Oven' }), 'an appliance');
  const upload = await uploadFile(owner, tinyPng, 'image/png');
  const rating = await created(
    agent.post('/api/feedback').send({ type: 'recipe', rating: 4, content: `Good omelette ${tag}`, contextId: recipe.id, contextType: 'recipe' }),
    'a recipe rating',
  );
  const terms = (await agent.get('/api/cooking-terms')).body as { id: string }[];
  if (!Array.isArray(terms) || terms.length === 0) throw new Error('Seeding: the glossary is empty (the boot seeder did not run)');
  const check = await created(agent.post('/api/notifications/expiration/check').send({}), 'the expiry check');
  const notifications = (check.notifications as { id: string }[] | undefined) ?? [];
  const notification = notifications.find((n) => n.id === item.id)?.id;
  if (!notification) throw new Error(`Seeding: the expiry check did not notify about the item: ${JSON.stringify(check)}`);
  return {
    storageLocation: String(location.id),
    foodItem: String(item.id),
    recipe: String(recipe.id),
    mealPlan: String(plan.id),
    shoppingItem: String(shopping.id),
    pushToken: token,
    notification,
    appliance: String(appliance.id),
    upload: upload.id,
    feedback: String(rating.id),
    cookingTerm: terms[0].id,
  };
}
