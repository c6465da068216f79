/**
 * A recipe made ready to cook at some servings (issue 35): one entry per instruction line with its
 * section heading, its text with amounts scaled, its timers and the ingredient lines it uses
 * (scaled with the one servings scaler, so they read as the recipe card does).
 */
import { scaleIngredient } from '../amounts/scale-ingredient.js';
import { servingsScaleFactor } from '../ingredients.js';
import { scaleStepText } from './scale-step.js';
import { ingredientFoodWords, matchStepIngredients } from './step-ingredients.js';
import { findStepTimers, type StepTimer } from './step-timers.js';

export interface CookStepIngredient {
  /** Index into the recipe's ingredient lines. */
  index: number;
  /** The line at the cooked servings. */
  line: string;
}

export interface CookStep {
  index: number;
  /** The heading the step sits under ('For the sauce'), or null. */
  section: string | null;
  /** The step with its amounts at the cooked servings. */
  text: string;
  timers: StepTimer[];
  ingredients: CookStepIngredient[];
}

export interface CookableRecipe {
  servings: number | null;
  ingredients: readonly string[];
  instructions: readonly string[];
  instructionSections: readonly { title: string; from: number }[];
}

function sectionOf(sections: CookableRecipe['instructionSections'], index: number): string | null {
  let title: string | null = null;
  for (const section of sections) if (section.from <= index) title = section.title;
  return title;
}

/** Every instruction of `recipe` at `servings`; blank lines are not steps. Throws RangeError for servings ≤ 0. */
export function cookSteps(recipe: CookableRecipe, servings: number): CookStep[] {
  const factor = servingsScaleFactor(servings, recipe.servings);
  const scaledLines = recipe.ingredients.map((line) => scaleIngredient(line, recipe.servings, servings).line);
  const foods = ingredientFoodWords(recipe.ingredients).flatMap((tokens) => tokens.flatMap((t) => t.split('_')));
  const matches = matchStepIngredients(recipe.instructions, recipe.ingredients);
  return recipe.instructions.flatMap((instruction, index) => {
    if (instruction.trim() === '') return [];
    return [
      {
        index,
        section: sectionOf(recipe.instructionSections, index),
        text: scaleStepText(instruction, factor, foods).text,
        timers: findStepTimers(instruction),
        ingredients: (matches[index] ?? []).map((line) => ({ index: line, line: scaledLines[line] ?? '' })),
      },
    ];
  });
}
