import { parseHtml, visibleText } from './html-document.js';
import type { DraftSection } from './recipe-draft.js';
import { headingOfLine, linesOf, sectionName, sectionsOfLines, stepsWithSectionNames } from './sections.js';

/**
 * Readers of schema.org values as pages really write them: a property may be a string, a number,
 * an object or an array of any of those; text may carry HTML tags and entities.
 */

/** UTF-8 read as Latin-1 once too often ("cupÂ orange", "crÃ¨me"). */
const mojibake = /[ÃÂ][\u0080-\u00bf]/u;

/** Text double-encoded by its site, decoded once more; left alone unless it decodes cleanly. */
export function repairMojibake(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!mojibake.test(text) || /[^\u0000-\u00ff]/u.test(text)) return text;
  const decoded = Buffer.from(text, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? text : decoded;
}

/** Text with tags removed, entities decoded (parse5 does both) and whitespace collapsed. */
export function cleanText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  // microdata gives every property as a list of values
  if (Array.isArray(value)) {
    const parts = value.map(cleanText).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join('\n') : null;
  }
  if (typeof value !== 'string') return null;
  let text = repairMojibake(value);
  // some plugins encode twice ("&amp;amp;"): decode while entities remain, at most twice
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass += 1) {
    const decoded = visibleText(parseHtml(`<body>${text.replace(/\r?\n/g, '<br>')}</body>`));
    if (decoded === text) break;
    text = decoded;
  }
  const clean = text.replace(/[ \t\u00a0]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
  return clean === '' ? null : clean;
}

