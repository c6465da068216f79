/** A finished text streamed the way a model streams: a few words at a time. */
export function wordGroups(text: string, size = 3): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < tokens.length; i += size) groups.push(tokens.slice(i, i + size).join(''));
  return groups;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Writes `text` group by group, `pacingMs` apart, until done or aborted. */
export async function streamWords(text: string, write: (piece: string) => void, signal: AbortSignal, pacingMs: number): Promise<void> {
  const groups = wordGroups(text);
  for (const [index, group] of groups.entries()) {
    if (signal.aborted) return;
    write(group);
    if (pacingMs > 0 && index < groups.length - 1) await pause(pacingMs);
  }
}
