import { readPreference, writePreference } from '@/lib/local-preference';

export type Thumb = 'up' | 'down';

/** Thumbs given on this browser, by message id, so the chosen one stays highlighted after a reload. */
const key = 'chatFeedback';
const isChoices = (value: unknown): value is Record<string, Thumb> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => v === 'up' || v === 'down');

export const readThumbs = (): Record<string, Thumb> => readPreference(key, {}, isChoices);

export function writeThumb(messageId: string, thumb: Thumb | null): void {
  const choices = { ...readThumbs() };
  if (thumb) choices[messageId] = thumb;
  else delete choices[messageId];
  writePreference(key, choices);
}

/** Spec 001 §4, §9: thumbs up is rating 5, thumbs down rating 1. */
export const ratingOf = (thumb: Thumb) => (thumb === 'up' ? 5 : 1);
