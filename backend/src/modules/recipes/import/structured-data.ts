import { attribute, findAll, type HtmlElement, isElement, parentOf, rawText, textLine, visibleText, walk } from './html-document.js';
import { type RecipeDraft, sourcesOf } from './recipe-draft.js';
import {
  absoluteHttp,
  asArray,
  authorOf,
  cleanText,
  cleanTitle,
  durationMinutes,
  durationOf,
  firstText,
  imageOf,
  ingredientLinesOf,
  ingredientSectionsOf,
  instructionSectionsOf,
  isObject,
  nutritionOf,
  textList,
  typesOf,
  yieldOf,
} from './schema-org-values.js';
import { linesOf, stepsWithSectionNames } from './sections.js';

type SchemaObject = Record<string, unknown>;

/** JSON that pages really ship: raw line breaks and tabs inside strings are common. */
function parseJsonLoosely(text: string): unknown {
  const source = text.trim().replace(/^<!--|-->$/g, '').replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '');
  try {
    return JSON.parse(source) as unknown;
  } catch {
    try {
      // eslint-disable-next-line no-control-regex
      return JSON.parse(source.replace(/[\u0000-\u001f]+/g, ' ')) as unknown;
    } catch {
      return undefined;
    }
  }
}

/** Every object typed Recipe anywhere in a JSON-LD value (`@graph`, lists, `mainEntity`, ItemList). */
function recipesIn(value: unknown, found: SchemaObject[], depth = 0): void {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const entry of value) recipesIn(entry, found, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (typesOf(value).includes('Recipe')) {
    found.push(value);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key !== '@context') recipesIn(inner, found, depth + 1);
  }
}

export function jsonLdRecipes(roots: readonly HtmlElement[]): SchemaObject[] {
  const found: SchemaObject[] = [];
  const scripts = findAll(roots, (el) => el.tagName === 'script' && (attribute(el, 'type') ?? '').split(';')[0].trim().toLowerCase() === 'application/ld+json');
  for (const script of scripts) {
    const parsed = parseJsonLoosely(rawText(script));
    if (parsed !== undefined) recipesIn(parsed, found);
  }
  return found;
}

const schemaRecipe = /^https?:\/\/schema\.org\/Recipe$/i;

/** The value of one microdata property element (HTML's "property value" rules). */
function microdataValue(element: HtmlElement, base: string | null): unknown {
  if (attribute(element, 'itemscope') !== null) return microdataItem(element, base);
  const content = attribute(element, 'content');
  if (content !== null) return content;
  switch (element.tagName) {
    case 'meta':
      return attribute(element, 'content') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return absoluteHttp(attribute(element, 'href') ?? '', base) ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
      return absoluteHttp(attribute(element, 'src') ?? '', base) ?? '';
    case 'time':
      return attribute(element, 'datetime') ?? visibleText(element);
    case 'data':
    case 'meter':
      return attribute(element, 'value') ?? visibleText(element);
    default:
      return visibleText(element);
  }
}

/** A microdata item as a JSON-LD-like object: every property a list of values, `@type` from itemtype. */
const ingredientProps = new Set(['recipeIngredient', 'ingredients']);
const listTags = new Set(['ul', 'ol', 'table', 'tbody']);

/**
 * An ingredient marked in parts ("<dt itemprop=recipeIngredient>40 gr</dt><dd
 * itemprop=recipeIngredient>bacon</dd>" in a row of its own): the parts of one row (a parent that
 * is not the list itself and holds two or three of them and nothing else) are one line.
 */
function ingredientParts(element: HtmlElement): HtmlElement[] | null {
  const parent = parentOf(element);
  if (!parent || listTags.has(parent.tagName)) return null;
  const children = parent.childNodes.filter((child): child is HtmlElement => isElement(child));
  const parts = children.filter((child) => (attribute(child, 'itemprop') ?? '').split(/\s+/).some((name) => ingredientProps.has(name)));
  // the row holds the parts and nothing else
  return parts.length >= 2 && parts.length <= 3 && parts.length === children.length ? parts : null;
}

const titleTags = new Set(['h1', 'h2', 'h3']);

/**
 * A name marked on a block that holds the title heading beside a byline and a date: the heading's
 * text is the name. A block of two headings is a title and its subtitle ("… / with Asiago and
 * peas"): both are the name.
 */
function nameValue(element: HtmlElement, base: string | null): unknown {
  if (attribute(element, 'content') !== null || attribute(element, 'itemscope') !== null || titleTags.has(element.tagName)) return microdataValue(element, base);
  const headings = findAll([element], (inner) => titleTags.has(inner.tagName));
  return headings.length === 1 ? visibleText(headings[0]) : microdataValue(element, base);
}

/** A microdata item as a JSON-LD-like object: every property a list of values, `@type` from itemtype. */
function microdataItem(scope: HtmlElement, base: string | null): SchemaObject {
  const item: SchemaObject = { '@type': (attribute(scope, 'itemtype') ?? '').trim().split(/\s+/) };
  const joined = new Set<HtmlElement>();
  walk(scope, (element) => {
    const names = (attribute(element, 'itemprop') ?? '').trim().split(/\s+/).filter(Boolean);
    if (names.length > 0 && !joined.has(element)) {
      const ingredient = names.some((name) => ingredientProps.has(name));
      const parts = ingredient ? ingredientParts(element) : null;
      for (const part of parts ?? []) joined.add(part);
      // an ingredient is one line, however its element lays out its amount and name
      const value = ingredient && attribute(element, 'content') === null ? (parts ?? [element]).map(textLine).join(' ') : names.includes('name') ? nameValue(element, base) : microdataValue(element, base);
      for (const name of names) item[name] = [...asArray(item[name]), value];
    }
    // a nested item's properties are its own
    return attribute(element, 'itemscope') === null;
  });
  return item;
}

