/**
 * When two names are one card (DESIGN §10): the same words modulo case, plural, word order, a few
 * true synonyms ('garbanzo beans' / 'chickpeas') and the words that only describe the purchase
 * (sizes, counts, packaging). 'Eggs', 'egg' and 'Large eggs' are one card; 'Kerrygold butter' and
 * 'Unsalted butter' are two cards of one food; 'Leftover rice' is not 'Rice'.
 */
import { singularize } from '../matching.js';

/** Whole phrases that name the same thing, written to one spelling before words are compared. */
const SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/\bgarbanzo beans?\b|\bchick peas?\b/g, 'chickpea'],
  [/\bspring onions?\b|\bgreen onions?\b|\bscallions?\b/g, 'scallion'],
  [/\bcourgettes?\b/g, 'zucchini'],
  [/\baubergines?\b/g, 'eggplant'],
  [/\bcapsicums?\b|\bsweet peppers?\b/g, 'bell pepper'],
  [/\bprawns?\b/g, 'shrimp'],
  [/\brocket\b/g, 'arugula'],
  [/\bcoriander leaf\b|\bcoriander leaves\b|\bfresh coriander\b/g, 'cilantro'],
  [/\bminced (beef|pork|lamb|turkey|chicken)\b|\b(beef|pork|lamb|turkey|chicken) mince\b/g, 'ground $1$2'],
  [/\bbeetroots?\b/g, 'beet'],
  [/\bswede\b/g, 'rutabaga'],
  [/\bicing sugar\b|\bconfectioners'? sugar\b/g, 'powdered sugar'],
  [/\bcaster sugar\b|\bsuperfine sugar\b/g, 'superfine sugar'],
  [/\bplain flour\b|\ball[\s-]purpose flour\b|\bap flour\b/g, 'all purpose flour'],
  [/\bdouble cream\b/g, 'heavy cream'],
  [/\bsingle cream\b/g, 'light cream'],
  [/\byoghurt\b/g, 'yogurt'],
  [/\bmange ?tout\b|\bsnow peas?\b/g, 'snow pea'],
  [/\bcorn ?starch\b|\bcornflour\b/g, 'cornstarch'],
  [/\bbicarbonate of soda\b|\bbicarb\b/g, 'baking soda'],
];

/** Words that describe the purchase, not the food: the card is the same with or without them. */
const PURCHASE_WORDS = new Set([
  'a', 'an', 'the', 'of', 'and', 'some', 'my', 'our', 'fresh', 'freshly', 'large', 'small', 'medium', 'big', 'jumbo',
  'extra', 'xl', 'mini', 'whole', 'pack', 'packet', 'package', 'pk', 'ct', 'count', 'bag', 'box', 'tub', 'jar',
  'bottle', 'carton', 'container', 'tray', 'bunch', 'head', 'piece', 'pieces', 'each', 'dozen', 'loose', 'bulk',
  'family', 'size', 'value', 'organic', 'new',
]);

/** The words of a name that decide its card, sorted: 'Large Eggs' → 'egg', 'Butter, Kerrygold' → 'butter kerrygold'. */
export function cardWords(name: string): string {
  let text = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ');
  for (const [phrase, spelling] of SYNONYMS) text = text.replace(phrase, spelling);
  const words = text
    .replace(/'s\b/g, '')
    // a percentage is part of the name ('2% milk' is not 'milk'); other digits are sizes
    .replace(/(\d+(?:[.,]\d+)?)\s*%/g, ' $1pct ')
    .replace(/\b\d+(?:[.,]\d+)?\s*(?:oz|ozs|lb|lbs|g|kg|ml|l|cl|ct|pk|pack|count)?\b(?!pct)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !PURCHASE_WORDS.has(word))
    .map(singularize);
  return [...new Set(words)].sort().join(' ');
}

/** A card key from its words: 'butter kerrygold' → 'butter-kerrygold'; '' when the name has none. */
export function cardKeyOfWords(words: string): string {
  return words.replace(/ /g, '-');
}
