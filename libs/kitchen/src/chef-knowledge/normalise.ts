/**
 * Normalising a kitchen question before it is understood (issue 31): numbers and fractions in
 * words ("a quarter cup" → "1/4 cup", "one and a half" → "1 1/2"), British spellings and names
 * (aubergine → eggplant), common typos, and a light stemmer so "browning", "browned" and
 * "brown" are one word. Pure.
 */

const UNITS = '(?:cups?|tablespoons?|tbsps?|tbsp|teaspoons?|tsps?|tsp|pounds?|lbs?|ounces?|oz|grams?|g|kilograms?|kilos?|kg|liters?|litres?|l|milliliters?|millilitres?|ml|pints?|quarts?|gallons?|sticks?|sticks? of butter|fluid ounces?|fl oz)';

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', forty: '40', fifty: '50', hundred: '100', dozen: '12',
};

/** British names and spellings, and frequent misspellings, as the knowledge spells them. */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\baubergines?\b/g, 'eggplant'],
  [/\bcourgettes?\b/g, 'zucchini'],
  [/\bcoriander leaves\b/g, 'cilantro'],
  // British "coriander" is the leaf; the seed is named as such
  [/(?<!ground )\bcoriander\b(?! seeds?| powder)/g, 'cilantro'],
  [/\bchill(?:i|ie)s\b/g, 'chili peppers'],
  [/\bchilli\b/g, 'chili'],
  [/\bsweetcorn\b/g, 'corn'],
  [/\bspuds?\b|\btatties\b|\btaters?\b/g, 'potatoes'],
  [/\bbrekkie\b|\bbrekky\b/g, 'breakfast'],
  [/\bsarnies?\b|\bbutties\b/g, 'sandwich'],
  [/\bveggies\b/g, 'vegetables'],
  [/\bpak choi\b/g, 'bok choy'],
  [/\bmangetout\b/g, 'snow peas'],
  [/\bbroad beans?\b/g, 'fava beans'],
  [/\bsultanas?\b/g, 'raisins'],
  [/\bstreaky bacon\b/g, 'bacon'],
  [/\bbiscuits\b(?= (?:and|&) gravy)/g, 'scones'],
  [/\bfrying pan\b/g, 'skillet'],
  [/\bgrill pan\b/g, 'griddle pan'],
  [/\bworktop\b|\bkitchen side\b/g, 'counter'],
  [/\bcupboard\b|\blarder\b/g, 'pantry'],
  [/\bsub\b(?= for| in)/g, 'substitute'],
  [/\b(?:yoghurt|yogourt)/g, 'yogurt'],
  [/\bomelette/g, 'omelet'],
  [/\brocket\b/g, 'arugula'],
  [/\bspring onions?\b/g, 'green onion'],
  [/\bscallions?\b/g, 'green onion'],
  [/\bcapsicums?\b/g, 'bell pepper'],
  [/\bmince(?:d)? beef\b/g, 'ground beef'],
  [/\bbeef mince\b/g, 'ground beef'],
  [/\bminced meat\b/g, 'ground beef'],
  [/\bcaster sugar\b/g, 'superfine sugar'],
  [/\bicing sugar\b/g, 'powdered sugar'],
  [/\bconfectioners'? sugar\b/g, 'powdered sugar'],
  [/\bplain flour\b/g, 'all-purpose flour'],
  [/\bbicarbonate of soda\b/g, 'baking soda'],
  [/\bbicarb\b/g, 'baking soda'],
  [/\bprawns?\b/g, 'shrimp'],
  [/\bchickpeas?\b/g, 'chickpea'],
  [/\bgarbanzo beans?\b/g, 'chickpea'],
  [/\bbeetroots?\b/g, 'beet'],
  [/\bswede\b/g, 'rutabaga'],
  [/\bcornflour\b/g, 'cornstarch'],
  [/\bporridge oats\b/g, 'oats'],
  [/\bporridge\b/g, 'oatmeal'],
  [/\bjacket potato(?:es)?\b/g, 'baked potato'],
  [/\bchips\b(?= (?:and|&) fish)/g, 'fries'],
  [/\bgammon\b/g, 'ham'],
  [/\bgrill(?= (?:a |the )?(?:toast|cheese))/g, 'broil'],
  [/\bhob\b/g, 'stove'],
  [/\broasties\b/g, 'roast potatoes'],
  [/\ball night\b/g, 'overnight'],
  [/\bclingfilm\b|\bcling film\b/g, 'plastic wrap'],
  [/\bflavour/g, 'flavor'],
  [/\bcolour/g, 'color'],
  [/\bcaramelis/g, 'carameliz'],
  [/\bsoften(?=s?\b)/g, 'soften'],
  [/\bmould/g, 'mold'],
  [/\bfibre/g, 'fiber'],
  [/\blitre/g, 'liter'],
  [/\bmillilitre/g, 'milliliter'],
  [/\bgramme/g, 'gram'],
  [/\bcentigrade\b/g, 'celsius'],
  [/\bfridge freezer\b/g, 'freezer'],
  [/\bdefrost/g, 'thaw'],
  [/\bppl\b/g, 'people'],
  [/\boj\b/g, 'orange juice'],
  [/\bchoc chip\b/g, 'chocolate chip'],
  [/\bchoc\b/g, 'chocolate'],
  [/\bveg\b/g, 'vegetables'],
  [/\b(?:an? )?(?:tin|can) of (?=[a-z])/g, 'canned '],
  [/\btinned\b/g, 'canned'],
  [/\bmarg\b|\bmarge\b/g, 'margarine'],
  // "whats the diff between", "any diff?": the difference, shortened
  [/\bdiff\b/g, 'difference'],
  // the people at the table: "gonna be 8 of us", "there's 6 of us", "a family of 4", "feeding 10"
  [/\b(?:there(?:'s| is| are| will be)|it'?s|gonna be|going to be|will be|we'?re|we are|be) (\d+) of us\b/g, 'for $1 people'],
  [/\b(\d+) of us\b/g, 'for $1 people'],
  [/\ba family of (\d+)\b/g, 'for $1 people'],
  [/\bfeeding (\d+)\b(?! (?:people|adults|kids|guests))/g, 'for $1 people'],
  [/\bwhats\b/g, "what's"],
  [/\bhows\b/g, "how's"],
  // typos
  [/\bteh\b/g, 'the'],
  [/\bhwo\b/g, 'how'],
  [/\bwaht\b|\bwhta\b/g, 'what'],
  [/\bchiken\b|\bchcken\b|\bchikcen\b/g, 'chicken'],
  [/\bbrocoli\b|\bbroccolli\b/g, 'broccoli'],
  [/\bpotatos\b|\bpotatoe\b/g, 'potato'],
  [/\btomatos\b|\btomatoe\b/g, 'tomato'],
  [/\bavacado(e?s)?\b|\bavocadoe?s\b|\bavocados\b/g, 'avocado'],
  [/\bquinao\b|\bquinoia\b|\bkeenwa\b/g, 'quinoa'],
  [/\bspagetti\b|\bspaghettti\b/g, 'spaghetti'],
  [/\bparmesean\b|\bparmasan\b/g, 'parmesan'],
  [/\bcinamon\b|\bcinnammon\b/g, 'cinnamon'],
  [/\bzuchini\b|\bzucchinni\b/g, 'zucchini'],
  [/\bbannana\b|\bbanana's\b/g, 'banana'],
  [/\bsalmom\b/g, 'salmon'],
  [/\bletuce\b/g, 'lettuce'],
  [/\bbrocolli\b/g, 'broccoli'],
  [/\bsandwhich\b/g, 'sandwich'],
  [/\bcasarole\b|\bcasserol\b/g, 'casserole'],
  [/\bvinagrette\b/g, 'vinaigrette'],
  [/\btempature\b|\btemprature\b|\btemperture\b|\btemp\b/g, 'temperature'],
  [/\brefridgerat/g, 'refrigerat'],
  [/\bfrige\b|\bfridg\b/g, 'fridge'],
  [/\bfreezr\b|\bfreeser\b/g, 'freezer'],
  [/\bsubstitue\b|\bsubsitute\b|\bsubstute\b/g, 'substitute'],
  [/\btablspoons?\b|\btablespoonful\b/g, 'tablespoon'],
  [/\bteaspoonful\b/g, 'teaspoon'],
  [/\bminuts\b|\bmins\b/g, 'minutes'],
  [/\bhrs\b/g, 'hours'],
  // "how long can food sit out", "the chicken sat out all afternoon": the words of the two-hour rule
  [/\b(?:sit|sat|sitting|been sitting|stay|stayed) out\b/g, 'left out'],
  // text speak: "how long r they ok", "can u freeze it", "is ur rice ok"
  [/\br\b(?! ?&)/g, 'are'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
];

/**
 * Two different names in a message that our spellings make one food ("spring onions and
 * scallions", "prawns or shrimp", "icing sugar vs confectioners sugar"), as written; null when the
 * message names no food twice. Plurals of one name are one name.
 */
export function twoNamesOfOneFood(text: string): [string, string] | null {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const singular = (name: string) => name.replace(/(?:es|s)$/, '');
  const byFood = new Map<string, Map<string, string>>();
  const note = (food: string, written: string) => {
    const names = byFood.get(food) ?? new Map<string, string>();
    if (!names.has(singular(written))) names.set(singular(written), written);
    byFood.set(food, names);
  };
  for (const [pattern, food] of SPELLINGS) {
    // names of foods only: words that are letters and spaces, rewritten to another such word
    if (!/^[a-z][a-z ]+$/.test(food)) continue;
    for (const match of lower.matchAll(pattern)) if (/^[a-z][a-z ']+$/.test(match[0].trim())) note(food, match[0].trim());
  }
  for (const [food, names] of byFood) {
    // the food's own name written beside another of its names: "prawns and shrimp"
    const own = new RegExp(`\\b${food}(?:e?s)?\\b`).exec(lower);
    if (own) note(food, own[0]);
    const written = [...(byFood.get(food)?.values() ?? names.values())];
    if (written.length >= 2) return [written[0], written[1]];
  }
  return null;
}

const FRACTIONS: Readonly<Record<string, string>> = { half: '1/2', quarter: '1/4', third: '1/3', 'three quarter': '3/4', 'three quarters': '3/4', 'two thirds': '2/3' };

/** Numbers and fractions in words as figures: "a quarter cup" → "1/4 cup", "half a pound" → "1/2 pound". */
export function numbersInWords(text: string): string {
  let s = text.replace(/½/g, ' 1/2').replace(/¼/g, ' 1/4').replace(/¾/g, ' 3/4').replace(/⅓/g, ' 1/3').replace(/⅔/g, ' 2/3');
  const num = Object.keys(NUMBER_WORDS).join('|');
  // "one and a half cups", "2 and a half"
  s = s.replace(new RegExp(`\\b(${num}|\\d+) and (?:a |one )?(half|quarter|third)\\b`, 'g'), (_m, whole: string, part: string) => `${NUMBER_WORDS[whole] ?? whole} ${FRACTIONS[part]}`);
  // "three quarters of a cup", "two thirds cup"
  s = s.replace(/\b(three quarters?|two thirds)(?: of)?(?: an?| one)? (?=\w)/g, (_m, frac: string) => `${FRACTIONS[frac.replace(/s$/, '') === 'three quarter' ? 'three quarter' : frac]} `);
  // "half a pound", "half of a cup"
  s = s.replace(new RegExp(`\\bhalf (?:of )?(?:an? |one )(?=${UNITS}\\b)`, 'g'), '1/2 ');
  // "a quarter cup", "a quarter of a cup", "one third cup", "a half cup", "quarter pound"
  s = s.replace(new RegExp(`\\b(?:(?:an?|one) )?(half|quarter|third)(?: of)?(?: an?| one)? (?=${UNITS}\\b)`, 'g'), (_m, part: string) => `${FRACTIONS[part]} `);
  // "one cup", "two pounds", "a dozen"
  s = s.replace(new RegExp(`\\b(${num})\\b(?= (?:${UNITS}|minutes?|hours?|days?|weeks?|months?|eggs?|people|servings?|portions?|guests?|adults?|kids?|pounds?|cloves?|slices?)\\b)`, 'g'), (word: string) => NUMBER_WORDS[word]);
  s = s.replace(/\ba dozen\b/g, '12');
  s = s.replace(/\ban? (?=(?:cup|tablespoon|teaspoon|pound|ounce|gram|kilo|liter|litre|pint|quart|gallon|stick)s?\b)/g, '1 ');
  return s.replace(/\s+/g, ' ').trim();
}

/** Lower case, straight quotes, British names and spellings, typos, numbers in words. */
export function normaliseQuestion(text: string): string {
  let s = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/°\s*/g, ' degrees ')
    .replace(/(\d)\s*(?:degrees )?f\b/g, '$1 degrees f')
    .replace(/(\d)\s*(?:degrees )?c\b/g, '$1 degrees c')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of SPELLINGS) s = s.replace(pattern, replacement);
  s = numbersInWords(s);
  return s.replace(/\s+([?.!,])/g, '$1').trim();
}

/** A light stemmer: "browning", "browned", "browns" → "brown"; "potatoes" → "potato"; "bake", "baked", "baking" → "bak". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '').replace(/[^a-z0-9/]/g, '');
  if (w.length <= 3) return w.length === 3 ? w.replace(/y$/, 'i') : w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:oes|xes|ches|shes|sses)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (/([bdgklmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // "fry", "fries", "fried" and "cookie", "cookies" meet
  return w.replace(/y$/, 'i');
}

const STOP = new Set([
  'a', 'an', 'the', 'i', 'my', 'me', 'we', 'our', 'you', 'your', 'is', 'are', 'it', 'its', 'to', 'of', 'do', 'doe', 'does', 'can', 'could', 'should',
  'would', 'will', 'be', 'for', 'in', 'on', 'at', 'and', 'or', 'what', 'how', 'whi', 'why', 'that', 'this', 'with', 'some', 'any', 'there', 'if', 'so',
  'get', 'got', 'just', 'really', 'please', 'about', 'much', 'mani', 'many', 'im', "i'm", 'am', 'was', 'them', 'they', 'when', 'which', 'need', 'want',
]);

/** The stems of a phrase's words, stop words left out. */
export function stems(text: string): string[] {
  return text
    .toLowerCase()
    // "goes well with", "go on": one cue, since "with" and "on" are stop words
    .replace(/\b(?:go|goes|going|pairs?|paired|work|works) (?:well |nicely |nice |best |good |great |lovely )?(?:with|on)\b/g, ' gowith ')
    .split(/[^a-z0-9/']+/)
    .filter((word) => word !== '' && !STOP.has(word))
    .map(stem)
    .filter((word) => word !== '' && !STOP.has(word));
}
