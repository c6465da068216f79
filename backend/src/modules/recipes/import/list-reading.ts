import { type HtmlElement, isInside, namesOf, parentOf, textLine } from './html-document.js';
import type { PageLine } from './page-lines.js';
import type { DraftSection } from './recipe-draft.js';
import { statesAmount } from './page-vocabulary.js';
import { cleanSections, headingOfLine, sectionName } from './sections.js';

/** How a list's lines are told apart: which item holds a line, which line is a heading. */
export interface ListReading {
  /** The item a line belongs to; null outside items. */
  itemOf: (line: PageLine) => HtmlElement | null;
  /** The section a line names, or null when it is a line of the list. */
  headingOf: (line: PageLine) => string | null;
}

export type ListKind = 'ingredients' | 'steps';

/** "Step 1", "Paso 2", "Étape 3": a step's number standing alone, not a step. */
const stepNumberOnly = /^(?:step|paso|étape|etape|schritt|passo|stap|steg|trin|krok|lépés|adım|βήμα|шаг)?\s*\d{1,2}\s*[.:)]?$/iu;
const stepNumber = /^\s*(?:(?:step|paso|étape|schritt|passo|stap|steg|trin)\s*)?\d{1,2}\s*(?:[.):]|\s-)\s*/iu;
/** Check boxes and bullets some lists draw as text. */
const bullet = /^[\s▢□☐◻■●•*·‣◦–-]+(?=\S)/u;

function lineText(text: string, kind: ListKind): string {
  const plain = text.replace(bullet, '').trim();
  return kind === 'steps' ? plain.replace(stepNumber, '').trim() : plain;
}

/** A step's number drawn in an element of its own before the text ("<span class=num>2</span>Stir…"). */
const numberElement = /^\s*\d{1,2}\s*[.):]?\s*$/u;

/** A line's text without a step number its markup sets apart: the number is the list's, not the step's. */
function stepText(line: PageLine): string {
  if (line.first === line.block) return line.text;
  const number = textLine(line.first);
  return numberElement.test(number) && line.text.startsWith(number.trim()) && line.text.length > number.length + 2 ? line.text.slice(number.trim().length).trim() : line.text;
}

/** "3 Stk.", "40 gr", "1 l": an amount on a line of its own, its ingredient's name beside it. */
const amountOnly = /^[\d½¼¾⅓⅔⅛.,/\s–-]+(?:\s*\p{L}{1,12}\.?)?$/u;
const isAmountOnly = (text: string) => text.length <= 15 && /[\d½¼¾⅓⅔⅛]/u.test(text) && amountOnly.test(text);

/**
 * Whether to read only the list's items or only the lines outside items: a region may hold both
 * (a "US | Metric" toggle drawn as a list above ingredients written as paragraphs; notes between
 * a plugin's items). The side that states more amounts (ingredients) or carries enough of the words
 * (steps) is the list.
 */
function readsItems(lines: readonly PageLine[], reading: ListReading, kind: ListKind): boolean {
  const content = lines.filter((line) => reading.headingOf(line) === null);
  const items = content.filter((line) => reading.itemOf(line) !== null);
  const plain = content.filter((line) => reading.itemOf(line) === null);
  if (items.length === 0) return false;
  if (plain.length === 0) return true;
  if (kind === 'ingredients') return items.filter((line) => statesAmount(line.text)).length >= plain.filter((line) => statesAmount(line.text)).length;
  const words = (list: PageLine[]) => list.reduce((sum, line) => sum + line.text.split(/\s+/).length, 0);
  return words(items) >= (words(items) + words(plain)) * 0.3;
}

/** The nearest element holding both lines' blocks. */
function commonElement(a: PageLine, b: PageLine): HtmlElement | null {
  const ancestors = new Set<HtmlElement>();
  for (let node: HtmlElement | null = a.block; node; node = parentOf(node)) ancestors.add(node);
  let common: HtmlElement | null = b.block;
  while (common && !ancestors.has(common)) common = parentOf(common);
  return common;
}

/** Whether two lines sit in one row of the markup: the element holding both holds none of the lines around them. */
function sameRow(a: PageLine, b: PageLine, around: readonly (PageLine | undefined)[]): boolean {
  const row = commonElement(a, b);
  return row !== null && around.every((line) => !line || !isInside(line.block, row));
}

type Entry = { line: PageLine; heading: string | null; item: HtmlElement | null };

