import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import { todayIn } from '@sous/kitchen';
import type { Recipe } from '@sous/contracts';
import { RecipeWriter } from '../../domain/ports/recipe-writer.port.js';
import type { WrittenRecipe } from '../../domain/written-recipe.js';
import { Recipe as RecipeEntity } from '../../domain/recipe.entity.js';
import { findRecipe } from '../../application/recipes.js';
import { RecipeChanged } from '../../events/recipe.events.js';
import { readRestrictions, restrictionViolation } from '../../offline-chef/diet.js';
import { generateOfflineRecipe } from '../../offline-chef/generate.js';
import type { ChefInventoryItem, OfflineRecipe, RecentRecipe } from '../../offline-chef/types.js';
import { GenerateRecipeCommand } from './generate-recipe.command.js';
import type { EquipmentKind } from '@sous/kitchen';
import { ListKitchenAppliancesQuery } from '../../../appliances/queries/list-kitchen-appliances/list-kitchen-appliances.query.js';
import { GetUserSettingsQuery } from '../../../identity/queries/get-user-settings/get-user-settings.query.js';
import { ListStockQuery } from '../../../inventory/queries/list-stock/list-stock.query.js';
import { publishWritten } from '#platform/events/unit-of-work.js';

interface Kitchen {
  inventory: ChefInventoryItem[];
  allergens: string[];
  dietaryRestrictions: string[];
  foodsToAvoid: string[];
  appliances: string[];
  /** Specialty equipment the household's active appliances provide (air fryer, blender…). */
  equipment: EquipmentKind[];
  recent: RecentRecipe[];
  /** How many recipes the cook has generated: varies the offline chef's choice from press to press. */
  recipeCount: number;
}

const fallbackNote = 'The AI chef could not answer, so the offline chef wrote this recipe.';

/**
 * Writes a recipe from the household's food: with the configured model when there is one (its
 * answer checked against the diet and allergens like the offline chef's), otherwise, or when the
 * model fails, with the offline chef. Saves it to the cookbook and tells every device.
 */
@CommandHandler(GenerateRecipeCommand)
export class GenerateRecipeHandler implements ICommandHandler<GenerateRecipeCommand> {
  private readonly logger = new Logger('GenerateRecipeHandler');

  constructor(
    private readonly em: SqlEntityManager,
    private readonly writer: RecipeWriter,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: GenerateRecipeCommand): Promise<Recipe> {
    const kitchen = await this.kitchen(actor.userId, actor.householdId);
    const today = todayIn(new Date());
    let entity: RecipeEntity | null = null;
    let modelFailed = false;
    if (this.writer.available && kitchen.inventory.length > 0) {
      try {
        const written = await this.writer.write(body, { ...kitchen, today });
        const violation = restrictionViolation(
          written.ingredients,
          readRestrictions({
            userDiets: kitchen.dietaryRestrictions,
            userAllergens: kitchen.allergens,
            foodsToAvoid: kitchen.foodsToAvoid,
            requestRestrictions: body.dietaryRestrictions,
          }),
        );
        if (violation) throw new Error(`The model's recipe breaks a restriction: ${violation}`);
        entity = this.fromModel(actor, written);
      } catch (error) {
        modelFailed = true;
        this.logger.warn({ err: error }, 'Recipe generation by the model failed; the offline chef answers');
      }
    }
    if (!entity) {
      const offline = generateOfflineRecipe(body, {
        inventory: kitchen.inventory,
        allergens: kitchen.allergens,
        dietaryRestrictions: kitchen.dietaryRestrictions,
        foodsToAvoid: kitchen.foodsToAvoid,
        today,
        recentRecipes: kitchen.recent,
        equipment: kitchen.equipment,
        // Another dish on the next press of the same request, while another one fits (issue 31).
        variation: kitchen.recipeCount,
      });
      entity = this.fromOffline(actor, offline, modelFailed);
    }
    await this.em.flush();
    return publishWritten(
      this.events,
      findRecipe(this.em, this.queries, actor.householdId, entity.id),
      (recipe) => new RecipeChanged('created', recipe),
      `Recipe ${entity.id}`,
    );
  }

  private async kitchen(userId: string, householdId: string): Promise<Kitchen> {
    // soonest to expire first (the chef uses those first), leftovers included
    const inventory = await this.queries.execute(new ListStockQuery(householdId));
    const user = await this.queries.execute(new GetUserSettingsQuery(userId));
    const appliances = await this.queries.execute(new ListKitchenAppliancesQuery(householdId));
    // Variety is per cook: the user's own last presses, as many as the chef keeps away (five).
    const recent = await this.em.execute<{ offline_id: string | null; title: string }[]>(
      'select offline_id, title from recipes where household_id = ? and user_id = ? order by created_at desc limit 5',
      [householdId, userId],
    );
    const [count] = await this.em.execute<{ n: string | number }[]>('select count(*) as n from recipes where household_id = ? and user_id = ?', [householdId, userId]);
    return {
      inventory: inventory.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        expirationDate: i.expirationDate,
        foodCategory: i.foodCategory,
        kind: i.kind,
      })),
      allergens: user?.allergens ?? [],
      dietaryRestrictions: user?.dietaryRestrictions ?? [],
      foodsToAvoid: user?.foodsToAvoid ?? [],
      appliances: appliances.descriptions,
      equipment: appliances.equipment,
      recent: recent.map((r) => ({ offlineId: r.offline_id, title: r.title })),
      recipeCount: Number(count?.n ?? 0),
    };
  }

  private fromModel(actor: { userId: string; householdId: string }, written: WrittenRecipe): RecipeEntity {
    return this.stored(actor, written, { source: 'ai' });
  }

  private fromOffline(actor: { userId: string; householdId: string }, recipe: OfflineRecipe, modelFailed: boolean): RecipeEntity {
    return this.stored(actor, recipe, {
      source: 'offline',
      note: modelFailed ? `${fallbackNote} ${recipe.why}` : recipe.why,
      offlineId: recipe.offlineId,
    });
  }

  /** Either chef's recipe as the cookbook stores it, with what only its own chef knows. */
  private stored(
    actor: { userId: string; householdId: string },
    written: WrittenRecipe,
    origin: { source: 'ai' } | { source: 'offline'; note: string; offlineId: string },
  ): RecipeEntity {
    return this.em.create(RecipeEntity, {
      householdId: actor.householdId,
      userId: actor.userId,
      title: written.title,
      description: written.description,
      prepTime: String(written.prepTime),
      cookTime: String(written.cookTime),
      servings: written.servings,
      ingredients: written.ingredients,
      instructions: written.instructions,
      usedIngredients: written.usedIngredients,
      missingIngredients: written.missingIngredients,
      cuisine: written.cuisine,
      mealType: written.mealType,
      difficulty: written.difficulty,
      dietTags: written.dietTags,
      ...origin,
    });
  }
}
