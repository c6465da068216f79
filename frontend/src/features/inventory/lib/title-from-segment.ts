/** A readable title for a lowercased route segment when no stored name matches it. */
export function titleFromSegment(segment: string): string {
  const text = decodeURIComponent(segment).trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
