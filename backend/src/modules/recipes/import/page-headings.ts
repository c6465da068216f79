import { type ListKind, pageReading, readList } from './list-reading.js';
import type { PageLine } from './page-lines.js';
import { cjkCharacters, isIngredientHeading, isMakingHeading, isStepHeading, isStopHeading, statesAmount } from './page-vocabulary.js';
import type { DraftSection } from './recipe-draft.js';
import { durationMinutes } from './schema-org-values.js';
import { linesOf } from './sections.js';

/**
 * The visible page read by its headings: the list under "Ingredients" ("Zutaten", "Ingredientes"…)
 * and the steps under "Method" ("Zubereitung", "Preparación"…), whatever the theme's markup. Sub-
 * headings inside a list name its sections.
 */

/** A list runs at most this many lines past its heading. */
export const maxRegion = 150;

interface Region {
  start: number;
  end: number;
  sections: DraftSection[];
  score: number;
}

/** Words, a character of a script written without spaces counting half a word. */
const textWeight = (text: string) => text.split(/\s+/).filter(Boolean).length + (text.match(cjkCharacters)?.length ?? 0) / 2;

/** A sentence of a method: long, closed by a full stop, no amount first. */
const looksLikeStep = (text: string) => text.length >= 60 && /[.!]["')]?$/.test(text) && !statesAmount(text);

/** Two sentences in a row, not both led by an amount (a Hungarian "A" reads like the English article). */
const sentence = (text: string) => text.length >= 60 && /[.!]["')]?$/.test(text);
const methodSentences = (a: string, b: string) => sentence(a) && sentence(b) && !(statesAmount(a) && statesAmount(b));

/** Lines without a list item after a list has begun: the list is over. */
const maxGap = 8;

/**
 * Where the list under the heading at `start` ends: at a heading of the same or a higher rank (a
 * heading that is only bold or plain text ends at h1–h2: smaller ranked headings under it are its
 * sub-headings), at the other list's heading, at a heading that ends recipes (notes, nutrition,
 * comments), or once a list has begun and a run of lines without items follows.
 */
function regionEnd(lines: readonly PageLine[], start: number, kind: ListKind): number {
  const isOther = kind === 'ingredients' ? isStepHeading : isIngredientHeading;
  const level = lines[start].heading;
  const rank = level >= 1 && level <= 6 ? level : 2;
  const last = Math.min(lines.length, start + 1 + maxRegion);
  let items = 0;
  let seenContent = false;
  let gap = 0;
  for (let i = start + 1; i < last; i += 1) {
    const line = lines[i];
    // tabs: "Ingredients | Method" side by side, their panels after both
    if (isOther(line.text) && !seenContent) continue;
    if (isOther(line.text) || isStopHeading(line.text)) return i;
    // two sentences of a method running on from the list, under no heading of their own: the list is over
    if (kind === 'ingredients' && seenContent && i + 1 < last && methodSentences(line.text, lines[i + 1].text)) return i;
    if (line.heading === 0 || line.item) seenContent = true;
    // a method in stages keeps going under their headings ("Vlaai maken", then "Vlaai bakken")
    const stage = kind === 'steps' && isMakingHeading(line) && isMakingHeading(lines[start]);
    if (line.heading >= 1 && line.heading <= 6 && line.heading <= rank && !(kind === 'ingredients' && groupHeading(lines, i)) && !stage) return i;
    // (a toggle such as "US | Metric" drawn as two items is not the list)
    if (line.item || (kind === 'ingredients' && statesAmount(line.text))) {
      items += line.item ? 1 : 0;
      gap = 0;
    } else if (items >= 3 && (gap += 1) >= maxGap) return i - gap + 1;
  }
  return last;
}

/**
 * A heading of the ingredient list's own rank that heads more of it ("Ingredients", then "Crosses"
 * and "Glaze" as h2s of their own before "Method"): short, not the page's title, and the lines under
 * it state amounts.
 */
function groupHeading(lines: readonly PageLine[], at: number): boolean {
  const line = lines[at];
  if (line.heading < 2 || line.text.length > 40 || statesAmount(line.text)) return false;
  const under = lines.slice(at + 1, at + 4).filter((next) => next.heading === 0 || next.item !== null);
  return under.length > 0 && under.filter((next) => statesAmount(next.text)).length >= Math.min(2, under.length) && statesAmount(under[0].text);
}

/** "Preparation" over "35 min": a label of the recipe's facts, not the heading of a method. */
const labelsTime = (lines: readonly PageLine[], at: number) => {
  const next = lines[at + 1];
  return next !== undefined && next.text.length <= 20 && /^\d/u.test(next.text) && /\p{L}/u.test(next.text) && durationMinutes(next.text) !== null;
};

/** The list under the heading at `start`, read, and how much it looks like an ingredient list or a method. */
function regionOf(lines: readonly PageLine[], start: number, kind: ListKind): Region {
  const end = regionEnd(lines, start, kind);
  const region = lines.slice(start + 1, end);
  const all = readList(region, pageReading(null), kind);
  // a section of sentences under an ingredient heading is the method, reached through a heading
  // the vocabulary does not know ("Let's get started!")
  const sections = kind === 'ingredients' ? all.filter((section) => section.lines.filter(looksLikeStep).length <= section.lines.length / 2) : all;
  const read = linesOf(sections);
  const score =
    kind === 'ingredients'
      ? // an ingredient list states amounts; a run of prose under the word is not one
        read.filter(statesAmount).length * 2 + Math.min(read.length, 40) - read.filter((line) => line.length > 200).length * 3
      : textWeight(read.join(' '));
  return { start, end, sections, score };
}

/** The lists under the page's ingredient and step headings; empty lists when it has none. */
export function readUnderHeadings(lines: readonly PageLine[]): { ingredients: DraftSection[]; instructions: DraftSection[] } {
  const ingredientRegions: Region[] = [];
  const stepRegions: Region[] = [];
  lines.forEach((line, i) => {
    if (isIngredientHeading(line.text)) ingredientRegions.push(regionOf(lines, i, 'ingredients'));
    else if ((isStepHeading(line.text) || isMakingHeading(line)) && !labelsTime(lines, i)) stepRegions.push(regionOf(lines, i, 'steps'));
  });
  // a list that states amounts is the ingredients over one that states none (a menu of foods under the same word)
  const listed = ingredientRegions.filter((region) => region.sections.length > 0);
  const withAmounts = listed.filter((region) => linesOf(region.sections).filter(statesAmount).length >= 2);
  const ingredients = best(withAmounts.length > 0 ? withAmounts : listed);
  // a method says something: a few words are a menu under a word that looked like a heading
  const methods = stepRegions.filter((region) => region.score >= 8);
  const steps = methods.find((region) => !ingredients || region.start > ingredients.start) ?? best(methods);
  return { ingredients: ingredients?.sections ?? [], instructions: steps?.sections ?? [] };
}

function best(regions: readonly Region[]): Region | null {
  let chosen: Region | null = null;
  for (const region of regions) if (!chosen || region.score > chosen.score) chosen = region;
  return chosen && chosen.score > 0 ? chosen : null;
}
