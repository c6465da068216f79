import type { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import { completeOnboardingBody, type FoodItem, type StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { insertHousehold, insertStorageLocation, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { FindCommonItemsQuery } from '../../../food-data/queries/find-common-items/find-common-items.query.js';
import { AddFoodItemsCommand } from '../../../inventory/commands/add-food-items/add-food-items.command.js';
import { EnsureStorageLocationsCommand } from '../../../inventory/commands/ensure-storage-locations/ensure-storage-locations.command.js';
import { CompleteOnboardingCommand } from './complete-onboarding.command.js';
import { CompleteOnboardingHandler } from './complete-onboarding.handler.js';

const db = useTestDatabase();

const location = (id: string, name: string): StorageLocation => ({ id, name, icon: 'utensils-crossed', sortOrder: 0, itemCount: 0 });

/**
 * The buses faked (inventory's and food-data's handlers are theirs to test), the user's row real.
 * Ensuring the locations writes one row through the handler's entity manager, as inventory's handler
 * does, so what a failure leaves behind can be seen.
 */
async function fakes({ catalogueFails = false } = {}) {
  const { householdId, userId } = await insertHousehold(db.em);
  const actor: Actor = { userId, householdId, role: 'member' };
  const steps: string[] = [];
  const executed: unknown[] = [];
  const commands = {
    execute: async (command: unknown) => {
      executed.push(command);
      if (command instanceof EnsureStorageLocationsCommand) {
        steps.push('ensure locations');
        // inside the handler's transaction: the injected entity manager resolves to it
        const written = await insertStorageLocation(db.em, householdId, { name: command.names[0] });
        const locations = command.names.map((name, i) => location(i === 0 ? written.id : `loc-${i}`, name));
        return { locations, created: locations.slice(1) };
      }
      if (command instanceof AddFoodItemsCommand) {
        steps.push('add items');
        return command.items.map((item, i) => ({ id: `item-${i}`, name: item.name }) as FoodItem);
      }
      throw new Error('unexpected command');
    },
  } as unknown as CommandBus;
  const queries = {
    execute: (query: unknown) => {
      executed.push(query);
      steps.push('find catalogue');
      expect(query).toBeInstanceOf(FindCommonItemsQuery);
      if (catalogueFails) return Promise.reject(new Error('catalogue unavailable'));
      return Promise.resolve([
        { displayName: 'Milk', category: 'Dairy', foodCategory: 'Dairy and Egg Products', storage: 'Refrigerator', quantity: '1', unit: 'gallon', expirationDays: 7, fcdId: null, nutrition: null, usdaData: null, imageUrl: null },
      ]);
    },
  } as unknown as QueryBus;
  const events = { publish: () => steps.push('publish') } as unknown as EventBus;
  const handler = new CompleteOnboardingHandler(db.em, commands, queries, events);
  const user = async () => (await rowById(db.em, 'users', userId))!;
  const locations = () => db.em.execute<{ id: string; name: string }[]>('select id, name from storage_locations where household_id = ?', [householdId]);
  return { actor, handler, steps, executed, user, locations };
}

const body = completeOnboardingBody.parse({
  preferences: {
    storageAreasEnabled: ['Refrigerator', 'Pantry', 'Garage'],
    householdSize: 4,
    cookingSkillLevel: 'intermediate',
    preferredUnits: 'metric',
    dietaryRestrictions: ['Vegetarian'],
    expirationAlertDays: 2,
  },
  customStorageAreas: ['Garage', 'Wine Cellar'],
  selectedCommonItems: ['Milk', 'Dragon Fruit Jam'],
});

describe('CompleteOnboardingHandler on the database', () => {
  it('ensures the areas, adds the known items and saves the preferences', async () => {
    const f = await fakes();
    const answer = await f.handler.execute(new CompleteOnboardingCommand(f.actor, body));
    expect(answer).toEqual({ foodItemsCreated: 1, failedItems: ['Dragon Fruit Jam'], createdStorageLocations: 3 });
    expect(f.steps).toEqual(['ensure locations', 'find catalogue', 'add items']);
    const ensure = f.executed[0] as EnsureStorageLocationsCommand;
    expect(ensure.names).toEqual(['Refrigerator', 'Pantry', 'Garage', 'Wine Cellar']);
    const add = f.executed[2] as AddFoodItemsCommand;
    const [fridge, ...others] = await f.locations();
    expect(others).toEqual([]);
    expect(fridge).toMatchObject({ name: 'Refrigerator' });
    expect(add.items).toEqual([expect.objectContaining({ name: 'Milk', storageLocationId: fridge.id, quantity: '1', unit: 'gallon' })]);
    expect(await f.user()).toMatchObject({
      storage_areas_enabled: ['Refrigerator', 'Pantry', 'Garage', 'Wine Cellar'],
      household_size: 4,
      cooking_skill_level: 'intermediate',
      preferred_units: 'metric',
      dietary_restrictions: ['Vegetarian'],
      allergens: [],
      foods_to_avoid: [],
      expiration_alert_days: 2,
      has_completed_onboarding: true,
    });
  });

  it('adds nothing and asks the catalogue nothing when no item is selected', async () => {
    const f = await fakes();
    const answer = await f.handler.execute(new CompleteOnboardingCommand(f.actor, { ...body, selectedCommonItems: [] }));
    expect(answer).toEqual({ foodItemsCreated: 0, failedItems: [], createdStorageLocations: 3 });
    expect(f.steps).toEqual(['ensure locations']);
    expect(await f.user()).toMatchObject({ has_completed_onboarding: true });
  });

  it('is one transaction: a failure leaves neither the areas nor the preferences behind', async () => {
    const f = await fakes({ catalogueFails: true });
    await expect(f.handler.execute(new CompleteOnboardingCommand(f.actor, body))).rejects.toThrow('catalogue unavailable');
    expect(f.steps).toEqual(['ensure locations', 'find catalogue']);
    expect(await f.locations()).toEqual([]);
    expect(await f.user()).toMatchObject({ has_completed_onboarding: false, storage_areas_enabled: null });
  });
});
