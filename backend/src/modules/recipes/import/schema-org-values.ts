import { parseHtml, visibleText } from './html-document.js';

/**
 * Readers of schema.org values as pages really write them: a property may be a string, a number,
 * an object or an array of any of those; text may carry HTML tags and entities.
 */

/** Text with tags removed, entities decoded (parse5 does both) and whitespace collapsed. */
export function cleanText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  // microdata gives every property as a list of values
  if (Array.isArray(value)) {
    const parts = value.map(cleanText).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join('\n') : null;
  }
  if (typeof value !== 'string') return null;
  let text = value;
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

/**
 * Minutes of an ISO-8601 duration (PT1H30M, P0DT0H45M, PT90M, PT0.5H, P1D) or of written text
 * ("1 hour 15 minutes", "45 min", "1h30"); a bare number is minutes. Null when unreadable or zero.
 */
export function durationMinutes(value: unknown): number | null {
  const raw = firstText(value);
  if (raw === null) return null;
  const text = raw.trim();
  const iso = /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(text);
  if (iso && text.length > 1) {
    const [weeks, days, hours, minutes, seconds] = iso.slice(1).map((part) => (part ? Number(part.replace(',', '.')) : 0));
    return positive(weeks * 10080 + days * 1440 + hours * 60 + minutes + seconds / 60);
  }
  if (/^\d+(?:\.\d+)?$/.test(text)) return positive(Number(text));
  // "1h30": the minutes after the hours carry no unit
  const compact = /^(\d+)\s*h\s*(\d{1,2})$/i.exec(text);
  if (compact) return positive(Number(compact[1]) * 60 + Number(compact[2]));
  let total = 0;
  let found = false;
  const unitPattern = /(\d+(?:[.,]\d+)?)\s*(d(?:ays?)?|h(?:ours?|rs?|r|ts?)?|std\.?|stunden?|m(?:in(?:ute)?s?|inuten?)?)\b/gi;
  for (const match of text.matchAll(unitPattern)) {
    const amount = Number(match[1].replace(',', '.'));
    const unit = match[2].toLowerCase();
    found = true;
    if (unit.startsWith('d')) total += amount * 1440;
    else if (unit.startsWith('h') || unit.startsWith('s')) total += amount * 60;
    else total += amount;
  }
  return found ? positive(total) : null;
}

function positive(minutes: number): number | null {
  const rounded = Math.round(minutes);
  return Number.isFinite(rounded) && rounded > 0 ? rounded : null;
}

/**
 * Servings from every recipeYield form: 6, "6", "4-6 servings" (the lower end: what the amounts
 * certainly feed), "Serves 4", ["4", "4 servings"], "Makes 12 muffins". Null when none is readable.
 */
export function servingsOf(value: unknown): number | null {
  for (const entry of asArray(value)) {
    if (typeof entry === 'number' && Number.isFinite(entry)) {
      const whole = Math.round(entry);
      if (whole >= 1) return whole;
      continue;
    }
    const text = isObject(entry) ? cleanLine(entry.value ?? entry.name) : cleanLine(entry);
    const number = text ? /(\d+(?:[.,]\d+)?)/.exec(text)?.[1] : undefined;
    if (number) {
      const whole = Math.round(Number(number.replace(',', '.')));
      if (whole >= 1) return whole;
    }
  }
  return null;
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
 * Steps from every recipeInstructions form: one text (split at line breaks), a list of texts,
 * HowToStep (text, or name when text is absent), HowToSection (its name leads its first step),
 * ItemList-like itemListElement nesting. Leading step numbers ("1.", "Step 2:") are dropped.
 */
export function instructionsOf(value: unknown): string[] {
  const steps: string[] = [];
  const add = (text: string | null, section: string | null) => {
    if (!text) return;
    for (const line of text.split('\n')) {
      const step = line.replace(/^\s*(?:step\s*)?\d{1,2}\s*[.):]\s*/i, '').trim();
      if (step) steps.push(section && steps.length === sectionStart ? `${section}: ${step}` : step);
    }
  };
  let sectionStart = -1;
  const visit = (entry: unknown, section: string | null, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(entry)) {
      for (const inner of entry) visit(inner, section, depth + 1);
      return;
    }
    if (!isObject(entry)) {
      add(cleanText(entry), section);
      return;
    }
    const types = typesOf(entry);
    if (types.includes('HowToSection') || (!('text' in entry) && 'itemListElement' in entry)) {
      const name = cleanLine(entry.name);
      sectionStart = steps.length;
      visit(entry.itemListElement, name, depth + 1);
      return;
    }
    visit(entry.text ?? entry.name ?? entry.description, section, depth + 1);
  };
  visit(value, null, 0);
  return steps;
}

/** Ingredient lines: a list of texts (or one text with a line per ingredient). */
export function ingredientsOf(value: unknown): string[] {
  return asArray(value)
    .flatMap((entry) => (cleanText(isObject(entry) ? (entry.name ?? entry.text) : entry) ?? '').split('\n'))
    .map((line) => line.replace(/^\s*[-•*·▢□]\s*/, '').trim())
    .filter(Boolean);
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
