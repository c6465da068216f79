/** Types of receipt-accuracy.mjs for the TypeScript tests. */
interface FixtureLike {
  items: readonly { foodKey: string | null }[];
}
export declare function foodLinesOf(fixture: FixtureLike): string[];
export declare function foodLineAccuracy(fixture: FixtureLike, foundKeys: readonly (string | null)[]): { right: number; total: number };
