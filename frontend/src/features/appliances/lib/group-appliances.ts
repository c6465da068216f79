import type { Appliance, ApplianceCategory } from '@sous/contracts';

export interface ApplianceGroup {
  /** The top-level category, or null for appliances without one. */
  category: ApplianceCategory | null;
  appliances: Appliance[];
}

/** The top-level category of a category (itself when it has no parent). */
export function topCategoryOf(categoryId: string | null, byId: ReadonlyMap<string, ApplianceCategory>): ApplianceCategory | null {
  let current = categoryId ? byId.get(categoryId) : undefined;
  const seen = new Set<string>();
  while (current?.parentCategoryId && !seen.has(current.id)) {
    seen.add(current.id);
    const parent = byId.get(current.parentCategoryId);
    if (!parent) break;
    current = parent;
  }
  return current ?? null;
}

/**
 * The page's groups: one per top-level category in its sort order, uncategorised last; inside a
 * group, active appliances first, then by name.
 */
export function groupAppliances(appliances: readonly Appliance[], categories: readonly ApplianceCategory[]): ApplianceGroup[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const groups = new Map<string, ApplianceGroup>();
  for (const appliance of appliances) {
    const top = topCategoryOf(appliance.categoryId, byId);
    const key = top?.id ?? '';
    const group = groups.get(key) ?? { category: top, appliances: [] };
    group.appliances.push(appliance);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.appliances.sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.category) return 1;
    if (!b.category) return -1;
    return a.category.sortOrder - b.category.sortOrder || a.category.name.localeCompare(b.category.name);
  });
}

/** Categories for a picker: each top-level one followed by its children, in sort order. */
export function categoryOptions(categories: readonly ApplianceCategory[]): { group: ApplianceCategory; children: ApplianceCategory[] }[] {
  const sorted = [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  return sorted
    .filter((c) => c.parentCategoryId === null)
    .map((group) => ({ group, children: sorted.filter((c) => c.parentCategoryId === group.id) }));
}

/** 'Air fryers' → 'Air fryer': a kind to prefill the type with. */
export function typeFromCategory(name: string): string {
  const first = name.split(/\s+and\s+|,/)[0].trim();
  if (/ies$/i.test(first)) return first.replace(/ies$/i, 'y');
  if (/ives$/i.test(first)) return first.replace(/ives$/i, 'ife');
  if (/(ches|shes|sses|xes)$/i.test(first)) return first.slice(0, -2);
  if (/s$/i.test(first) && !/ss$/i.test(first)) return first.slice(0, -1);
  return first;
}
