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

/** Tokens for comparing two writings of a line: letters and digits apart ("1Zwiebel" = "1 Zwiebel"), fractions as digits. */
const tokens = (text: string) => text.normalize('NFKC').toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];

/** Whether a token is in the line, a plural or a longer form counting ("cup" in "cups", "Paprikaschote" in "Paprikaschoten"). */
const hasToken = (line: readonly string[], token: string) => line.some((other) => other === token || (token.length >= 3 && /\p{L}/u.test(token) && other.startsWith(token)));

/** Whether the page's line holds the markup's: three quarters of its tokens, and the line's first token. */
function holds(pageLine: readonly string[], markupLine: readonly string[]): boolean {
  if (markupLine.length === 0 || !hasToken(pageLine, markupLine[0])) return false;
  return markupLine.filter((token) => hasToken(pageLine, token)).length >= markupLine.length * 0.75;
}

/**
 * The page line holding the markup's line best (most of its tokens; the first of equals), -1 for
 * none: "1 cup shredded green cabbage" is at home on the green cabbage's line, not the red one's above.
 */
function homeOf(pageTokens: readonly string[][], markupLine: readonly string[]): number {
  let home = -1;
  let best = 0;
  pageTokens.forEach((pageLine, i) => {
    if (!holds(pageLine, markupLine)) return;
    const share = markupLine.filter((token) => hasToken(pageLine, token)).length;
    if (share > best) [home, best] = [i, share];
  });
  return home;
}

/**
 * Whether the page's ingredient list is the markup's made whole again: the markup cut the list
 * off after its first lines (the page shows every one of them and more ingredients after), or split
 * its lines at their commas ("250 g pork" / "in pieces": the page's lines hold the fragments
 * joined). A page that only words the same lines differently (a metric amount beside the cup) does
 * not replace the markup: the markup's wording is the site's own.
 * Also when the markup dropped the amounts of lines the page states them on (an export that kept
 * only the names of some lines): the cook needs the amounts.
 * Never when a line of the page joins two of the markup's ingredients (a reading that lost the
 * list's items), nor when the page's lines are mostly other things.
 */
export function writtenOutFuller(markup: readonly string[], page: readonly DraftSection[]): boolean {
  const lines = linesOf(page);
  if (markup.length < 2 || lines.length < 2 || lines.length > markup.length * 2.5) return false;
  const pageTokens = lines.map(tokens);
  const homes = markup.map((line) => homeOf(pageTokens, tokens(line)));
  if (homes.filter((home) => home >= 0).length < markup.length * 0.9) return false;
  const held = new Map<number, { lines: number; amounts: number }>();
  markup.forEach((line, i) => {
    if (homes[i] < 0) return;
    const count = held.get(homes[i]) ?? { lines: 0, amounts: 0 };
    held.set(homes[i], { lines: count.lines + 1, amounts: count.amounts + (statesAmount(line) && /\p{L}/u.test(line) ? 1 : 0) });
  });
  // a page line holding two amounts' lines joined two ingredients
  if ([...held.values()].some((count) => count.amounts > 1)) return false;
  const extra = lines.filter((_, i) => !held.has(i));
  const cutOff = extra.length >= 2 && extra.length >= markup.length * 0.2 && extra.filter(statesAmount).length >= extra.length * 0.8 && homes.every((home, i) => i === 0 || home < 0 || home >= homes[i - 1]);
  const joined = extra.length <= lines.length * 0.2 && [...held.values()].filter((count) => count.lines > 1).length >= 2;
  // markup that dropped amounts: a line the markup gives bare ("dijon mustard") where the page's
  // own line states it ("2 tsp dijon mustard"), the page's lines being the markup's one to one
  const oneToOne = extra.length <= lines.length * 0.2 && [...held.values()].every((count) => count.lines === 1);
  // (or a markup line that lost its opening: ", 21 whole grains" where a link's text was cut out before the comma)
  const dropped = markup.filter((line, i) => homes[i] >= 0 && (!/\d|[½¼¾⅓⅔⅛]/u.test(line) || /^\s*[,;.)]/u.test(line)) && statesAmount(lines[homes[i]])).length;
  return cutOff || joined || (oneToOne && dropped >= 1);
}