export function microdataRecipes(roots: readonly HtmlElement[], base: string | null): SchemaObject[] {
  const scopes = findAll(roots, (el) => attribute(el, 'itemscope') !== null && (attribute(el, 'itemtype') ?? '').split(/\s+/).some((type) => schemaRecipe.test(type)));
  // a Recipe nested in another Recipe's scope is read as part of it, not on its own
  return scopes.filter((scope) => !scopes.some((outer) => outer !== scope && contains(outer, scope))).map((scope) => microdataItem(scope, base));
}

function contains(outer: HtmlElement, inner: HtmlElement): boolean {
  for (let node = inner.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if (node === outer) return true;
  }
  return false;
}

/**
 * A schema.org Recipe (from JSON-LD or microdata) as a draft; `base` resolves relative links.
 * Ingredient group headings ("For the sauce:") always name their `sections`; `headingsApart`
 * leaves them out of the flat `ingredients` (a page's groups). Without it they stay lines there: a
 * cookbook archive (Sous's own export, Mealie, Tandoor) carries headings the cookbook stored as
 * lines, and the cookbook keeps no sections yet, so they must come back as they left.
 */
export function draftFromSchema(recipe: SchemaObject, base: string | null, options: { headingsApart?: boolean } = {}): RecipeDraft {
  const stepSections = instructionSectionsOf(recipe.recipeInstructions ?? recipe.instructions);
  const ingredientSections = ingredientSectionsOf(recipe.recipeIngredient ?? recipe.ingredients);
  const ingredientLines = options.headingsApart ? linesOf(ingredientSections) : ingredientLinesOf(recipe.recipeIngredient ?? recipe.ingredients);
  const yields = yieldOf(recipe.recipeYield ?? recipe.yield);
  const totalTime = durationOf(recipe.totalTime);
  return {
    title: cleanTitle(firstText(recipe.name) ?? firstText(recipe.headline) ?? ''),
    description: cleanText(asArray(recipe.description).find((d) => typeof d === 'string') ?? null),
    prepMinutes: durationMinutes(recipe.prepTime),
    cookMinutes: durationMinutes(recipe.cookTime),
    totalMinutes: totalTime?.minutes ?? null,
    servings: yields.servings,
    ingredients: ingredientLines,
    instructions: stepsWithSectionNames(stepSections),
    cuisine: textList(recipe.recipeCuisine).join(', ') || null,
    category: textList(recipe.recipeCategory).join(', ') || null,
    keywords: textList(recipe.keywords),
    nutrition: nutritionOf(recipe.nutrition),
    imageUrl: imageOf(recipe.image ?? recipe.thumbnailUrl, base),
    author: authorOf(recipe.author),
    url: firstText(recipe.url) ? absoluteHttp(firstText(recipe.url)!, base) : null,
    yieldText: yields.text,
    totalTime,
    sections: { ingredients: ingredientSections, instructions: stepSections },
  };
}

/** The address without its fragment, for comparing a recipe's url with the page's. */
const sameAddress = (a: string | null, b: string | null) => a !== null && b !== null && a.replace(/#.*$/, '') === b.replace(/#.*$/, '');

/** The recipe of one kind of markup: the one whose url is the page, else the first that lists ingredients. */
function chooseRecipe(objects: readonly SchemaObject[], pageUrl: string | null): RecipeDraft | null {
  const drafts = objects.map((object) => draftFromSchema(object, pageUrl, { headingsApart: true })).filter((draft) => draft.title || draft.ingredients.length > 0 || draft.instructions.length > 0);
  return drafts.find((draft) => sameAddress(draft.url, pageUrl) && draft.ingredients.length > 0) ?? drafts.find((draft) => draft.ingredients.length > 0) ?? drafts[0] ?? null;
}

/** The page's recipe as each kind of markup gives it, JSON-LD first; none when the page has no Recipe markup. */
export function structuredDrafts(roots: readonly HtmlElement[], pageUrl: string | null): { draft: RecipeDraft; foundIn: 'json-ld' | 'microdata' }[] {
  const found: { draft: RecipeDraft; foundIn: 'json-ld' | 'microdata' }[] = [];
  for (const [foundIn, objects] of [
    ['json-ld', jsonLdRecipes(roots)],
    ['microdata', microdataRecipes(roots, pageUrl)],
  ] as const) {
    const chosen = chooseRecipe(objects, pageUrl);
    if (chosen) found.push({ draft: { ...chosen, foundIn: sourcesOf(chosen, foundIn) }, foundIn });
  }
  return found;
}

/**
 * The page's recipe: JSON-LD first, microdata when JSON-LD has none (or is broken). With several
 * recipes, the one whose url is the page's, else the first that lists ingredients.
 */
export function readStructuredRecipe(roots: readonly HtmlElement[], pageUrl: string | null): { draft: RecipeDraft; foundIn: 'json-ld' | 'microdata' } | null {
  return structuredDrafts(roots, pageUrl)[0] ?? null;
}
