/**
 * One recipe found in a file of the upload, as a schema.org Recipe object whatever its format (the
 * cookbook's JSON-LD reader then holds it to the cookbook's bounds), with where its photo is.
 */
export interface FoundRecipe {
  object: Record<string, unknown>;
  /** A photo's name among the upload's files, or `<entry>#photo` for one embedded in the recipe; null without one. */
  image: string | null;
  /**
   * The ingredient lines under their headings when the format says which heading a line is under
   * (Cooklang sections, Mealie's titled ingredients, Tandoor's header rows); without it the headings
   * are read from `recipeIngredient`'s "For the sauce:" lines, as on a page.
   */
  ingredientSections?: { name: string | null; lines: string[] }[];
}

/** What a format reader may ask of the upload it reads from. */
export interface ReadContext {
  /** Every photo file the upload holds, inflated or not. */
  images: ReadonlySet<string>;
  /** Whether the caller wants this photo's bytes (the commit, for the chosen recipes). */
  wantImage(name: string): boolean;
  /** Bytes of photos read from inside recipes (Paprika's `photo_data`), by their `<entry>#photo` name. */
  embedded: Map<string, Uint8Array>;
  budget: { spend(bytes: number): void };
}

/** The folder part of an entry name, with its trailing slash ("" at the top). */
export const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);

/** A relative path resolved against `folder`, `..` and `.` applied; null when it climbs out of the upload. */
export function resolvePath(folder: string, path: string): string | null {
  const parts: string[] = [];
  for (const part of `${folder}${path}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

const baseKey = (name: string) => name.replace(/\.[^./]+$/, '').toLowerCase();
/** Each upload's photos by folder and base name ("a/images/original"), built once per upload: a lookup per recipe, not a scan. */
const photoIndexes = new WeakMap<ReadonlySet<string>, Map<string, string>>();

function photoIndex(images: ReadonlySet<string>): Map<string, string> {
  let index = photoIndexes.get(images);
  if (!index) {
    index = new Map();
    for (const image of [...images].sort()) if (!index.has(baseKey(image))) index.set(baseKey(image), image);
    photoIndexes.set(images, index);
  }
  return index;
}

/** The first photo of `folder` whose base name (before the extension) is one of `names`, in that order. */
export function photoIn(images: ReadonlySet<string>, folder: string, names: readonly string[]): string | null {
  const index = photoIndex(images);
  for (const base of names) {
    const found = index.get(`${folder}${base}`.toLowerCase());
    if (found) return found;
  }
  return null;
}

/** Consecutive lines of one section together; a null section is the lines under no heading. */
export function groupedBySection(lines: readonly { text: string; section: string | null }[]): { name: string | null; lines: string[] }[] {
  const groups: { name: string | null; lines: string[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.name === line.section) last.lines.push(line.text);
    else groups.push({ name: line.section, lines: [line.text] });
  }
  return groups;
}

/** The steps as schema.org gives sections: each named group a HowToSection, the rest bare steps. */
export function stepsUnderSections(steps: readonly { text: string; section: string | null }[]): unknown[] {
  return groupedBySection(steps).flatMap<unknown>((group) =>
    group.name === null ? group.lines : [{ '@type': 'HowToSection', name: group.name, itemListElement: group.lines.map((text) => ({ '@type': 'HowToStep', text })) }],
  );
}
