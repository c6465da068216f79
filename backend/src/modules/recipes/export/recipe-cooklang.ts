import { formatCookingQuantity, formatScaled, parseIngredientLine } from '@sous/kitchen';
import { readableDuration, storedMinutes } from './durations.js';
import type { ExportableRecipe } from './exportable-recipe.js';

/**
 * One recipe as a Cooklang `.cook` text, written from the language's public description:
 * `>> key: value` metadata lines, then the steps as paragraphs separated by a blank line, each
 * ingredient marked where a step first names it as `@name{quantity%unit}` (a preparation note in
 * parentheses after it), and ingredients no step names gathered in a leading step.
 */

interface MarkedIngredient {
  /** The name as Cooklang writes it (no markup characters). */
  name: string;
  /** `{…}` with the amount, or `{}` for an amount the line does not give. */
  amount: string;
  /** `(…)` with the preparation ("minced"), or ''. */
  preparation: string;
  /** Words to look for in the steps, longest first: "all-purpose flour", then "flour". */
  spellings: string[];
}

// characters that start or end Cooklang markup, or a comment, must not appear inside a name or note
const markup = /[@#~{}[\]()%|]|--/g;
const plain = (text: string) => text.replace(markup, ' ').replace(/\s+/g, ' ').trim();

/** One line of metadata: no line breaks in the value, and present only when there is one. */
const meta = (key: string, value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : plain(String(value).replace(/\s*\n\s*/g, ' '));
  return text ? [`>> ${key}: ${text}`] : [];
};

function quantityText(quantity: number): string {
  const cooking = formatCookingQuantity(quantity);
  // Cooklang reads "1/2" but not a mixed "1 1/2": only a plain fraction stays a fraction
  return cooking.includes('/') && !cooking.includes(' ') ? cooking : formatScaled(quantity);
}

function markedIngredient(line: string): MarkedIngredient | null {
  const parsed = parseIngredientLine(line);
  // "For the sauce:" heads a group of lines; it is not an ingredient to mark
  if (parsed.quantity === null && line.trim().endsWith(':')) return null;
  // "garlic, minced" and "onion (diced)": the food, then how it is prepared
  const split = /^([^,(]+)(?:,\s*(.+)|\s*\((.+)\)\s*)$/.exec(parsed.name);
  const name = plain(split ? split[1] : parsed.name);
  if (!name) return null;
  const note = split ? plain(split[2] ?? split[3] ?? '') : '';
  let amount = '';
  if (parsed.quantity !== null) {
    const quantity = parsed.quantityMax !== null ? `${quantityText(parsed.quantity)}-${quantityText(parsed.quantityMax)}` : quantityText(parsed.quantity);
    amount = parsed.unit ? `${quantity}%${parsed.unit}` : quantity;
  }
  const words = name.split(' ');
  const spellings = words.map((_, start) => words.slice(start).join(' ')).filter((spelling) => spelling.length >= 3);
  return { name, amount: `{${amount}}`, preparation: note ? `(${note})` : '', spellings };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `spelling` first stands as whole words in `step`, outside markup already placed. */
function findWord(step: string, spelling: string): number {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}@])${escapeRegExp(spelling)}(?![\\p{L}\\p{N}{])`, 'iu');
  const match = pattern.exec(step);
  return match ? match.index : -1;
}

/**
 * A step's own text made inert: a line break would end the step early, and a bare @, # or ~ (or a
 * "--" comment, a "[-" block comment) would be read as markup, so they become their full-width
 * look-alikes and a dash.
 */
function literalStep(step: string): string {
  return step
    .replace(/\s*\n\s*/g, ' ')
    .replace(/@/g, '\uff20')
    .replace(/#/g, '\uff03')
    .replace(/~/g, '\uff5e')
    .replace(/-{2,}/g, '\u2013')
    .replace(/\[-/g, '[ -')
    .trim();
}

export function recipeCooklang(recipe: ExportableRecipe): string {
  const prep = storedMinutes(recipe.prepTime);
  const cook = storedMinutes(recipe.cookTime);
  const header = [
    ...meta('title', recipe.title),
    ...meta('description', recipe.description),
    ...meta('servings', recipe.servings),
    ...meta('prep time', prep === null ? null : readableDuration(prep)),
    ...meta('cook time', cook === null ? null : readableDuration(cook)),
    ...meta('cuisine', recipe.cuisine),
    ...meta('course', recipe.mealType),
    ...meta('tags', recipe.dietTags.join(', ')),
    ...meta('source', recipe.sourceUrl),
    ...meta('author', recipe.sourceAuthor),
  ];

  const ingredients = recipe.ingredients.map(markedIngredient).filter((item): item is MarkedIngredient => item !== null);
  const steps = recipe.instructions.map(literalStep);
  const unplaced: MarkedIngredient[] = [];
  for (const ingredient of ingredients) {
    let placed = false;
    for (let i = 0; i < steps.length && !placed; i += 1) {
      for (const spelling of ingredient.spellings) {
        const at = findWord(steps[i], spelling);
        if (at < 0) continue;
        steps[i] = `${steps[i].slice(0, at)}@${ingredient.name}${ingredient.amount}${ingredient.preparation}${steps[i].slice(at + spelling.length)}`;
        placed = true;
        break;
      }
    }
    if (!placed) unplaced.push(ingredient);
  }
  const gather = unplaced.length > 0 ? [`Have ready: ${unplaced.map((item) => `@${item.name}${item.amount}${item.preparation}`).join(', ')}.`] : [];
  return `${[header.join('\n'), ...gather, ...steps].filter(Boolean).join('\n\n')}\n`;
}
