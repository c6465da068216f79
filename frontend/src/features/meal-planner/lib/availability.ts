/** Availability of a recipe's ingredients: all, more than half, some, none (spec 001 §9 colours). */
export type AvailabilityTone = 'all' | 'most' | 'some' | 'none';

export function availabilityTone(available: number, total: number): AvailabilityTone {
  if (total <= 0 || available >= total) return 'all';
  if (available <= 0) return 'none';
  return available / total > 0.5 ? 'most' : 'some';
}
