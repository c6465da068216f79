import type { GenerateRecipeBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import type { ChefToolbox } from '../../chef/chef-tools.js';
import { IntentRouter } from '../intent-router.js';

/**
 * An empty kitchen with one Fridge for the chef's specs: recipe requests are recorded in `asked`
 * and answered with one test dish, other capabilities recorded in `tried` and refused, so a
 * spec sees what the chef would have done.
 */
export function chefTestKitchen(today: string) {
  const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
  const asked: GenerateRecipeBody[] = [];
  const tried: unknown[] = [];
  const tools = {
    foodItems: () => Promise.resolve([]),
    storageLocations: () => Promise.resolve([{ id: 'fridge', name: 'Fridge', icon: 'fridge', itemCount: 0, sortOrder: 0 }]),
    recipes: () => Promise.resolve([]),
    lookUpTerm: () => Promise.resolve(null),
    invoke: (_actor: Actor, capability: { name: string }, body: unknown) => {
      switch (capability.name) {
        case 'list_expiring':
          return Promise.resolve({ text: '', data: { items: [] } });
        case 'generate_recipe':
          asked.push(body as GenerateRecipeBody);
          return Promise.resolve({ text: '', data: { recipe: { id: 'r1', title: 'Test dish', description: null, prepTime: 5, cookTime: 10, servings: 2, ingredients: [], instructions: [], missingIngredients: [], note: null } } });
        default:
          tried.push(body);
          return Promise.reject(new Error(`no ${capability.name} in this test`));
      }
    },
  } as unknown as ChefToolbox;
  const ask = async (text: string) => (await new IntentRouter(tools).answer({ actor, text, today, pending: null })).text;
  return { ask, asked, tried };
}
