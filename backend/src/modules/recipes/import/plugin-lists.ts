import { attribute, findAll, type HtmlElement, isInside, namesOf, textLine } from './html-document.js';
import { closest, type ListKind, named, pageReading, readList, type ListReading } from './list-reading.js';
import { type PageLine, pageLines } from './page-lines.js';
import type { DraftSection } from './recipe-draft.js';
import { sectionName } from './sections.js';

/**
 * Recipe plugins' own markup. Many pages whose schema.org data lacks a part still show it in the
 * plugin's card, named by the plugin's class names: those are read here, before any guessing.
 */
interface ListSpec {
  /** The list's container (class names or ids). */
  container: string[];
  /** One item's element; without it, each `li` is an item. */
  item?: string[];
  /** A group heading's element; headings by markup and words count too. */
  heading?: string[];
}

export interface PluginSpec {
  id: string;
  ingredients: ListSpec;
  instructions: ListSpec;
  title?: string[];
  /** The yield's element; its text from the first digit on is the yield. */
  yield?: string[];
  totalTime?: string[];
  prepTime?: string[];
  cookTime?: string[];
}

export const pluginSpecs: readonly PluginSpec[] = [
  {
    id: 'wprm',
    ingredients: { container: ['wprm-recipe-ingredients-container', 'wprm-recipe-ingredients'], item: ['wprm-recipe-ingredient'], heading: ['wprm-recipe-group-name', 'wprm-recipe-ingredient-group-name'] },
    instructions: { container: ['wprm-recipe-instructions-container', 'wprm-recipe-instructions'], item: ['wprm-recipe-instruction-text', 'wprm-recipe-instruction'], heading: ['wprm-recipe-group-name', 'wprm-recipe-instruction-group-name'] },
    title: ['wprm-recipe-name'],
    yield: ['wprm-recipe-servings-container', 'wprm-recipe-servings-with-unit'],
    totalTime: ['wprm-recipe-total-time-container', 'wprm-recipe-total_time-container'],
    prepTime: ['wprm-recipe-prep-time-container', 'wprm-recipe-prep_time-container'],
    cookTime: ['wprm-recipe-cook-time-container', 'wprm-recipe-cook_time-container'],
  },
  {
    id: 'tasty',
    ingredients: { container: ['tasty-recipes-ingredients-body', 'tasty-recipes-ingredients'] },
    instructions: { container: ['tasty-recipes-instructions-body', 'tasty-recipes-instructions'] },
    title: ['tasty-recipes-title'],
    yield: ['tasty-recipes-yield'],
    totalTime: ['tasty-recipes-total-time'],
    prepTime: ['tasty-recipes-prep-time'],
    cookTime: ['tasty-recipes-cook-time'],
  },
  {
    id: 'mv-create',
    ingredients: { container: ['mv-create-ingredients'] },
    instructions: { container: ['mv-create-instructions'] },
    title: ['mv-create-title'],
    yield: ['mv-create-yield'],
    totalTime: ['mv-create-time-total'],
    prepTime: ['mv-create-time-prep'],
    cookTime: ['mv-create-time-active'],
  },
  {
    id: 'cooked',
    ingredients: { container: ['cooked-recipe-ingredients'], item: ['cooked-ingredient'], heading: ['cooked-heading'] },
    instructions: { container: ['cooked-recipe-directions'], item: ['cooked-direction'], heading: ['cooked-heading'] },
    yield: ['cooked-servings'],
    totalTime: ['cooked-total-time'],
    prepTime: ['cooked-prep-time'],
    cookTime: ['cooked-cook-time'],
  },
  {
    id: 'zip',
    ingredients: { container: ['zlrecipe-ingredients-list', 'zrdn-ingredients-list', 'zrdn-ingredients'], item: ['ingredient', 'zrdn-ingredient-item'], heading: ['ingredient-label', 'zrdn-ingredient-label'] },
    instructions: { container: ['zlrecipe-instructions-list', 'zrdn-instructions-list', 'zrdn-instructions'], item: ['instruction', 'zrdn-instruction-item'], heading: ['instruction-label', 'zrdn-instruction-label'] },
    title: ['zlrecipe-title', 'zrdn-recipe-title'],
    yield: ['zlrecipe-yield', 'zrdn-yield'],
    totalTime: ['zlrecipe-total-time', 'zrdn-total-time'],
    prepTime: ['zlrecipe-prep-time', 'zrdn-prep-time'],
    cookTime: ['zlrecipe-cook-time', 'zrdn-cook-time'],
  },
  {
    id: 'easyrecipe',
    ingredients: { container: ['ersingredients'], item: ['ingredient'], heading: ['erseparator'] },
    instructions: { container: ['ersinstructions'], item: ['instruction'], heading: ['erseparator'] },
    title: ['ersname'],
    yield: ['yield'],
    totalTime: ['totaltime'],
    prepTime: ['preptime'],
    cookTime: ['cooktime'],
  },
  {
    // microformats: hRecipe (2008) and h-recipe
    id: 'hrecipe',
    ingredients: { container: ['hrecipe', 'h-recipe'], item: ['ingredient', 'p-ingredient'] },
    instructions: { container: ['instructions', 'e-instructions'] },
    title: ['fn', 'p-name'],
    yield: ['yield', 'p-yield'],
    totalTime: ['duration', 'dt-duration'],
  },
  {
    // themes and blocks that name their lists plainly (Yoast's and others' recipe blocks)
    id: 'recipe-blocks',
    ingredients: { container: ['recipe-ingredients', 'recipe__ingredients', 'recipe-ingredients-list', 'ingredients-list', 'ingredient-list', 'ingredients'] },
    instructions: { container: ['recipe-instructions', 'recipe__instructions', 'recipe-directions', 'recipe-method', 'recipe-steps', 'instructions-list', 'directions', 'method', 'preparation', 'instructions'] },
  },
];

