/**
 * Counts a cook can take: scaling '3 large eggs' from six servings to four gives 2, never 1.5
 * eggs; half and quarter onions are fine, 0.13 of one is not. Applied to book lines after scaling
 * and to template lines before the linter sees them.
 */
import { formatCookingQuantity, readIngredientLine } from '@sous/kitchen';

/** One line with its plain count rounded to what the food comes in; measured lines are left alone. */
export function countableLine(line: string): string {
  const read = readIngredientLine(line);
  if (read.quantity === null || read.unit !== null || !read.food) return line;
  const { quantity } = read;
  let rounded = quantity;
  if (read.food.forms.includes('whole')) rounded = Math.max(1, Math.round(quantity));
  else if (read.food.forms.includes('piece')) rounded = Math.max(0.25, Math.round(quantity * 4) / 4);
  if (rounded === quantity) return line;
  // With no unit the line is the number, then the name: '1.5 large eggs' → '2 large eggs'.
  const rest = line.replace(/^\s*(?:[-•*·]\s+)?[\d\s./\u2044\u00bc-\u00be\u2150-\u215e]+/u, '');
  if (rest === line || /^\s*(?:-|to\b|–)/.test(rest)) return line;
  return `${formatCookingQuantity(rounded)} ${rest.trimStart()}`;
}

export const countableLines = (lines: readonly string[]): string[] => lines.map(countableLine);
