/**
 * Timers a cook can start from a recipe step (issue 35): "simmer for 20 minutes" is a 20-minute
 * "Simmer" timer. Ranges ("30-40 minutes") are timed to the lower end, because checking early and
 * adding time is safe while burning is not; the upper end is kept so the screen can say so.
 * Open-ended rests ("overnight", "until set") are not countdowns and give no timer.
 */
import { parseQuantity } from '../quantity.js';

export interface StepTimer {
  /** Seconds to count down: the lower end of a range. */
  seconds: number;
  /** Upper end of a written range, in seconds; null when the step gives one duration. */
  maxSeconds: number | null;
  /** What the timer is for, from the step's verb: 'Simmer', 'Bake'; 'Timer' when none is found. */
  label: string;
  /** The duration as the step writes it: '30-40 minutes'. */
  text: string;
  /** Said to the cook when the step gives a range: 'Set to 30 minutes, the lower end of 30-40 minutes'. */
  note: string | null;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50,
  sixty: 60, ninety: 90, few: Number.NaN, couple: 2,
};

const WORD = Object.keys(NUMBER_WORDS)
  .filter((word) => word !== 'few')
  .sort((a, b) => b.length - a.length)
  .join('|');
// digits with an optional fraction part ('1 1/2', '1½', '2.5') or a number word
const NUM = `(?:\\d+(?:\\.\\d+)?(?:\\s*[½¼¾⅓⅔]|\\s+\\d+\\/\\d+)?|\\d+\\/\\d+|[½¼¾⅓⅔]|\\b(?:${WORD})\\b)`;
const TO = `\\s*(?:-|–|—|to|or)\\s*`;
const UNIT = `(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\\b`;
const SMALL_UNIT = `(?:minutes?|mins?|seconds?|secs?)\\b`;

const DURATION = new RegExp(
  [
    `(?<halfHour>\\bhalf(?:\\s+an)?\\s+hour\\b)`,
    `(?<lo>${NUM})(?:${TO}(?<hi>${NUM}))?\\s*(?<unit>${UNIT})` +
      `(?:\\s*(?:,|and)?\\s*(?:(?<andHalf>and\\s+a\\s+half)|(?<lo2>${NUM})(?:${TO}(?<hi2>${NUM}))?\\s*(?<unit2>${SMALL_UNIT})))?`,
  ].join('|'),
  'gi',
);

/** Verbs a step's timer is named after, as the cook reads them. */
const VERBS: Readonly<Record<string, string>> = {
  simmer: 'Simmer', boil: 'Boil', bake: 'Bake', roast: 'Roast', fry: 'Fry', 'sauté': 'Sauté', saute: 'Sauté',
  cook: 'Cook', rest: 'Rest', marinate: 'Marinate', chill: 'Chill', steep: 'Steep', soak: 'Soak', rise: 'Rise',
  prove: 'Prove', proof: 'Proof', knead: 'Knead', stir: 'Stir', whisk: 'Whisk', blend: 'Blend', grill: 'Grill',
  broil: 'Broil', braise: 'Braise', stew: 'Stew', steam: 'Steam', poach: 'Poach', toast: 'Toast', cool: 'Cool',
  freeze: 'Freeze', refrigerate: 'Chill', microwave: 'Microwave', reduce: 'Reduce', brown: 'Brown', sear: 'Sear',
  caramelize: 'Caramelize', caramelise: 'Caramelise', beat: 'Beat', stand: 'Stand', infuse: 'Infuse',
  blanch: 'Blanch', heat: 'Heat', preheat: 'Preheat', whip: 'Whip', ferment: 'Ferment', mix: 'Mix',
  drain: 'Drain', dry: 'Dry', set: 'Set', thaw: 'Thaw', defrost: 'Thaw', sit: 'Rest',
  leave: 'Rest', wait: 'Wait', smoke: 'Smoke', char: 'Char', sweat: 'Sweat', soften: 'Soften', melt: 'Melt',
};

// verb forms as they appear in steps: 'simmers', 'simmering', 'simmered', 'baking'
const VERB_FORMS = new Map<string, string>(
  Object.entries(VERBS).flatMap(([verb, label]) => {
    const stem = verb;
    const base = stem.replace(/e$/, '');
    return [stem, `${stem}s`, `${stem}es`, `${base}ing`, `${stem}ing`, `${base}ed`, `${stem}ed`, `${stem}${stem.at(-1)}ing`].map(
      (form) => [form, label] as const,
    );
  }),
);

// a full stop that ends a sentence, not the point of '1.5 hours'
const SENTENCE_END = /[.;!?](?=\s|$)/g;

const UNIT_SECONDS = (unit: string): number => (/^h/i.test(unit) ? 3600 : /^m/i.test(unit) ? 60 : 1);

function numberValue(text: string | undefined): number | null {
  if (text === undefined) return null;
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return Number.isNaN(word) ? null : word;
  return parseQuantity(text);
}

/** A timer's name: the nearest cooking verb before the duration in its sentence, else after it. */
function labelFor(text: string, start: number, end: number): string {
  const boundaries = [...text.slice(0, start).matchAll(SENTENCE_END)];
  const sentenceStart = boundaries.length === 0 ? 0 : (boundaries.at(-1)?.index ?? 0) + 1;
  const words = (from: number, to: number) => [...text.slice(from, to).toLowerCase().matchAll(/[a-zé]+/g)].map((m) => m[0]);
  const before = words(sentenceStart, start).reverse();
  const found = before.map((word) => VERB_FORMS.get(word)).find((label) => label !== undefined);
  if (found) return found;
  const sentenceEnd = text.slice(end).search(SENTENCE_END);
  const after = words(end, sentenceEnd < 0 ? text.length : end + sentenceEnd);
  return after.map((word) => VERB_FORMS.get(word)).find((label) => label !== undefined) ?? 'Timer';
}

function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Every timer a step mentions, in order. A duration that only paces something ('stir every 5
 * minutes') or that is a size ('a 5-minute egg' is still a timer, 'a 2-hour drive' is rare enough
 * to ignore) is told apart by the word before it: 'every' and 'per' give no timer.
 */
export function findStepTimers(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of step.matchAll(DURATION)) {
    const groups = match.groups ?? {};
    const start = match.index;
    const end = start + match[0].length;
    if (/\b(?:every|per|each|within)\s*$/i.test(step.slice(Math.max(0, start - 8), start))) continue;
    let seconds: number;
    let maxSeconds: number | null = null;
    if (groups.halfHour) {
      seconds = 1800;
    } else {
      const lo = numberValue(groups.lo);
      if (lo === null || lo <= 0) continue;
      const hi = numberValue(groups.hi);
      const unit = UNIT_SECONDS(groups.unit ?? '');
      const extraLo = groups.andHalf ? 0.5 * unit : (numberValue(groups.lo2) ?? 0) * UNIT_SECONDS(groups.unit2 ?? 's');
      const extraHi = groups.andHalf ? extraLo : (numberValue(groups.hi2) ?? numberValue(groups.lo2) ?? 0) * UNIT_SECONDS(groups.unit2 ?? 's');
      seconds = Math.round(lo * unit + extraLo);
      if (hi !== null && hi > lo) maxSeconds = Math.round(hi * unit + extraHi);
      else if (groups.hi2 && extraHi > extraLo) maxSeconds = Math.round(lo * unit + extraHi);
    }
    const text = match[0].trim();
    timers.push({
      seconds,
      maxSeconds,
      label: labelFor(step, start, end),
      text,
      note: maxSeconds === null ? null : `Set to ${formatDuration(seconds)}, the lower end of ${text}`,
    });
  }
  return timers;
}
