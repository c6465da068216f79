import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Capability, CapabilityInput, CapabilityOutput, FoodItem, Recipe, StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { type CapabilityAnswer, InvokeCapabilityCommand } from '../../capabilities/commands/invoke-capability/invoke-capability.command.js';
import { LookUpCookingTermQuery, type CookingTermDefinition } from '../../cooking-terms/queries/look-up-cooking-term/look-up-cooking-term.query.js';
import { ListFoodItemsQuery } from '../../inventory/queries/list-food-items/list-food-items.query.js';
import { ListStorageLocationsQuery } from '../../inventory/queries/list-storage-locations/list-storage-locations.query.js';
import { ListRecipesQuery } from '../../recipes/queries/list-recipes/list-recipes.query.js';

/**
 * Everything the chef may do in the kitchen. Every action (add, use, move, plan, write a recipe…)
 * is a capability of the catalog (`@sous/contracts`, issue 34) invoked on the bus: the same
 * capability the model's tools and the MCP tools run, so one rule, one event, whichever door a
 * change came through (DESIGN §8). The reads are the whole rows the chef understands a message
 * against (names, lots, places, the cookbook, the glossary) and the model's system prompt lists.
 */
export interface ChefToolbox {
  foodItems(actor: Actor): Promise<FoodItem[]>;
  storageLocations(actor: Actor): Promise<StorageLocation[]>;
  recipes(actor: Actor): Promise<Recipe[]>;
  lookUpTerm(term: string): Promise<CookingTermDefinition | null>;
  /** Runs one capability for the signed-in cook; domain errors (not found, stale version, bad input) are thrown as they are. */
  invoke<C extends Capability>(actor: Actor, capability: C, input: CapabilityInput<C>): Promise<CapabilityAnswer<CapabilityOutput<C>>>;
}

@Injectable()
export class ChefTools implements ChefToolbox {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  foodItems(actor: Actor): Promise<FoodItem[]> {
    return this.queries.execute(new ListFoodItemsQuery(actor, {}));
  }

  storageLocations(actor: Actor): Promise<StorageLocation[]> {
    return this.queries.execute(new ListStorageLocationsQuery(actor));
  }

  recipes(actor: Actor): Promise<Recipe[]> {
    return this.queries.execute(new ListRecipesQuery(actor));
  }

  lookUpTerm(term: string): Promise<CookingTermDefinition | null> {
    return this.queries.execute(new LookUpCookingTermQuery(term));
  }

  invoke<C extends Capability>(actor: Actor, capability: C, input: CapabilityInput<C>): Promise<CapabilityAnswer<CapabilityOutput<C>>> {
    // a signed-in cook in the chat may do everything the web app lets them do
    return this.commands.execute(new InvokeCapabilityCommand({ actor, scope: 'read-write', door: 'chat' }, capability, input));
  }
}
