import { statesAmount } from './page-vocabulary.js';
import type { DraftSection } from './recipe-draft.js';
import { linesOf } from './sections.js';

/**
 * When the markup's list is thin and the page shows a fuller one. Some sites' schema.org data
 * drops what the page shows: ingredient names without their amounts ("flour" where the page says
 * "1 ½ cups flour"), every ingredient run into one line, steps reduced to their titles or to the
 * description. The page's own list then replaces the markup's, but only where it is the same list
 * written out (ingredients) or plainly more of it (steps).
 */

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const wordCount = (lines: readonly string[]) => lines.reduce((sum, line) => sum + words(line).length, 0);

/** One line holding every ingredient (or only a tag line), or lines that hardly ever state an amount. */
export function thinIngredients(lines: readonly string[]): boolean {
  if (lines.length === 1) return lines[0].length > 80 || (lines[0].match(/,/g)?.length ?? 0) >= 2 || !/[\d½¼¾⅓⅔⅛]/u.test(lines[0]);
  // a number anywhere is an amount ("Mlieko: 1 dl" puts it last)
  return lines.length >= 2 && lines.filter((line) => /[\d½¼¾⅓⅔⅛]/u.test(line)).length < lines.length * 0.3;
}

/** Steps that are only titles or a sentence or two. */
export function thinSteps(lines: readonly string[]): boolean {
  const count = wordCount(lines);
  return lines.length > 0 && (count < 25 || count / lines.length < 5);
}

const within = (inner: readonly string[], outer: ReadonlySet<string>) => inner.length > 0 && inner.every((word) => outer.has(word));

/**
 * Whether the page's ingredient list is the markup's written out in full: the markup's one line
 * split into the page's lines (or a one-line markup beside a page list that states amounts), or
 * the markup's lines found inside the page's lines with their amounts, or the markup's lines
 * being the page list's section headings (markup that kept only the group names).
 */
export function fullerIngredients(markup: readonly string[], page: readonly DraftSection[]): boolean {
  const lines = linesOf(page);
  if (lines.length === 0) return false;
  if (markup.length === 1) {
    const all = new Set(words(markup[0]));
    return lines.length >= 3 && (lines.filter((line) => within(words(line), all)).length >= lines.length * 0.7 || lines.filter(statesAmount).length >= 3);
  }
  const names = new Set(page.map((section) => (section.name ?? '').toLowerCase()));
  if (markup.filter((line) => names.has(line.toLowerCase())).length >= markup.length * 0.8) return true;
  if (lines.length < markup.length * 0.8 || lines.filter(statesAmount).length <= markup.filter(statesAmount).length) return false;
  const pageWords = lines.map((line) => new Set(words(line)));
  return markup.filter((line) => pageWords.some((set) => within(words(line), set))).length >= markup.length * 0.8;
}

/** Whether the page's steps say plainly more than the markup's. */
export function fullerSteps(markup: readonly string[], page: readonly string[]): boolean {
  const count = wordCount(page);
  return count >= 25 && count >= wordCount(markup) * 2;
}
