import { attribute, findAll, type HtmlElement, parentOf, textLine } from './html-document.js';
import type { PageLine } from './page-lines.js';
import type { DraftDuration } from './recipe-draft.js';
import { absoluteHttp, cleanLine, cleanTitle, durationMinutes, spelledNumber, yieldOf } from './schema-org-values.js';

/**
 * What the visible page (and its meta tags) says beside the lists: the title, a picture, a
 * description, the yield and the times, found by the labels pages print before them ("Serves 4",
 * "Prep time: 10 mins", "Gesamtzeit 1 Std.", "Porciones: 4").
 */

const metaContent = (roots: readonly HtmlElement[], names: string[]): string | null => {
  for (const meta of findAll(roots, (element) => element.tagName === 'meta')) {
    const key = (attribute(meta, 'property') ?? attribute(meta, 'name') ?? '').toLowerCase();
    const content = attribute(meta, 'content');
    if (names.includes(key) && content?.trim()) return content.trim();
  }
  return null;
};

const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The page's headings of one rank, a heading broken over lines ("Smoky dip<br>with chips") read as one. */
function headingsOf(lines: readonly PageLine[], rank: number): { text: string }[] {
  const found: { text: string; block: HtmlElement }[] = [];
  for (const line of lines) {
    if (line.heading !== rank) continue;
    const last = found[found.length - 1];
    if (last && last.block === line.block) last.text = `${last.text} ${line.text}`;
    else found.push({ text: line.text, block: line.block });
  }
  return found;
}

/**
 * The page's title: its visible h1 (the one the document's `<title>` names, when there are
 * several), else og:title, else `<title>` without the site's name.
 */
export function pageTitle(roots: readonly HtmlElement[], lines: readonly PageLine[]): string | null {
  const titleElement = findAll(roots, (element) => element.tagName === 'title')[0];
  const documentTitle = titleElement ? textLine(titleElement) : '';
  const h1s = headingsOf(lines, 1).filter((line) => line.text.length <= 200);
  const named = h1s.find((line) => key(line.text).length > 0 && key(documentTitle).includes(key(line.text)));
  if (named ?? h1s[0]) return cleanTitle((named ?? h1s[0]).text);
  const og = metaContent(roots, ['og:title', 'twitter:title']);
  if (og) return cleanTitle(cleanLine(og) ?? '');
  return documentTitle ? cleanTitle(documentTitle.replace(/\s+[|–—-]\s+[^|–—-]+$/u, '')) : null;
}

export function pageImage(roots: readonly HtmlElement[], base: string | null): string | null {
  const content = metaContent(roots, ['og:image', 'og:image:url', 'twitter:image', 'twitter:image:src']);
  return content ? absoluteHttp(content, base) : null;
}

export function pageDescription(roots: readonly HtmlElement[]): string | null {
  const content = metaContent(roots, ['description', 'og:description', 'twitter:description']);
  return content ? cleanLine(content) : null;
}

export const totalLabel = /^(?:total(?:\s+time)?|ready in(?: about| around)?|time(?: required)?|prep (?:&|and) cook time|elkészítési idő|temps total|durée totale|tiempo total|gesamtzeit|tempo total[e]?|totale tijd|totaltid|total tid|tid i alt|tid totalt|czas całkowity)\b\s*[:：|–=-]?\s*/iu;
export const prepLabel =
  /^(?:prep(?:aration)?(?:\s+time)?|active time|hands[- ]on time|temps de préparation|préparation|tiempo de preparación|preparación|vorbereitungszeit|zubereitungszeit|arbeitszeit|tempo di preparazione|preparazione|tempo de preparo|tempo de preparação|voorbereidingstijd|bereidingstijd|forberedelse(?:stid)?|förberedelse(?:tid)?|arbejdstid)\b\s*[:：|–=-]?\s*/iu;
export const cookLabel =
  /^(?:cook(?:ing)?(?:\s+time)?|bake(?:\s+time)?|baking time|temps de cuisson|cuisson|tiempo de cocción|cocción|kochzeit|backzeit|garzeit|tempo di cottura|cottura|tempo de cozimento|kooktijd|oventijd|baktijd|steketid|koketid|tillagningstid|tilberedningstid)\b\s*[:：|–=-]?\s*/iu;
const yieldLabel =
  /^(?:serves|servings?|yields?|makes|portions?|porciones|raciones|rinde|comensales|portionen|für|pour|personnes|porzioni|dosi(?:\s+per)?|porções|rendimento|rende|porties|aantal personen|porsjoner|portioner|antal|antall)\b\s*[:：|–=-]?\s*/iu;
