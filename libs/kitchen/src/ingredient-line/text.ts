/** Small text helpers of the ingredient-line parser: sticky matching and span bookkeeping. */

/** `pattern` (sticky, flag y) matched exactly at `position`, or null. */
export function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * Scraped lines carry escaped line breaks ('salt\\n') and markup ('<a href=…>see recipe</a>'):
 * neither is part of what a cook reads.
 */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\\[nrt]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A piece of text trimmed of spaces and of the punctuation that joined it to its neighbours. */
export function tidy(text: string): string {
  return plainText(text)
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '')
    .replace(/\s+([,;])/g, '$1')
    .replace(/\s*,(?:\s*,)+/g, ',')
    .trim();
}

/** Pieces joined for a note, skipping empty ones; null when there is nothing to say. */
export function joinNotes(pieces: readonly (string | null | undefined)[]): string | null {
  const kept = pieces.map((piece) => (piece ? tidy(piece) : '')).filter((piece) => piece !== '');
  return kept.length > 0 ? kept.join(', ') : null;
}
