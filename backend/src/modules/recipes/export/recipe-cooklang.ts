import { formatCookingQuantity, formatScaled, parseIngredientLine } from '@sous/kitchen';
import { readableDuration, storedMinutes } from './durations.js';
import type { ExportableRecipe } from './exportable-recipe.js';

/**
 * One recipe as a Cooklang `.cook` text, written from the language's public description:
 * `>> key: value` metadata lines (the yield and the total time as written among them), then the
 * steps as paragraphs separated by a blank line, each ingredient marked where a step first names it
 * as `@name{quantity%unit}` (a preparation note in parentheses after it), and ingredients no step
 * names gathered in a leading "Have ready" paragraph. Headings of the steps and of the ingredients
 * are `== Section ==` lines.
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

/**
 * One line of metadata, present only when there is a value: written as it is ("2 pizzas (30 cm)"),
 * but on one line and without "--", which would start a comment.
 */
const meta = (key: string, value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').replace(/-{2,}/g, '\u2013').trim();
  return text ? [`>> ${key}: ${text}`] : [];
};

function quantityText(quantity: number): string {
  const cooking = formatCookingQuantity(quantity);
  // Cooklang reads "1/2" but not a mixed "1 1/2": only a plain fraction stays a fraction
  return cooking.includes('/') && !cooking.includes(' ') ? cooking : formatScaled(quantity);
}

const number = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+(?:\.\d+)?)`;
const leadingAmount = new RegExp(`^${number}(?:\\s*[-\u2013]\\s*${number})?`);

/**
 * The amount as the line writes it, for the braces: its number when Cooklang reads it as written
 * ("2", "1/2", "1.5", "2-3"; a mixed "2 1/2" becomes `quantity`) and its unit word as written ("cups",
 * "EL", "(14 oz) can"), so the import reads back the line the cook wrote. Null when the line is not
 * simply amount, unit, food ("Juice of 2 lemons", "5 garlic cloves"): then the parsed amount is written.
 */
function writtenAmount(line: string, name: string, quantity: string): string | null {
  const text = line.trim();
  if (!name || !text.endsWith(name)) return null;
  const head = text.slice(0, text.length - name.length).trim();
  const written = leadingAmount.exec(head);
  if (!written) return null;
  const amount = /\d\s+\d/.test(written[0]) ? quantity : written[0].replace(/\s*[-\u2013]\s*/, '-');
  const unit = head.slice(written[0].length).replace(/[{}%]/g, ' ').replace(/\s+/g, ' ').trim();
  return unit ? `${amount}%${unit}` : amount;
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
    amount = writtenAmount(line, parsed.name, quantity) ?? (parsed.unit ? `${quantity}%${parsed.unit}` : quantity);
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

type Section = { title: string; from: number };

/**
 * A heading as a `== Section ==` line, written as it reads: one line, no comment in it ("--", "[-"),
 * and no "=" or colon at its ends (the fence's own, or the heading's that Cooklang does not write).
 */
const sectionLine = (title: string) => {
  const name = title
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '\u2013')
    .replace(/\[-/g, '[ -')
    .replace(/^[=\s]+|[=\s:：]+$/gu, '');
  return name ? `== ${name} ==` : '==';
};

/** The heading that starts at `index` of a list, if one does. */
const headingAt = (sections: readonly Section[], index: number) => sections.find((section) => section.from === index);

/** "Have ready: @flour{500%g}, @salt{}.": ingredients listed apart from the steps. */
const gathered = (items: readonly MarkedIngredient[]) => `Have ready: ${items.map((item) => `@${item.name}${item.amount}${item.preparation}`).join(', ')}.`;

/**
 * Under ingredient headings, each group is listed at the top in its own `== Heading ==` section (a
 * Cooklang section holds the ingredients first named in it), and the steps follow in plain words:
 * marking them where a step names them would move each line under the step's heading instead.
 */
function gatheredBySection(lines: readonly string[], sections: readonly Section[]): string[] {
  const paragraphs: string[] = [];
  const bounds = [{ title: null as string | null, from: 0 }, ...sections];
  bounds.forEach((section, i) => {
    const items = lines
      .slice(section.from, bounds[i + 1]?.from ?? lines.length)
      .map(markedIngredient)
      .filter((item): item is MarkedIngredient => item !== null);
    if (items.length === 0) return;
    paragraphs.push(section.title === null ? gathered(items) : `${sectionLine(section.title)}\n${gathered(items)}`);
  });
  return paragraphs;
}

/** Each ingredient marked where a step first names it; those no step names, in a leading "Have ready" step. */
function markedInSteps(lines: readonly string[], steps: string[]): string[] {
  const unplaced: MarkedIngredient[] = [];
  for (const ingredient of lines.map(markedIngredient).filter((item): item is MarkedIngredient => item !== null)) {
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
  return unplaced.length > 0 ? [gathered(unplaced)] : [];
}

export function recipeCooklang(recipe: ExportableRecipe): string {
  const prep = storedMinutes(recipe.prepTime);
  const cook = storedMinutes(recipe.cookTime);
  const ingredientSections = recipe.ingredientSections ?? [];
  const stepSections = recipe.instructionSections ?? [];
  const header = [
    ...meta('title', recipe.title),
    ...meta('description', recipe.description),
    ...meta('servings', recipe.servings),
    // the yield as the recipe writes it, beside the number a Cooklang app scales by
    ...meta('yield', recipe.yieldText),
    ...meta('prep time', prep === null ? null : readableDuration(prep)),
    ...meta('cook time', cook === null ? null : readableDuration(cook)),
    // the stated total, as written ("2 hours": it may include rising or resting); prep + cook is above
    ...meta('time required', recipe.totalTime),
    ...meta('cuisine', recipe.cuisine),
    ...meta('course', recipe.mealType),
    ...meta('tags', recipe.dietTags.join(', ')),
    ...meta('source', recipe.sourceUrl),
    ...meta('author', recipe.sourceAuthor),
  ];

  const steps = recipe.instructions.map(literalStep);
  const leading = ingredientSections.length > 0 ? gatheredBySection(recipe.ingredients, ingredientSections) : markedInSteps(recipe.ingredients, steps);
  // after the headings of the ingredients, a bare "==" ends the last one before steps that have none
  const closeFirst = ingredientSections.length > 0 && !headingAt(stepSections, 0);
  const body = steps.map((step, index) => {
    const heading = headingAt(stepSections, index);
    if (heading) return `${sectionLine(heading.title)}\n${step}`;
    return index === 0 && closeFirst ? `==\n${step}` : step;
  });
  return `${[header.join('\n'), ...leading, ...body].filter(Boolean).join('\n\n')}\n`;
}
