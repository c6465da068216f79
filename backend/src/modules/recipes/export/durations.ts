import { durationMinutes } from '../import/schema-org-values.js';

/**
 * Minutes of a stored time: the cookbook keeps minutes as text, usually bare ("15") but as typed
 * when a cook typed it ("1 hour 15 min"). Read by the same reader the import uses, so an exported
 * time comes back as the minutes it stood for. Null when the text says no time.
 */
export function storedMinutes(text: string | null): number | null {
  return text === null ? null : durationMinutes(text);
}

/** An ISO-8601 duration of whole minutes, hours split out: 90 → "PT1H30M", 45 → "PT45M", 120 → "PT2H". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** "1 h 30 min", "45 min": a time as a cook reads it on paper or in a Cooklang header. */
export function readableDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