/** Every element of the page by its class names and id (lower-case), with its place in the document; built once per page. */
export interface NameIndex {
  byName: Map<string, HtmlElement[]>;
  order: Map<HtmlElement, number>;
}

export function indexNames(roots: readonly HtmlElement[]): NameIndex {
  const index: NameIndex = { byName: new Map(), order: new Map() };
  findAll(roots, (element) => {
    const names = namesOf(element);
    if (names.length === 0) return false;
    index.order.set(element, index.order.size);
    for (const name of names) {
      const list = index.byName.get(name);
      if (list) list.push(element);
      else index.byName.set(name, [element]);
    }
    return false;
  });
  return index;
}

/** The elements any of the names mark, in document order. */
function marked(index: NameIndex, names: readonly string[]): HtmlElement[] {
  const found = [...new Set(names.flatMap((name) => index.byName.get(name) ?? []))];
  return found.sort((a, b) => index.order.get(a)! - index.order.get(b)!);
}

/** The outermost elements the spec's names mark, in document order. */
function containersOf(index: NameIndex, names: string[]): HtmlElement[] {
  const found = marked(index, names);
  return found.filter((element) => !found.some((outer) => outer !== element && isInside(element, outer)));
}

function readingOf(spec: ListSpec, container: HtmlElement): ListReading {
  const page = pageReading(container);
  const item = spec.item ? named(...spec.item) : null;
  const heading = spec.heading ? named(...spec.heading) : null;
  return {
    itemOf: item ? (line) => closest(line.first, container, item) : page.itemOf,
    headingOf: (line) => {
      if (heading) {
        const element = closest(line.first, container, heading);
        if (element) return sectionName(textLine(element)) || null;
      }
      // inside a plugin's item, a line is the item's, whatever its looks
      if (item && closest(line.first, container, item)) return null;
      return page.headingOf(line);
    },
  };
}

/** The first container of the spec that holds a line, read into sections. */
export function readPluginList(index: NameIndex, spec: ListSpec, kind: ListKind): DraftSection[] {
  for (const container of containersOf(index, spec.container)) {
    const sections = readList(pageLines([container]), readingOf(spec, container), kind);
    if (sections.length > 0) return sections;
  }
  return [];
}

/** The text of the first element the names mark, or null. */
export function pluginText(index: NameIndex, names: string[] | undefined): string | null {
  if (!names) return null;
  for (const name of names) {
    for (const element of index.byName.get(name) ?? []) {
      const text = textLine(element);
      if (text) return text;
    }
  }
  return null;
}

/**
 * Lines of elements marked with an `itemprop` outside any Recipe item (pages that keep the names
 * and drop the scope): each marked ingredient is a line; marked steps are read by their list items,
 * else a line each.
 */
export function itempropLines(roots: readonly HtmlElement[], props: string[], kind: ListKind): DraftSection[] {
  const marked = new Set(findAll(roots, (element) => (attribute(element, 'itemprop') ?? '').split(/\s+/).some((prop) => props.includes(prop))));
  const outermost = [...marked].filter((element) => ![...marked].some((outer) => outer !== element && isInside(element, outer)));
  const lines = outermost.flatMap((element) => pageLines([element]));
  const itemOf = kind === 'ingredients' ? (line: PageLine) => closest(line.first, null, (element) => marked.has(element)) : (line: PageLine) => line.item;
  return readList(lines, { itemOf, headingOf: () => null }, kind);
}
