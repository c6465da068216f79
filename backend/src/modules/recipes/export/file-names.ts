/**
 * A file name from a recipe title: lower-case ASCII letters, digits and hyphens only (accents
 * folded, everything else a hyphen), so it is safe in a Content-Disposition header and in a zip
 * on any file system. "Crème brûlée (Grandma's)" → "creme-brulee-grandma-s".
 */
export function fileSlug(title: string, maxLength = 60): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'recipe';
}

/** Hands out slugs that are unique within one archive: "soup", "soup-2", "soup-3". */
export class UniqueNames {
  private readonly taken = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    for (const name of reserved) this.taken.add(name);
  }

  next(title: string, extension: string): string {
    const slug = fileSlug(title);
    let name = `${slug}${extension}`;
    for (let n = 2; this.taken.has(name); n += 1) name = `${slug}-${n}${extension}`;
    this.taken.add(name);
    return name;
  }
}
