import { folderOf, type FoundRecipe, groupedBySection, photoIn, type ReadContext, resolvePath, stepsUnderSections } from './found-recipe.js';

type Json = Record<string, unknown>;

/** `@name{qty%unit}(note)`, `@word`, with Cooklang's modifiers (`@@`, `&`, `?`, `+`, `-`) after the sigil. */
const ingredientPattern = /@[@&?+-]*(?:([^@#~{}\n]+?)\{([^}\n]*)\}|([\p{L}\p{N}_]+))(?:\(([^)\n]*)\))?/gu;
const cookwarePattern = /#[&?+-]*(?:([^@#~{}\n]+?)\{[^}\n]*\}|([\p{L}\p{N}_]+))/gu;
const timerPattern = /~(?:([^@#~{}\n]*?)\{([^}\n]*)\}|([\p{L}\p{N}_]+))/gu;

/** Whether a text reads as Cooklang: metadata lines, or a marked ingredient or timer with braces. */
export function looksLikeCooklang(text: string, name: string): boolean {
  if (/\.cook$/i.test(name)) return true;
  return /^>>\s*[^:\n]+:/m.test(text) || /@[@&?+-]*[^@\s{}][^@{}\n]*\{[^}\n]*\}/.test(text) || /~[^~\s{}]*\{[^}\n]+\}/.test(text);
}

/** "2%cups" → "2 cups"; "*" marks a fixed amount; "" → null. */
function quantityText(raw: string): string | null {
  const [amount, unit] = raw.split('%', 2).map((part) => part.replace(/\*$/, '').trim());
  const text = [amount, unit].filter(Boolean).join(' ');
  return text || null;
}

/** The simple YAML of a front matter block: `key: value`, `key: [a, b]`, and `- item` lists under a key. */
function frontMatter(lines: readonly string[]): Map<string, string | string[]> {
  const meta = new Map<string, string | string[]>();
  let listKey: string | null = null;
  for (const line of lines) {
    const item = /^\s+-\s+(.*)$/.exec(line) ?? /^-\s+(.*)$/.exec(line);
    if (item && listKey) {
      const list = meta.get(listKey);
      meta.set(listKey, [...(Array.isArray(list) ? list : []), unquote(item[1])]);
      continue;
    }
    const pair = /^([^:#\s][^:]*):\s*(.*)$/.exec(line);
    if (!pair) continue;
    const key = pair[1].trim().toLowerCase();
    const value = pair[2].trim();
    listKey = value === '' ? key : null;
    if (value.startsWith('[') && value.endsWith(']')) meta.set(key, value.slice(1, -1).split(',').map(unquote).filter(Boolean));
    else if (value !== '') meta.set(key, unquote(value));
  }
  return meta;
}

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');

const first = (meta: Map<string, string | string[]>, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = meta.get(key);
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && value.length > 0) return value.join(', ');
  }
  return undefined;
};
const list = (meta: Map<string, string | string[]>, key: string): string[] => {
  const value = meta.get(key);
  return Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : [];
};

/**
 * What stays of a list of ingredients once their marks are out: the commas and "and"s between them,
 * and the "Have ready:" Sous writes before them. Any other words ("Serve: @rice{}") make it a step.
 */
const gatherRest = /^(?:have ready:)?[\s,;.&]*(?:(?:and|und|et|y|e)[\s,;.&]+)*$/iu;

/**
 * A Cooklang recipe: metadata from YAML front matter and `>> key: value` lines; each paragraph a
 * step, its `@ingredients`, `#cookware` and `~timers` written as plain words; the ingredients
 * listed in the order they first appear ("2 cups flour"). A `== Section ==` line opens a section
 * of both lists: the steps after it, and the ingredients first named in them. A paragraph of
 * nothing but ingredients ("Have ready: @flour{500%g}, @salt{}.") lists what to have ready and is
 * no step. `-- comments`, `[- block comments -]` and `> notes` are not steps (a note describes
 * the recipe). The title is the `title` metadata, else the file's name, as Cooklang apps do.
 */
export function cooklangRecipe(source: string, entry: string, context: ReadContext): FoundRecipe {
  let text = source.replace(/\r\n?/g, '\n').replace(/\[-[\s\S]*?-\]/g, '');
  const meta = new Map<string, string | string[]>();
  const front = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (front) {
    for (const [key, value] of frontMatter(front[1].split('\n'))) meta.set(key, value);
    text = text.slice(front[0].length);
  }
  const ingredients: { line: string; section: string | null }[] = [];
  const seen = new Set<string>();
  const steps: { text: string; section: string | null }[] = [];
  const notes: string[] = [];
  let section: string | null = null;
  let paragraph: string[] = [];
  let marked = '';
  const endStep = () => {
    const step = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    const gathering = marked.includes('@') && gatherRest.test(marked.replace(ingredientPattern, ' ').replace(/\s+/g, ' ').trim());
    paragraph = [];
    marked = '';
    if (step && !gathering) steps.push({ text: step, section });
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/--.*$/, '').trimEnd();
    const metadata = /^>>\s*([^:]+):\s*(.*)$/.exec(line);
    if (metadata) {
      meta.set(metadata[1].trim().toLowerCase(), metadata[2].trim());
      continue;
    }
    if (line.trim() === '') {
      endStep();
      continue;
    }
    const heading = /^=+\s*(.*?)\s*=*$/.exec(line.trim());
    if (heading) {
      endStep();
      section = heading[1] || null;
      continue;
    }
    if (/^>(?!>)/.test(line.trim())) {
      notes.push(line.trim().slice(1).trim());
      continue;
    }
    marked += ` ${line}`;
    paragraph.push(
      line
        .replace(ingredientPattern, (_, braced: string | undefined, quantity: string | undefined, word: string | undefined, note: string | undefined) => {
          const name = (braced ?? word ?? '').trim();
          const amount = quantity !== undefined ? quantityText(quantity) : null;
          const key = `${name.toLowerCase()}|${amount ?? ''}`;
          // a later mention without an amount refers back to the ingredient, it is not another one
          if (!seen.has(key) && !(amount === null && [...seen].some((k) => k.startsWith(`${name.toLowerCase()}|`)))) {
            seen.add(key);
            ingredients.push({ line: [amount, name].filter(Boolean).join(' ') + (note?.trim() ? `, ${note.trim()}` : ''), section });
          }
          return name;
        })
        .replace(cookwarePattern, (_, braced: string | undefined, word: string | undefined) => (braced ?? word ?? '').trim())
        .replace(timerPattern, (_, name: string | undefined, quantity: string | undefined, word: string | undefined) => (quantity !== undefined ? (quantityText(quantity) ?? name ?? '') : (word ?? '')).trim()),
    );
  }
  endStep();
  const fileTitle = entry.replace(/#.*$/, '').split('/').pop()!.replace(/\.[^.]*$/, '');
  const course = first(meta, 'course', 'category');
  const object: Json = {
    '@type': 'Recipe',
    name: first(meta, 'title') ?? fileTitle,
    description: first(meta, 'description', 'introduction') ?? (notes.length > 0 ? notes.join('\n') : undefined),
    // the number a Cooklang app scales by, and the yield as the recipe writes it ("3 to 4 servings", "1 loaf")
    recipeYield: [first(meta, 'servings', 'serves'), first(meta, 'yield')].filter((value) => value !== undefined),
    prepTime: first(meta, 'prep time', 'time.prep', 'prep_time', 'prep'),
    cookTime: first(meta, 'cook time', 'time.cook', 'cook_time', 'cook'),
    totalTime: first(meta, 'time required', 'time', 'duration', 'total time'),
    recipeIngredient: ingredients.map((ingredient) => ingredient.line),
    recipeInstructions: stepsUnderSections(steps),
    recipeCuisine: first(meta, 'cuisine'),
    recipeCategory: course,
    keywords: [...list(meta, 'tags'), ...list(meta, 'diet')],
    author: first(meta, 'author', 'source.author'),
    url: first(meta, 'source', 'source.url', 'url'),
  };
  // the photo: named in the metadata, else beside the file with the same name (Cooklang's convention)
  const folder = folderOf(entry);
  const named = first(meta, 'image');
  const path = named && !/^[a-z]+:/i.test(named) ? resolvePath(folder, named) : null;
  if (named && /^https?:/i.test(named)) object.image = named;
  const image = path && context.images.has(path) ? path : photoIn(context.images, folder, [fileTitle]);
  return { object, image, ingredientSections: groupedBySection(ingredients.map(({ line, section }) => ({ text: line, section }))) };
}