/**
 * Reads the lines of one ingredient list or method into sections. Where the list has items (a
 * `li`, a table row, a plugin's item element), each item is one line and text between items is
 * left out, except headings; without items every line is one. A heading (by its markup, its looks
 * or its words: "For the sauce:") names the lines after it.
 */
export function readList(lines: readonly PageLine[], reading: ListReading, kind: ListKind): DraftSection[] {
  const items = readsItems(lines, reading, kind);
  const entries: Entry[] = [];
  for (const line of lines) {
    const heading = reading.headingOf(line);
    const item = reading.itemOf(line);
    if (heading === null && items !== (item !== null)) continue;
    if (heading === null && kind === 'steps' && stepNumberOnly.test(line.text.trim())) continue;
    if (heading === null && !lineText(line.text, kind)) continue;
    entries.push({ line, heading, item });
  }
  const sections: DraftSection[] = [];
  let current: DraftSection = { name: null, lines: [] };
  let lastItem: HtmlElement | null = null;
  // without items to hold them together, an amount and its ingredient's name may be lines of their
  // own ("3 Stk." / "Pak Choi"): they are one line, amount first, paired with the neighbour in the
  // same row of the markup
  const pairs = kind === 'ingredients' && !items;
  let pending: string | null = null;
  let lastEntry: Entry | null = null;
  entries.forEach((entry, i) => {
    if (entry.heading !== null) {
      if (pending !== null) current.lines.push(pending);
      pending = null;
      sections.push(current);
      current = { name: entry.heading, lines: [] };
      lastItem = null;
      lastEntry = null;
      return;
    }
    const text = lineText(kind === 'steps' ? stepText(entry.line) : entry.line.text, kind);
    if (pairs && isAmountOnly(text)) {
      if (pending !== null) current.lines.push(pending);
      pending = null;
      const next = entries[i + 1];
      const nextName = next && next.heading === null && !isAmountOnly(lineText(next.line.text, kind)) ? next : null;
      const previous: Entry | null = lastEntry;
      if (previous !== null && sameRow(previous.line, entry.line, [entries[i - 2]?.line, next?.line])) {
        current.lines[current.lines.length - 1] = `${text} ${current.lines[current.lines.length - 1]}`;
        lastEntry = null;
      } else if (nextName !== null && sameRow(entry.line, nextName.line, [entries[i - 1]?.line, entries[i + 2]?.line])) pending = text;
      else {
        current.lines.push(text);
        lastEntry = null;
      }
      return;
    }
    if (pending !== null) {
      current.lines.push(`${pending} ${text}`);
      pending = null;
      lastEntry = null;
      return;
    }
    if (entry.item !== null && entry.item === lastItem && current.lines.length > 0) {
      current.lines[current.lines.length - 1] += ` ${text}`;
      return;
    }
    lastItem = entry.item;
    lastEntry = pairs ? entry : null;
    current.lines.push(text);
  });
  if (pending !== null) current.lines.push(pending);
  sections.push(current);
  return cleanSections(sections);
}

/** The nearest element from `element` up to `stop` (inclusive) that `test` accepts. */
export function closest(element: HtmlElement, stop: HtmlElement | null, test: (element: HtmlElement) => boolean): HtmlElement | null {
  for (let node: HtmlElement | null = element; node; node = parentOf(node)) {
    if (test(node)) return node;
    if (node === stop) return null;
  }
  return null;
}

/** An element test by class name or id, exact (lower-case). */
export const named =
  (...names: string[]) =>
  (element: HtmlElement): boolean =>
    namesOf(element).some((name) => names.includes(name));

/**
 * The usual reading of a list on a page: `li` items, and headings by markup (h1–h6), by looks (a
 * line wholly bold, outside an item) or by words ("For the sauce:").
 */
export const pageReading = (container: HtmlElement | null): ListReading => ({
  itemOf: (line) => (line.item && (container === null || isInside(line.item, container)) ? line.item : null),
  headingOf: (line) => {
    // a line drawn as a heading that starts with a bullet or an amount is a line of the list
    if (bullet.test(line.text) || statesAmount(line.text)) return null;
    if (line.heading >= 1 && line.heading <= 6 && line.text.length <= 80) return sectionName(line.text) || null;
    if (line.heading === 7 && line.item === null && line.text.length <= 80) return sectionName(line.text) || null;
    return headingOfLine(line.text);
  },
});
