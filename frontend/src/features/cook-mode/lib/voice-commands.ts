import { namesMatch, scaleIngredient } from '@sous/kitchen';

/** What a cook can say with busy hands (issue 35). */
export type VoiceCommand =
  | { kind: 'next' }
  | { kind: 'back' }
  | { kind: 'repeat' }
  | { kind: 'start-timer' }
  | { kind: 'pause-timer' }
  | { kind: 'how-much'; food: string };

const PATTERNS: readonly [RegExp, VoiceCommand['kind']][] = [
  [/\b(?:next|go on|continue|forward)\b/, 'next'],
  [/\b(?:back|previous|go back)\b/, 'back'],
  [/\b(?:repeat|again|read (?:it|that|the step)|what was that)\b/, 'repeat'],
  [/\b(?:start|set|begin)\b.*\btimer\b|\btimer\b.*\b(?:start|go)\b/, 'start-timer'],
  [/\b(?:pause|stop|hold)\b.*\btimer\b|\btimer\b.*\b(?:pause|stop)\b/, 'pause-timer'],
];

/**
 * The command in one heard phrase, or null. "How much butter?" asks an amount; timer phrases are
 * read before the bare "next"/"back" words, so "stop the timer" never turns a page.
 */
export function parseVoiceCommand(heard: string): VoiceCommand | null {
  const text = heard.toLowerCase().replace(/[^\p{L}\p{N}\s']/gu, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const howMuch = /\bhow (?:much|many)(?: of)?(?: the)? (.+)$/.exec(text);
  if (howMuch) {
    const food = howMuch[1].replace(/\b(?:do i need|is it|are there|again|please)\b.*$/, '').trim();
    return food === '' ? null : { kind: 'how-much', food };
  }
  for (const kind of ['start-timer', 'pause-timer'] as const) {
    const pattern = PATTERNS.find(([, k]) => k === kind)?.[0];
    if (pattern?.test(text)) return { kind };
  }
  const found = PATTERNS.find(([pattern, kind]) => kind !== 'start-timer' && kind !== 'pause-timer' && pattern.test(text));
  return found ? ({ kind: found[1] } as VoiceCommand) : null;
}

/**
 * The answer to "how much <food>?": every line of the recipe naming that food, at the servings
 * being cooked, as it would be read out ('100 g butter'). Null when no line names it.
 */
export function amountAnswer(food: string, ingredients: readonly string[], recipeServings: number | null, servings: number): string | null {
  const lines = ingredients.filter((line) => namesMatch(line, food)).map((line) => scaleIngredient(line, recipeServings, servings).line);
  return lines.length === 0 ? null : lines.join(', and ');
}
