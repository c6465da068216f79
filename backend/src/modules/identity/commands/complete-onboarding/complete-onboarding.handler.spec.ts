import type { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { completeOnboardingBody, type FoodItem, type StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { FindCommonItemsQuery } from '../../../food-data/queries/find-common-items/find-common-items.query.js';
import { AddFoodItemsCommand } from '../../../inventory/commands/add-food-items/add-food-items.command.js';
import { EnsureStorageLocationsCommand } from '../../../inventory/commands/ensure-storage-locations/ensure-storage-locations.command.js';
import { CompleteOnboardingCommand } from './complete-onboarding.command.js';
import { CompleteOnboardingHandler } from './complete-onboarding.handler.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
const location = (id: string, name: string): StorageLocation => ({ id, name, icon: 'utensils-crossed', sortOrder: 0, itemCount: 0 });

function fakes() {
  const steps: string[] = [];
  const updates: unknown[] = [];
  const em = {
    transactional: async (work: () => Promise<unknown>) => {
      steps.push('begin');
      const result = await work();
      steps.push('commit');
      return result;
    },
    nativeUpdate: (_entity: unknown, where: unknown, data: unknown) => {
      steps.push('update user');
      updates.push({ where, data });
      return Promise.resolve(1);
    },
  } as unknown as SqlEntityManager;
  const executed: unknown[] = [];
  const commands = {
    execute: (command: unknown) => {
      executed.push(command);
      if (command instanceof EnsureStorageLocationsCommand) {
        steps.push('ensure locations');
        const locations = command.names.map((name, i) => location(`loc-${i}`, name));
        return Promise.resolve({ locations, created: locations.slice(1) });
      }
      if (command instanceof AddFoodItemsCommand) {
        steps.push('add items');
        return Promise.resolve(command.items.map((item, i) => ({ id: `item-${i}`, name: item.name }) as FoodItem));
      }
      throw new Error('unexpected command');
    },
  } as unknown as CommandBus;
  const queries = {
    execute: (query: unknown) => {
      executed.push(query);
      steps.push('find catalogue');
      expect(query).toBeInstanceOf(FindCommonItemsQuery);
      return Promise.resolve([
        { displayName: 'Milk', category: 'Dairy', foodCategory: 'Dairy and Egg Products', storage: 'Refrigerator', quantity: '1', unit: 'gallon', expirationDays: 7, fcdId: null, nutrition: null, usdaData: null, imageUrl: null },
      ]);
    },
  } as unknown as QueryBus;
  const events = { publish: () => steps.push('publish') } as unknown as EventBus;
  return { em, commands, queries, events, steps, updates, executed };
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

describe('CompleteOnboardingHandler', () => {
  it('ensures the areas, adds the known items, saves the preferences, all in one transaction', async () => {
    const f = fakes();
    const answer = await new CompleteOnboardingHandler(f.em, f.commands, f.queries, f.events).execute(new CompleteOnboardingCommand(actor, body));
    expect(answer).toEqual({ foodItemsCreated: 1, failedItems: ['Dragon Fruit Jam'], createdStorageLocations: 3 });
    expect(f.steps).toEqual(['begin', 'ensure locations', 'find catalogue', 'add items', 'update user', 'commit']);
    const ensure = f.executed[0] as EnsureStorageLocationsCommand;
    expect(ensure.names).toEqual(['Refrigerator', 'Pantry', 'Garage', 'Wine Cellar']);
    const add = f.executed[2] as AddFoodItemsCommand;
    expect(add.items).toEqual([expect.objectContaining({ name: 'Milk', storageLocationId: 'loc-0', quantity: '1', unit: 'gallon' })]);
    expect(f.updates).toHaveLength(1);
    expect(f.updates[0]).toMatchObject({
      where: { id: 'u1' },
      data: {
        storageAreasEnabled: ['Refrigerator', 'Pantry', 'Garage', 'Wine Cellar'],
        householdSize: 4,
        cookingSkillLevel: 'intermediate',
        preferredUnits: 'metric',
        dietaryRestrictions: ['Vegetarian'],
        allergens: [],
        foodsToAvoid: [],
        expirationAlertDays: 2,
        hasCompletedOnboarding: true,
      },
    });
  });

  it('adds nothing and asks the catalogue nothing when no item is selected', async () => {
    const f = fakes();
    const answer = await new CompleteOnboardingHandler(f.em, f.commands, f.queries, f.events).execute(
      new CompleteOnboardingCommand(actor, { ...body, selectedCommonItems: [] }),
    );
    expect(answer).toEqual({ foodItemsCreated: 0, failedItems: [], createdStorageLocations: 3 });
    expect(f.steps).toEqual(['begin', 'ensure locations', 'update user', 'commit']);
  });
});