/** One line of text: like `cleanText`, line breaks become spaces. */
export function cleanLine(value: unknown): string | null {
  return cleanText(value)?.replace(/\s*\n\s*/g, ' ') ?? null;
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `@type` as a list of bare names: "Recipe", ["Recipe", "NewsArticle"], "http://schema.org/Recipe". */
export function typesOf(value: Record<string, unknown>): string[] {
  return asArray(value['@type']).flatMap((type) => (typeof type === 'string' ? [type.replace(/^.*[/#:]/, '')] : []));
}

/** The first usable text of a property that may be a list. */
export function firstText(value: unknown): string | null {
  for (const entry of asArray(value)) {
    const text = isObject(entry) ? cleanLine(entry.name ?? entry['@value'] ?? entry.text) : cleanLine(entry);
    if (text) return text;
  }
  return null;
}

/** A title without what sites append to it: a rating ("- (4.8/5)"), the word "Recipe" after a dash. */
export function cleanTitle(title: string): string | null {
  const clean = title
    .replace(/\s*[-–—|]?\s*\(\d+(?:[.,]\d+)?\s*\/\s*\d+\)\s*$/u, '')
    .replace(/\s+[-–—|:]\s+(?:recipe|recept|receta|recette|rezept|ricetta|receita|oppskrift|opskrift)\s*$/iu, '')
    .trim();
  return clean || null;
}

/** Names of a list that may be text, comma-separated text or objects with a name. */
export function textList(value: unknown, split = true): string[] {
  const out: string[] = [];
  for (const entry of asArray(value)) {
    const text = isObject(entry) ? cleanLine(entry.name) : cleanLine(entry);
    if (!text) continue;
    for (const part of split ? text.split(/\s*[,;]\s*/) : [text]) {
      const item = part.trim();
      if (item && !out.some((known) => known.toLowerCase() === item.toLowerCase())) out.push(item);
    }
  }
  return out;
}

/** Hours, minutes and days as the languages imports meet write them ("1 Std. 20 Min.", "1 hora", "45 minuti"). */
const durationUnits = /(\d+(?:[.,]\d+)?(?:\s?[½¼¾])?|½|¼|¾)\s*(d(?:ays?)?|dage?|dagar|tage?|jours?|días?|dias?|giorn[oi]|h(?:ours?|rs?|r|ts?)?|std\.?|stunden?|heures?|horas?|or[ae]|uur|timer?|timmar|timme|óra|m(?:in(?:ute)?s?|inuten?|inutos?|inuti|inutter|inuter|n)?\.?|perc)(?=[\s,.;:/)-]|\d|$)/giu;
const fractions: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/**
 * Minutes of an ISO-8601 duration (PT1H30M, P0DT0H45M, PT90M, PT0.5H, P1D) or of written text
 * ("1 hour 15 minutes", "45 min", "1h30", "1 Std. 20 Min.", "1 hora"); a bare number is minutes.
 * Null when unreadable or zero.
 */
export function durationMinutes(value: unknown): number | null {
  const raw = firstText(value);
  if (raw === null) return null;
  const text = raw.trim();
  if (/^P[\dTYMWDHS.,]+$/i.test(text) && /\d/.test(text)) return isoMinutes(text);
  // an ISO value it could not read ("PT-476070H19M32S": a negative, broken value) is no time
  if (/^P(?:T|\d)/i.test(text)) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return positive(Number(text));
  // "1h30", "1:30 h": the minutes after the hours carry no unit
  const compact = /^(\d+)\s*(?:h|hr|:)\s*(\d{1,2})(?:\s*h)?$/i.exec(text);
  if (compact) return positive(Number(compact[1]) * 60 + Number(compact[2]));
  let total = 0;
  let found = false;
  for (const match of text.matchAll(durationUnits)) {
    // "1½ hours": a whole and a fraction
    const [, whole = '', fraction = ''] = /^([\d.,]*)\s?([½¼¾]?)$/u.exec(match[1]) ?? [];
    const amount = (whole ? Number(whole.replace(',', '.')) : 0) + (fractions[fraction] ?? 0);
    const unit = match[2].toLowerCase();
    found = true;
    if (/^(?:d|t|j|g)/.test(unit) && !/^ti/.test(unit)) total += amount * 1440;
    else if (/^(?:h|s|o|u|ti|ó)/.test(unit)) total += amount * 60;
    else total += amount;
  }
  return found ? positive(total) : null;
}

/**
 * An ISO-8601 duration read leniently, as sites write it ("PT0D1H0M" puts the days after the T);
 * a year or month part means a broken value ("P0Y0M0DT0H30M" is common and harmless).
 */
function isoMinutes(text: string): number | null {
  let total = 0;
  let inTime = false;
  for (const [, t, amount, unit] of text.slice(1).matchAll(/(T)|(\d+(?:[.,]\d+)?)([YMWDHS])/gi)) {
    if (t) {
      inTime = true;
      continue;
    }
    const value = Number(amount.replace(',', '.'));
    const part = unit.toUpperCase();
    if (part === 'Y' || (part === 'M' && !inTime)) {
      if (value > 0) return null;
      continue;
    }
    total += value * { W: 10080, D: 1440, H: 60, M: 1, S: 1 / 60 }[part as 'W' | 'D' | 'H' | 'M' | 'S'];
  }
  return positive(total);
}

/** Minutes written out for a reader: "45 min", "1 h 20 min", "2 h". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A duration with its text as shown: written text kept, an ISO value written out. */
export function durationOf(value: unknown): { minutes: number; text: string } | null {
  const minutes = durationMinutes(value);
  if (minutes === null) return null;
  const raw = firstText(value)!.trim();
  const written = /^P/i.test(raw) || /^\d+(?:\.\d+)?$/.test(raw) ? minutesText(minutes) : raw;
  return { minutes, text: written };
}

/** A recipe's time is positive and under two months (curing, fermenting); more is a broken value. */
function positive(minutes: number): number | null {
  const rounded = Math.round(minutes);
  return Number.isFinite(rounded) && rounded > 0 && rounded <= 60 * 24 * 60 ? rounded : null;
}

/** Words that say a yield counts people or portions, in the languages imports meet. */
const servingWords = /serv|people|person|portion|pax|plates?\b|personas|personnes|couverts|portionen|personen|porzion|persone|porç|porc|raci[oó]n|porties?|porsjon|portioner|personer|annos|adag|főre|osob|μερίδ|порц|人份|份/iu;
/**
 * A yield that is one whole or a measure ("1 loaf", "1 9-inch pie", "2 cups", "1 jar", "4 dozen"):
 * its number is not how many it feeds, so it states no servings (a meal plan for 4 must not scale
 * "1 loaf" to 4 loaves). Pieces ("8 slices", "24 cookies", "12 muffins") count like servings.
 */
const wholeOrMeasure =
  /\b(?:loa(?:f|ves)|cakes?|pies?|tarts?|quiches?|pizzas?|breads?|batch(?:es)?|jars?|bottles?|pots?|pans?|trays?|sheets?|rings?|terrines?|cups?|pints?|quarts?|gallons?|lit(?:er|re)s?|ml|l|dl|cl|g|kg|oz|ounces?|lbs?|pounds?|grams?|dozen|inch(?:es)?|laib|laibe|brot|brote|kuchen|gl(?:a|ä)s(?:er)?|pain|pains|g(?:â|a)teaux?|tartes?|bocaux?|bocal|pan|tarta|bizcocho|frascos?|torta|pane|barattol[oi]|brood|taart|potten)\b|\d+\s*(?:["″]|-inch|cm\b)/iu;

/** Whether a yield text counts servings: it names people or portions, or pieces, or only a number. */
function countsServings(text: string): boolean {
  if (servingWords.test(text)) return true;
  return !wholeOrMeasure.test(text);
}

/** Numbers a yield spells out ("Serves eight to ten", "Makes twelve"), one to twenty, in English. */
const numberWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
export const spelledNumber = new RegExp(`\\b(${numberWords.join('|')})\\b`, 'iu');

/** The first number a yield spells out, as digits; undefined without one. */
function wordNumber(text: string): string | undefined {
  const word = spelledNumber.exec(text)?.[1];
  return word ? String(numberWords.indexOf(word.toLowerCase()) + 1) : undefined;
}

/**
 * The yield as written and the servings it states. Servings are the first number of a yield
 * that counts people, portions or pieces ("4-6 servings" gives 4: what the amounts certainly feed;
 * "Serves 4", 6, "6 personnes", "8 slices"); a yield of one whole or a measure ("1 loaf", "2 cups")
 * keeps its text and states no servings. From a list (["4", "4 servings"]) the text is the entry
 * with words.
 */
export function yieldOf(value: unknown): { servings: number | null; text: string | null } {
  let servings: number | null = null;
  let text: string | null = null;
  for (const entry of asArray(value)) {
    if (typeof entry === 'number' && Number.isFinite(entry)) {
      const whole = Math.round(entry);
      if (whole >= 1) {
        servings ??= whole;
        text ??= String(whole);
      }
      continue;
    }
    const written = isObject(entry) ? cleanLine(entry.value ?? entry.name) : cleanLine(entry);
    // a label the markup was put on instead of its value ("Yield:"): the page's own yield is read instead
    if (!written || (/[:：]$/u.test(written) && !/\d/.test(written))) continue;
    if (text === null || (/\p{L}/u.test(written) && !/\p{L}/u.test(text))) text = written;
    const number = /(\d+(?:[.,]\d+)?)/.exec(written)?.[1] ?? wordNumber(written);
    if (number && servings === null && countsServings(written)) {
      const whole = Math.round(Number(number.replace(',', '.')));
      if (whole >= 1) servings = whole;
    }
  }
  return { servings, text };
}

/** The servings of a recipeYield (see `yieldOf`). */
export function servingsOf(value: unknown): number | null {
  return yieldOf(value).servings;
}

/** The first image address of a string, an ImageObject, or a list of either, made absolute. */
export function imageOf(value: unknown, base: string | null): string | null {
  for (const entry of asArray(value)) {
    const raw = isObject(entry) ? firstText(entry.url ?? entry.contentUrl) : typeof entry === 'string' ? entry : null;
    const address = raw ? absoluteHttp(raw.trim(), base) : null;
    if (address) return address;
  }
  return null;
}

/** An http(s) address, resolved against `base` when relative; null for anything else. */
export function absoluteHttp(address: string, base: string | null): string | null {
  try {
    const url = base ? new URL(address, base) : new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Author names: a string, a Person or Organization, or a list of them. */
export function authorOf(value: unknown): string | null {
  const names = asArray(value)
    .map((entry) => (isObject(entry) ? cleanLine(entry.name) : cleanLine(entry)))
    .filter((name): name is string => Boolean(name));
  return names.length > 0 ? [...new Set(names)].join(', ') : null;
}

/**
 * Steps from every recipeInstructions form, under their sections: one text (split at line
 * breaks), a list of texts, HowToStep (text, or name when text is absent), HowToSection (its
 * name names its steps), ItemList-like itemListElement nesting. Leading step numbers ("1.", "Step
 * 2:") are dropped; a step that is only a heading ("For the sauce:") names the steps after it.
 */
export function instructionSectionsOf(value: unknown): DraftSection[] {
  const sections: DraftSection[] = [];
  let current: DraftSection = { name: null, lines: [] };
  const open = (name: string | null) => {
    if (current.lines.length > 0) sections.push(current);
    current = { name, lines: [] };
  };
  const add = (text: string | null) => {
    if (!text) return;
    for (const line of text.split('\n')) {
      const step = line.replace(/^\s*(?:step\s*)?\d{1,2}\s*[.):]\s*/i, '').trim();
      if (!step) continue;
      const heading = headingOfLine(step);
      if (heading !== null) open(heading);
      else current.lines.push(step);
    }
  };
  const visit = (entry: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(entry)) {
      for (const inner of entry) visit(inner, depth + 1);
      return;
    }
    if (!isObject(entry)) {
      add(cleanText(entry));
      return;
    }
    const types = typesOf(entry);
    if (types.includes('HowToSection') || (!('text' in entry) && 'itemListElement' in entry)) {
      open(cleanLine(entry.name) ? sectionName(cleanLine(entry.name)!) || null : null);
      visit(entry.itemListElement, depth + 1);
      open(null);
      return;
    }
    const title = entry.text !== undefined ? stepTitle(entry.name, entry.text) : null;
    if (title !== null && !repeatedNames.has(title)) open(title);
    add(cleanText(entry.text ?? entry.name ?? entry.description));
  };
  const repeatedNames = namesOnEveryStep(value);
  visit(value, 0);
  open(null);
  return sections;
}

const plainKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const numberedName = /^(?:step|paso|étape|etape|schritt|passo|stap|steg|trin|krok|lépés|adım|шаг)?\s*\d{1,2}\s*[.:)]?$/iu;

/**
 * A HowToStep's name when it titles the step ("Préparation de la rhubarbe" over "Laver et
 * éplucher…"): not the text again or cut short, not only a number ("Step 2").
 */
function stepTitle(name: unknown, text: unknown): string | null {
  const title = cleanLine(name);
  const body = cleanText(text);
  if (!title || !body || title.length > 120 || numberedName.test(title)) return null;
  const titleKey = plainKey(title);
  const bodyKey = plainKey(body);
  if (titleKey === '' || bodyKey.startsWith(titleKey) || titleKey.startsWith(bodyKey.slice(0, Math.min(bodyKey.length, 30)))) return null;
  return sectionName(title) || null;
}

/** Names every step of a list carries alike (the recipe's name on each): no step's title. */
function namesOnEveryStep(value: unknown): Set<string> {
  const titles = asArray(value).filter(isObject).map((entry) => stepTitle(entry.name, entry.text));
  const counts = new Map<string, number>();
  for (const title of titles) if (title !== null) counts.set(title, (counts.get(title) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([title]) => title));
}

/** The steps as one list, a section's name leading its first step ("Dough: Knead."). */
export function instructionsOf(value: unknown): string[] {
  return stepsWithSectionNames(instructionSectionsOf(value));
}

/** Ingredient lines: a list of texts (or one text with a line per ingredient), bullets dropped. */
export function ingredientLinesOf(value: unknown): string[] {
  return asArray(value)
    .flatMap((entry) => (cleanText(isObject(entry) ? (entry.name ?? entry.text) : entry) ?? '').split('\n'))
    .map((line) => line.replace(/^\s*[-•*·▢□]\s*/, '').trim())
    .filter(Boolean);
}

/** Ingredient lines under their sections: a line such as "For the sauce:" names the lines after it. */
export function ingredientSectionsOf(value: unknown): DraftSection[] {
  return sectionsOfLines(ingredientLinesOf(value));
}

/** Ingredient lines without the lines that are section headings. */
export function ingredientsOf(value: unknown): string[] {
  return linesOf(ingredientSectionsOf(value));
}

/** NutritionInformation as label → value ("calories" → "320 kcal"). */
export function nutritionOf(value: unknown): Record<string, string> {
  const nutrition: Record<string, string> = {};
  const info = asArray(value).find(isObject);
  if (!info) return nutrition;
  for (const [key, raw] of Object.entries(info)) {
    if (key.startsWith('@')) continue;
    const text = firstText(raw);
    if (text) nutrition[key] = text.slice(0, 100);
  }
  return nutrition;
}
