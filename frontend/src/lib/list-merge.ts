/** A cached list's row: every realtime entity has an id; most also count their writes in `version`. */
type Row = { readonly id: string; readonly version?: number };

/** True when `incoming` may replace `current`: a row that counts its writes is never set back to an older write. */
export function isNewerOrSame(current: Row, incoming: Row): boolean {
  return typeof current.version !== 'number' || typeof incoming.version !== 'number' || incoming.version >= current.version;
}

/**
 * Puts rows as the server sent them into a cached list, by id: a known row is replaced where it
 * stands (unless the cache already holds a later write of it: an answer or a socket event can
 * arrive after a newer one), a new row goes at the end, or at the start for lists shown newest
 * first. One rule for mutations' answers and socket events alike. Returns the same list when nothing changed.
 */
export function upsertRows<R extends Row>(list: readonly R[], rows: readonly R[], place: 'start' | 'end' = 'end'): R[] {
  let next: R[] | null = null;
  const added: R[] = [];
  for (const row of rows) {
    const current = next ?? list;
    const index = current.findIndex((existing) => existing.id === row.id);
    if (index === -1) {
      const known = added.findIndex((existing) => existing.id === row.id);
      if (known === -1) added.push(row);
      else if (isNewerOrSame(added[known], row)) added[known] = row;
      continue;
    }
    if (!isNewerOrSame(current[index], row)) continue;
    next ??= [...list];
    next[index] = row;
  }
  if (added.length === 0) return next ?? (list as R[]);
  const base = next ?? [...list];
  return place === 'start' ? [...added, ...base] : [...base, ...added];
}

/** Drops one row from a cached list by id. */
export function removeRow<R extends Row>(list: readonly R[], id: string): R[] {
  return list.filter((row) => row.id !== id);
}
