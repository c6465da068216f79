import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Recipe, SavedRecipe } from '@sous/contracts';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { Recipe as RecipeEntity } from '../../domain/recipe.entity.js';
import { findRecipe } from '../../application/recipes.js';
import { RecipeChanged } from '../../events/recipe.events.js';
import { GetRecipeWarningsQuery } from '../../queries/get-recipe-warnings/get-recipe-warnings.query.js';
import { CreateRecipeCommand } from './create-recipe.command.js';

@CommandHandler(CreateRecipeCommand)
export class CreateRecipeHandler implements ICommandHandler<CreateRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /** One transaction: a failure after the insert (the re-read) must leave nothing stored. Warnings never refuse the save. */
  async execute(command: CreateRecipeCommand): Promise<SavedRecipe> {
    const recipe = await inUnitOfWork(this.em, this.events, () => this.create(command));
    return { ...recipe, warnings: await this.queries.execute(new GetRecipeWarningsQuery(command.actor.householdId, recipe.ingredients)) };
  }

  private async create({ actor, body }: CreateRecipeCommand): Promise<Recipe> {
    const entity = this.em.create(RecipeEntity, {
      householdId: actor.householdId,
      userId: actor.userId,
      title: body.title,
      description: body.description ?? null,
      prepTime: body.prepTime ?? null,
      cookTime: body.cookTime ?? null,
      totalTime: body.totalTime ?? null,
      servings: body.servings ?? null,
      yieldText: body.yieldText ?? null,
      ingredientSections: body.ingredientSections ?? [],
      instructionSections: body.instructionSections ?? [],
      ingredients: body.ingredients,
      instructions: body.instructions,
      cuisine: body.cuisine ?? null,
      mealType: body.mealType ?? null,
      sourceUrl: body.sourceUrl ?? null,
      sourceAuthor: body.sourceAuthor ?? null,
      imageUrl: body.imageUrl ?? null,
      source: 'user',
    });
    await this.em.flush();
    return publishWritten(
      this.events,
      findRecipe(this.em, this.queries, actor.householdId, entity.id),
      (recipe) => new RecipeChanged('created', recipe),
      `Recipe ${entity.id}`,
    );
  }
}
