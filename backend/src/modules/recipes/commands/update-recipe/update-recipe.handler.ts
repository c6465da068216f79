import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type Recipe, type RecipeSection, type SavedRecipe, sectionProblem, sectionsWithin } from '@sous/contracts';
import { findRecipe } from '../../application/recipes.js';
import { InvalidSectionsError, recipeNotFound, StaleRecipeError } from '../../domain/recipes.errors.js';
import { RecipeChanged } from '../../events/recipe.events.js';
import { GetRecipeWarningsQuery } from '../../queries/get-recipe-warnings/get-recipe-warnings.query.js';
import { UpdateRecipeCommand } from './update-recipe.command.js';
import { setClause } from '#platform/database/set-clause.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';

const columns = {
  isFavorite: 'is_favorite',
  rating: 'rating',
  title: 'title',
  description: 'description',
  prepTime: 'prep_time',
  cookTime: 'cook_time',
  totalTime: 'total_time',
  servings: 'servings',
  yieldText: 'yield_text',
  ingredients: 'ingredients',
  instructions: 'instructions',
  note: 'note',
  imageUrl: 'image_url',
  cuisine: 'cuisine',
  mealType: 'meal_type',
} as const;

/** Fields that only mark the recipe for this household; every other field is an edit of the recipe. */
const marks: ReadonlySet<string> = new Set(['isFavorite', 'rating']);

type Lists = { ingredients: string[]; instructions: string[]; ingredient_sections: RecipeSection[] | string; instruction_sections: RecipeSection[] | string };
const parsed = (value: RecipeSection[] | string): RecipeSection[] => (typeof value === 'string' ? (JSON.parse(value) as RecipeSection[]) : value);

/**
 * Favourite and rating (spec 001 §4) and edits of any field (issue 30); only the fields sent change.
 * An edit bumps `version`; favourite and rating alone do not, so a tap on a star never makes an
 * editor on another device conflict. With `version` sent, the update matches on it: a stale one
 * stores nothing and answers 409 with the recipe as stored.
 */
@CommandHandler(UpdateRecipeCommand)
export class UpdateRecipeHandler implements ICommandHandler<UpdateRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute(command: UpdateRecipeCommand): Promise<SavedRecipe> {
    const recipe = await inUnitOfWork(this.em, this.events, () => this.update(command));
    const warnings = command.body.ingredients ? await this.queries.execute(new GetRecipeWarningsQuery(command.actor.householdId, recipe.ingredients)) : [];
    return { ...recipe, warnings };
  }

  private async update({ actor, id, body }: UpdateRecipeCommand): Promise<Recipe> {
    const { version } = body;
    // the listed columns only: version and the sections are written below
    const { sets, params } = setClause<keyof typeof columns>(columns, body);
    const sections = await this.sectionsToStore(actor.householdId, id, body);
    for (const [column, value] of Object.entries(sections)) {
      sets.push(`${column} = ?::jsonb`);
      params.push(JSON.stringify(value));
    }
    const edits = Object.entries(body).some(([key, value]) => value !== undefined && key !== 'version' && !marks.has(key));
    if (edits) sets.push('version = version + 1');
    const guard = version === undefined ? '' : ' and version = ?';
    const rows = await this.em.execute<{ id: string }[]>(`update recipes set ${sets.join(', ')} where id = ? and household_id = ?${guard} returning id`, [
      ...params,
      id,
      actor.householdId,
      ...(version === undefined ? [] : [version]),
    ]);
    const recipe = await findRecipe(this.em, this.queries, actor.householdId, id);
    if (!recipe) throw recipeNotFound();
    if (rows.length === 0) throw new StaleRecipeError(recipe);
    publishAfterCommit(this.events, new RecipeChanged('updated', recipe));
    return recipe;
  }

  /**
   * The section columns to write: sections sent with their list were checked by the contract;
   * sent alone they are checked against the stored list (400 naming the field); a list sent
   * alone keeps the stored sections that still fall inside it.
   */
  private async sectionsToStore(householdId: string, id: string, body: UpdateRecipeCommand['body']): Promise<Record<string, RecipeSection[]>> {
    const pairs = [
      { field: 'ingredientSections', list: 'ingredients', column: 'ingredient_sections' },
      { field: 'instructionSections', list: 'instructions', column: 'instruction_sections' },
    ] as const;
    const out: Record<string, RecipeSection[]> = {};
    const needsStored = pairs.some(({ field, list }) => (body[field] === undefined) !== (body[list] === undefined));
    const [stored] = needsStored
      ? await this.em.execute<Lists[]>('select ingredients, instructions, ingredient_sections, instruction_sections from recipes where id = ? and household_id = ? for update', [
          id,
          householdId,
        ])
      : [];
    if (needsStored && !stored) throw recipeNotFound();
    for (const { field, list, column } of pairs) {
      const sent = body[field];
      const lines = body[list];
      if (sent !== undefined && lines !== undefined) out[column] = sent;
      else if (sent !== undefined) {
        const problem = sectionProblem(sent, stored[list].length);
        if (problem) throw new InvalidSectionsError(field, problem.index, problem.message);
        out[column] = sent;
      } else if (lines !== undefined) {
        const kept = sectionsWithin(parsed(stored[column]), lines.length);
        if (kept.length !== parsed(stored[column]).length) out[column] = kept;
      }
    }
    return out;
  }
}
