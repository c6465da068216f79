import { pageReading, readList } from './list-reading.js';
import { maxRegion } from './page-headings.js';
import type { PageLine } from './page-lines.js';
import { cjkCharacter, isIngredientHeading, isStepHeading, isStopHeading, statesAmount } from './page-vocabulary.js';
import type { DraftSection } from './recipe-draft.js';
import { cleanSections, headingOfLine } from './sections.js';

/**
 * Lists a page shows under no heading the vocabulary knows, or none at all: an ingredient list is
 * a run of lines stating amounts, and the steps are the sentences after it.
 */

/**
 * An ingredient list under no heading the vocabulary knows (or none): the longest run of short
 * lines most of which state amounts, sub-headings among them; a heading just before the run names
 * its first section.
 */
export function readAmountRuns(lines: readonly PageLine[]): DraftSection[] {
  let best: { start: number; end: number; amounts: number } | null = null;
  let i = 0;
  while (i < lines.length) {
    if (lines[i].text.length > 150 || !statesAmount(lines[i].text)) {
      i += 1;
      continue;
    }
    let amounts = 0;
    let misses = 0;
    let end = i + 1;
    for (let j = i; j < lines.length && j < i + maxRegion; j += 1) {
      const text = lines[j].text;
      if (text.length > 150 || isStopHeading(text) || isStepHeading(text)) break;
      if (statesAmount(text)) {
        amounts += 1;
        misses = 0;
        end = j + 1;
      } else if ((misses += 1) > 3) break;
    }
    if (amounts >= 3 && amounts >= (end - i) * 0.5 && (!best || amounts > best.amounts)) best = { start: i, end, amounts };
    i = end;
  }
  if (!best) return [];
  const before = lines[best.start - 1];
  const start = before && before.text.length <= 60 && (before.heading > 0 || headingOfLine(before.text) !== null) && !isIngredientHeading(before.text) ? best.start - 1 : best.start;
  return readList(lines.slice(start, best.end), pageReading(null), 'ingredients');
}

/** Lines between two lines of one ingredient list at most (notes, a group's heading, an ad). */
const maxListGap = 12;

const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const numberedPrefix = /^\s*(?:(?:step|paso|étape|schritt|passo|stap|steg|trin)\s*)?\d{1,2}\s*(?:[.):-]\s*|\s+)/iu;
const numberedStep = new RegExp(String.raw`^\s*(?:(?:step|paso|étape|schritt|passo|stap|steg|trin)\s*)?\d{1,2}\s*(?:[.):-]\s*\S|\s+(?=${cjkCharacter.source}))`, 'iu');
/** A sentence a reader follows: long enough, or numbered, or in a script that writes much in few characters. */
const proseLike = (text: string) => numberedStep.test(text) || text.length >= 40 || (cjkCharacter.test(text) && text.length >= 8);

/**
 * Steps written as plain paragraphs after the ingredient list, under no heading the vocabulary
 * knows ("A recept", "Recipe: …") or none at all: the page's lines after the last ingredient line,
 * while they read as sentences; a heading between them names a section.
 */
export function stepsAfterIngredients(lines: readonly PageLine[], ingredients: readonly string[]): DraftSection[] {
  const keys = ingredients.map(key).filter(Boolean);
  const wanted = new Set(keys);
  // a page line is an ingredient's when it is the line, or a piece of it (an amount and a name in cells of their own)
  const isIngredient = (text: string) => {
    const lineKey = key(text);
    return wanted.has(lineKey) || (lineKey.length >= 3 && keys.some((k) => k.includes(lineKey)));
  };
  let first = -1;
  let last = -1;
  let sentences = 0;
  for (let i = 0; i < lines.length; i += 1) {
    if (!isIngredient(lines[i].text)) {
      if (first >= 0 && lines[i].text.length >= 60 && /[.!]$/u.test(lines[i].text)) sentences += 1;
      continue;
    }
    if (first < 0) first = i;
    // a piece of the list past sentences, or far past its last line, is a mention elsewhere (the
    // method's words, tags, related recipes), not the list
    else if (i - first > maxRegion || i - last > maxListGap || sentences >= 2) break;
    last = i;
    sentences = 0;
  }
  if (last < 0) return [];
  const sections: DraftSection[] = [{ name: null, lines: [] }];
  let steps = 0;
  let skipped = 0;
  for (let i = last + 1; i < Math.min(lines.length, last + 1 + maxRegion); i += 1) {
    const line = lines[i];
    const text = line.text;
    if (isStopHeading(text) || isIngredientHeading(text)) break;
    if (line.heading >= 1 && line.heading <= 2 && steps > 0) break;
    if (steps === 0 && isIngredient(text)) continue;
    if (isStepHeading(text)) continue;
    if (proseLike(text) && !(line.heading >= 1 && line.heading <= 6 && !numberedStep.test(text))) {
      sections[sections.length - 1].lines.push(text);
      steps += 1;
      continue;
    }
    if (line.heading > 0 && text.length <= 80 && steps > 0) {
      sections.push({ name: text, lines: [] });
      continue;
    }
    if (steps > 0 || (skipped += 1) > 3) break;
  }
  const numberless = sections.map((section) => ({ name: section.name, lines: section.lines.map((text) => text.replace(numberedPrefix, '').trim()) }));
  return cleanSections(numberless);
}
