import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AddedFoodItem,
  addFoodItemBody,
  type AddFoodItemBody,
  addShoppingItemBody,
  type AddShoppingItemBody,
  createMealPlanBody,
  type CreateMealPlanBody,
  describeIssues,
  type ExpirationNotification,
  type FoodItem,
  generateRecipeBody,
  type GenerateRecipeBody,
  listFoodItemsQuery,
  type MealPlan,
  quantityText,
  type Recipe,
  type ShoppingItem,
  type StorageLocation,
  updateFoodItemBody,
  type UpdateFoodItemBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { LookUpCookingTermQuery, type CookingTermDefinition } from '../../cooking-terms/queries/look-up-cooking-term/look-up-cooking-term.query.js';
import { AddFoodItemCommand } from '../../inventory/commands/add-food-item/add-food-item.command.js';
import { ListExpirationNotificationsQuery } from '../../inventory/queries/list-expiration-notifications/list-expiration-notifications.query.js';
import { ListFoodItemsQuery } from '../../inventory/queries/list-food-items/list-food-items.query.js';
import { ListStorageLocationsQuery } from '../../inventory/queries/list-storage-locations/list-storage-locations.query.js';
import { UpdateFoodItemCommand } from '../../inventory/commands/update-food-item/update-food-item.command.js';
import { type FoodItemEventKind, type FoodItemUsed, UseFoodItemCommand } from '../../inventory/commands/use-food-item/use-food-item.command.js';
import { AddShoppingItemCommand } from '../../planning/commands/add-shopping-item/add-shopping-item.command.js';
import { CreateMealPlanCommand } from '../../planning/commands/create-meal-plan/create-meal-plan.command.js';
import { GenerateRecipeCommand } from '../../recipes/commands/generate-recipe/generate-recipe.command.js';
import { ListRecipesQuery } from '../../recipes/queries/list-recipes/list-recipes.query.js';

/** A tool input the contract refuses; its message names the field like a 400 would. */
export class ChefInputError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', 'chat.invalid-tool-input', message);
  }
}

/**
 * Everything the chef may do in the kitchen: the very commands and queries the REST routes run,
 * on the bus, each input parsed by the same contract schema first. One rule, one event, whichever
 * door a change came through (DESIGN §8).
 */
export interface ChefToolbox {
  foodItems(actor: Actor, filters?: z.input<typeof listFoodItemsQuery>): Promise<FoodItem[]>;
  storageLocations(actor: Actor): Promise<StorageLocation[]>;
  expiring(actor: Actor): Promise<ExpirationNotification[]>;
  recipes(actor: Actor): Promise<Recipe[]>;
  /** The lot that was made or grew, with the inventory's account of it (`merge.message`) to say. */
  addFoodItem(actor: Actor, body: AddFoodItemBody): Promise<AddedFoodItem>;
  updateFoodItem(actor: Actor, id: string, body: UpdateFoodItemBody): Promise<FoodItem>;
  useFoodItem(actor: Actor, id: string, kind: FoodItemEventKind, quantity: string | number): Promise<FoodItemUsed>;
  addShoppingItem(actor: Actor, body: AddShoppingItemBody): Promise<ShoppingItem>;
  createMealPlan(actor: Actor, body: CreateMealPlanBody): Promise<MealPlan>;
  generateRecipe(actor: Actor, body: GenerateRecipeBody): Promise<Recipe>;
  lookUpTerm(term: string): Promise<CookingTermDefinition | null>;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ChefInputError(describeIssues(result.error.issues).message);
  return result.data;
}

@Injectable()
export class ChefTools implements ChefToolbox {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  foodItems(actor: Actor, filters: z.input<typeof listFoodItemsQuery> = {}): Promise<FoodItem[]> {
    return this.queries.execute(new ListFoodItemsQuery(actor, parse(listFoodItemsQuery, filters)));
  }

  storageLocations(actor: Actor): Promise<StorageLocation[]> {
    return this.queries.execute(new ListStorageLocationsQuery(actor));
  }

  expiring(actor: Actor): Promise<ExpirationNotification[]> {
    return this.queries.execute(new ListExpirationNotificationsQuery(actor));
  }

  recipes(actor: Actor): Promise<Recipe[]> {
    return this.queries.execute(new ListRecipesQuery(actor));
  }

  addFoodItem(actor: Actor, body: AddFoodItemBody): Promise<AddedFoodItem> {
    return this.commands.execute(new AddFoodItemCommand(actor, parse(addFoodItemBody, body)));
  }

  updateFoodItem(actor: Actor, id: string, body: UpdateFoodItemBody): Promise<FoodItem> {
    return this.commands.execute(new UpdateFoodItemCommand(actor, id, parse(updateFoodItemBody, body)));
  }

  useFoodItem(actor: Actor, id: string, kind: FoodItemEventKind, quantity: string | number): Promise<FoodItemUsed> {
    return this.commands.execute(new UseFoodItemCommand(actor, id, kind, parse(quantityText, quantity)));
  }

  addShoppingItem(actor: Actor, body: AddShoppingItemBody): Promise<ShoppingItem> {
    return this.commands.execute(new AddShoppingItemCommand(actor, parse(addShoppingItemBody, body)));
  }

  createMealPlan(actor: Actor, body: CreateMealPlanBody): Promise<MealPlan> {
    return this.commands.execute(new CreateMealPlanCommand(actor, parse(createMealPlanBody, body)));
  }

  generateRecipe(actor: Actor, body: GenerateRecipeBody): Promise<Recipe> {
    return this.commands.execute(new GenerateRecipeCommand(actor, parse(generateRecipeBody, body)));
  }

  lookUpTerm(term: string): Promise<CookingTermDefinition | null> {
    return this.queries.execute(new LookUpCookingTermQuery(term));
  }
}
