import { parseIngredientLine } from '@sous/kitchen';
import { asArray, firstText, ingredientLinesOf, isObject, typesOf } from '../../import/schema-org-values.js';
import { headingOfLine, sectionName } from '../../import/sections.js';
import { folderOf, type FoundRecipe, groupedBySection, type ReadContext, resolvePath } from './found-recipe.js';

/** Schema.org Recipe objects of one JSON document: the object itself, a list, or an `@graph`. */
export function schemaRecipes(value: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 3) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => schemaRecipes(entry, depth + 1));
  if (!isObject(value)) return [];
  if (typesOf(value).includes('Recipe')) return [value];
  return '@graph' in value ? schemaRecipes(value['@graph'], depth + 1) : [];
}

/**
 * The photo a JSON-LD recipe names by a path relative to its own file (`images/rice.jpg` in a Sous
 * export), when the upload holds it. Absolute addresses are left to the JSON-LD reader as links.
 */
function archivedPhoto(object: Record<string, unknown>, entry: string, context: ReadContext): string | null {
  for (const value of asArray(object.image)) {
    const path = isObject(value) ? firstText(value.url ?? value.contentUrl) : typeof value === 'string' ? value : null;
    if (!path || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(path.trim()) || path.startsWith('/')) continue;
    let decoded = path.trim();
    try {
      decoded = decodeURI(decoded);
    } catch {
      // a stray "%": the path as written
    }
    const resolved = resolvePath(folderOf(entry), decoded);
    if (resolved !== null && context.images.has(resolved)) return resolved;
  }
  return null;
}

/**
 * The ingredient lines under their headings. A page's heading is told by how it reads (`headingOfLine`:
 * short, no digits); a file of a cookbook export writes each heading as its own line ending in a colon
 * ("For the 2 pizzas:", as Sous's JSON-LD export does), so here such a line that states no amount
 * heads a group too, whatever its words. Undefined when the lines have no heading.
 */
function archivedIngredientSections(value: unknown): FoundRecipe['ingredientSections'] {
  let section: string | null = null;
  let headed = false;
  const lines: { text: string; section: string | null }[] = [];
  for (const line of ingredientLinesOf(value)) {
    const heading = headingOfLine(line) ?? (/[:：]$/u.test(line) && line.length <= 120 && parseIngredientLine(line).quantity === null ? sectionName(line) || null : null);
    if (heading !== null) {
      section = heading;
      headed = true;
    } else lines.push({ text: line, section });
  }
  return headed ? groupedBySection(lines) : undefined;
}

/** The recipes of a JSON-LD document, each with its photo when the upload holds it. */
export function jsonLdRecipes(parsed: unknown, entry: string, context: ReadContext): FoundRecipe[] {
  return schemaRecipes(parsed).map((object) => ({
    object,
    image: archivedPhoto(object, entry, context),
    ingredientSections: archivedIngredientSections(object.recipeIngredient ?? object.ingredients),
  }));
}