/** "4 servings", "6 personnes", "4–6 Portionen": a yield written number first. */
const servingNouns = 'servings?|portions?|people|persons|personas|porciones|raciones|portionen|personen|personnes|porzioni|persone|porções|pessoas|porties|porsjoner|portioner|personer|porce|porcje|porcií|főre|adag';
const yieldFirst = new RegExp(`^(?:\\d+(?:\\s*(?:-|–|to|a|à|bis|til)\\s*\\d+)?)\\s+(?:${servingNouns})(?![\\p{L}])`, 'iu');
/** "Ingredients for 5 (small) servings", "Zutaten für 4 Personen": a yield inside a heading. */
const yieldInside = new RegExp(`\\b(?:for|für|pour|para|per|voor)\\s+(\\d+(?:\\s*[-–]\\s*\\d+)?\\s+(?:\\(\\p{L}+\\)\\s+)?(?:${servingNouns}))(?![\\p{L}])`, 'iu');
/** A value that is a time, not a yield ("Servings" beside "10 min" in a grid of facts). */
const timeWords = /\b(?:min|mins|minutes?|hours?|hrs?|h|std|stunden?|minuten?)\b/iu;

const spelledFirst = new RegExp(`^(?:about\\s+)?${spelledNumber.source}`, 'iu');

const durationLike = (text: string) => text.length <= 40 && /^(?:about\s+|around\s+|ca\.?\s+|env\.?\s+|approx\.?\s+)?[\d½¼¾]/iu.test(text) && durationMinutes(text) !== null;

const piecesOf = new WeakMap<PageLine, string[]>();

/**
 * A line's facts: several may run together on one line ("Serves 2 | Total time: 15 minutes",
 * "Serves 2. Ready in 15 minutes."); a sentence's full stop goes, an abbreviation's ("Min.") stays.
 * Kept per line, as four labels are looked for on the same lines.
 */
function factPieces(line: PageLine): string[] {
  let pieces = piecesOf.get(line);
  if (!pieces) {
    pieces = line.text.length > 160 ? [] : line.text.split(/\s+[|•·]\s+|(?<=\.)\s+(?=\p{Lu})/u).map((piece) => piece.replace(/[;,]+$/u, '').replace(/(?<=\p{L}{4}|\d)\.$/u, ''));
    piecesOf.set(line, pieces);
  }
  return pieces;
}

/** Whether two lines are one fact's box: the same list item, else the same element around their blocks. */
function together(a: PageLine, b: PageLine): boolean {
  if (a.item !== null || b.item !== null) return a.item === b.item;
  const parent = parentOf(a.block);
  return parent !== null && parent === parentOf(b.block);
}

/** The value after a label on the line, or on the next line when the label stands alone. */
function labelled(lines: readonly PageLine[], label: RegExp, accept: (value: string) => boolean): { value: string; line: string } | null {
  for (let i = 0; i < lines.length; i += 1) {
    const pieces = factPieces(lines[i]);
    for (const [k, text] of pieces.entries()) {
      const match = label.exec(text);
      if (!match || text.length > 60) continue;
      const rest = text.slice(match[0].length).trim();
      if (rest && accept(rest)) return { value: rest, line: text };
      // "Prep time | 15 minutes": the bar parted the label from its value, not two facts
      const next = pieces[k + 1];
      if (!rest && next !== undefined && !label.test(next) && accept(next)) return { value: next, line: `${text} ${next}` };
      if (rest || pieces.length > 1) continue;
      // a label's value is the one in its box: after it, or before it where the box shows the value first ("30 min" over "Prep time")
      const previous = lines[i - 1];
      const valueFirst = previous !== undefined && together(previous, lines[i]) && !(i + 1 < lines.length && together(lines[i], lines[i + 1]));
      const value = valueFirst ? previous : lines[i + 1];
      if (value && accept(value.text)) return { value: value.text, line: valueFirst ? `${value.text} ${text}` : `${text} ${value.text}` };
    }
  }
  return null;
}

export function pageDuration(lines: readonly PageLine[], which: 'total' | 'prep' | 'cook'): DraftDuration | null {
  const label = which === 'total' ? totalLabel : which === 'prep' ? prepLabel : cookLabel;
  const found = labelled(lines, label, durationLike);
  const minutes = found ? durationMinutes(found.value) : null;
  return found && minutes !== null ? { minutes, text: found.value } : null;
}

/** The yield the page prints: its text as written and the servings it states. */
export function pageYield(lines: readonly PageLine[]): { servings: number | null; text: string } | null {
  // the value starts with its number, digits or spelled out ("Serves eight to ten")
  const found = labelled(lines, yieldLabel, (value) => value.length <= 40 && (/^(?:about\s+|ca\.?\s+)?\d/iu.test(value) || spelledFirst.test(value)) && !timeWords.test(value));
  if (found) {
    // a verb or a preposition reads with its number ("Serves 4", "Für 4 Personen"); a noun label gives its value ("Servings: 4")
    const text = /^(?:serves|makes|yields|rinde|rende|für|pour)\b/iu.test(found.line) ? found.line : found.value;
    return { servings: yieldOf(text).servings, text };
  }
  const first = lines.find((line) => line.text.length <= 40 && yieldFirst.test(line.text));
  if (first) return { ...yieldOf(first.text), text: first.text };
  const inside = lines.map((line) => (line.text.length <= 80 ? yieldInside.exec(line.text) : null)).find(Boolean);
  return inside ? { ...yieldOf(inside[1]), text: inside[1] } : null;
}
