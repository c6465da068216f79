/**
 * "Half of 1/3 cup", "double 3/4 cup", "a third of 2 tablespoons": a US measure scaled and said in
 * the spoons and cups a cook has (issue 31). 1 cup = 16 tablespoons = 48 teaspoons.
 */
import { formatCookingQuantity, parseQuantity } from '../quantity.js';

const TSP_PER = { cup: 48, tablespoon: 3, teaspoon: 1 } as const;
type Measure = keyof typeof TSP_PER;

const FACTORS: Readonly<Record<string, number>> = {
  half: 1 / 2, 'a half': 1 / 2, 'one half': 1 / 2, '1/2': 1 / 2, halve: 1 / 2,
  'a third': 1 / 3, 'one third': 1 / 3, '1/3': 1 / 3, 'two thirds': 2 / 3, '2/3': 2 / 3,
  'a quarter': 1 / 4, 'one quarter': 1 / 4, 'a fourth': 1 / 4, '1/4': 1 / 4, 'three quarters': 3 / 4, '3/4': 3 / 4,
  double: 2, twice: 2, triple: 3, 'three times': 3,
};

const UNIT = /^(cups?|c|tablespoons?|tbsp?s?|tbl?s|teaspoons?|tsps?)$/;
const QUESTION =
  /\b(half|a half|one half|halve|a third|one third|two thirds|a quarter|one quarter|a fourth|three quarters|double|twice|triple|three times|1\/2|1\/3|2\/3|1\/4|3\/4) (?:of )?(?:a |an )?((?:\d+ )?\d+(?:\/\d+|\.\d+)?|a|one) ([a-z]+)\b/;

const ASKS = /^(?:what(?:'s| is)?|whats|how (?:much|many)|how do (?:i|you|we) (?:halve|double|measure|make)|how to (?:halve|double|measure)|(?:half|halve|double|triple|a third|a quarter) (?:of )?(?:a |an )?\d)\b/;

function measureOf(unit: string): Measure | null {
  if (!UNIT.test(unit)) return null;
  if (/^c/.test(unit)) return 'cup';
  if (/^tb|^tablespoon/.test(unit)) return 'tablespoon';
  return 'teaspoon';
}

const plural = (count: number, word: string) => `${formatCookingQuantity(count)} ${word}${count > 1 ? 's' : ''}`;

/** Teaspoons in cups when they fall on a quarter or third of a cup, else tablespoons and teaspoons. */
export function spoonsText(teaspoons: number): string {
  const cups = teaspoons / 48;
  const onCupFraction = [4, 3].some((parts) => Math.abs(cups * parts - Math.round(cups * parts)) < 1e-6);
  if (teaspoons >= 12 && onCupFraction) return plural(cups, 'cup');
  const tablespoons = Math.floor((teaspoons + 1e-6) / 3);
  const rest = teaspoons - tablespoons * 3;
  const parts: string[] = [];
  if (tablespoons > 0) parts.push(plural(tablespoons, 'tablespoon'));
  if (rest > 1e-6) parts.push(plural(rest, 'teaspoon'));
  return parts.join(' plus ');
}

/** The answer to "half of 1/3 cup", or null when the question is not a measure scaled. */
export function scaledMeasureAnswer(text: string): string | null {
  // asked as a sum ("what's half of 1/3 cup"), not a measure inside another question ("can I use half a cup of oil instead")
  if (!ASKS.test(text) || /\b(?:instead|substitut\w*|replac\w*|swap\w*)\b/.test(text)) return null;
  const match = QUESTION.exec(text);
  if (!match) return null;
  const [, factorWord, amountWord, unitWord] = match;
  const measure = measureOf(unitWord);
  const amount = amountWord === 'a' || amountWord === 'one' ? 1 : parseQuantity(amountWord);
  const factor = FACTORS[factorWord];
  if (!measure || amount === null || amount <= 0 || factor === undefined) return null;
  const teaspoons = amount * TSP_PER[measure] * factor;
  const millilitres = Math.round(teaspoons * 4.93);
  const asked = `${formatCookingQuantity(amount)} ${measure}${amount > 1 ? 's' : ''}`;
  const lead = factor < 1 ? `${factorWord.replace(/^one (?=third|quarter)/, 'a ').replace(/^(?:a |one )half$|^halve$/, 'half').replace(/^\w/, (c) => c.toUpperCase())} of ${asked}` : `${factorWord.replace(/^\w/, (c) => c.toUpperCase())} ${asked}`;
  return `${lead} is ${spoonsText(teaspoons)} (about ${millilitres} ml).`;
}

/** UK gas marks: 1 is 275 °F (140 °C), each mark 25 °F more; ¼ and ½ are the coolest. */
const GAS_MARKS: ReadonlyArray<readonly [number, number, number]> = [
  [0.25, 225, 110], [0.5, 250, 120], [1, 275, 140], [2, 300, 150], [3, 325, 170], [4, 350, 180], [5, 375, 190], [6, 400, 200], [7, 425, 220], [8, 450, 230], [9, 475, 240],
];

/** "gas mark 4 in fahrenheit" → "Gas mark 4 is 350 °F (180 °C)." */
export function gasMarkAnswer(text: string): string | null {
  const match = /\bgas(?: mark| regulo| no\.?| number)? ?(1\/4|1\/2|¼|½|\d)\b/.exec(text);
  if (!match) return null;
  const mark = match[1] === '1/4' || match[1] === '¼' ? 0.25 : match[1] === '1/2' || match[1] === '½' ? 0.5 : Number(match[1]);
  const row = GAS_MARKS.find(([m]) => m === mark);
  if (!row) return null;
  const fan = row[2] - 20;
  return `Gas mark ${formatCookingQuantity(mark)} is ${row[1]} °F (${row[2]} °C, about ${fan} °C in a fan oven).`;
}
