/**
 * The `set` list of a partial update: one `column = ?` per field the body sent (undefined means
 * "leave it"), in the order of `columns`. Text lists are bound as one PostgreSQL array literal, since
 * the driver would spread an array into several parameters.
 */
export function setClause<K extends string>(columns: Readonly<Record<K, string>>, values: Partial<Record<K, unknown>>): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [key, column] of Object.entries(columns) as [K, string][]) {
    const value = values[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      sets.push(`${column} = ?::text[]`);
      params.push(toArrayLiteral(value.map(String)));
    } else {
      sets.push(`${column} = ?`);
      params.push(value);
    }
  }
  return { sets, params };
}

/** A PostgreSQL array literal: {"a","b \"c\""}. */
export function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
