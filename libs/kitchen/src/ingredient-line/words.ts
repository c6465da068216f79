/**
 * The words of an ingredient line that are not the food: how much, how big, how prepared. Each
 * list is closed and general (kitchen English), never a list of lines; the parser files a word
 * by the list it is in.
 */

/** Number words a line may start its amount with ('One 28-ounce can', 'two eggs'). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50,
};

/** Fractions written as words: 'one-half cup', 'three-quarters cup', 'a third cup'. */
export const FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2, third: 1 / 3, quarter: 1 / 4, 'two-thirds': 2 / 3, 'three-quarters': 3 / 4, 'three-fourths': 3 / 4,
};

/**
 * Words before an amount that only say how exact it is ('About 1 cup', 'Scant 8 ounces', 'a
 * heaping tablespoon'); they go to the comment. Longest first, so 'a little more than' wins over 'a'.
 */
export const APPROXIMATIONS = [
  'a little more than', 'a little less than', 'a bit more than', 'a bit less than', 'just under', 'just over',
  'a scant', 'a heaping', 'a heaped', 'a generous', 'a good', 'a full', 'a level', 'a rounded',
  'approximately', 'approx.', 'about', 'around', 'roughly', 'nearly', 'almost', 'up to', 'at least', 'at most',
  'scant', 'heaping', 'heaped', 'generous', 'rounded', 'level', 'good', 'full',
];

/** Size and measure words that sit between a count and its unit: '1/2 small bunch', '3 large cloves'. */
export const UNIT_ADJECTIVES = new Set([
  'small', 'medium', 'large', 'big', 'extra-large', 'jumbo', 'generous', 'heaping', 'heaped', 'scant', 'level', 'rounded',
  'good', 'full', 'thin', 'thick', 'long', 'short', 'whole', 'little', 'medium-size', 'medium-sized', 'small-size', 'large-size',
  'additional', 'extra', 'more', 'fat', 'healthy', 'fresh',
]);

/**
 * Words that describe the food's size, freshness or quality, not which food it is ('2 large eggs',
 * 'fresh basil', 'good-quality olive oil'); they go to the comment.
 */
export const DESCRIPTORS = new Set([
  'fresh', 'freshest', 'large', 'medium', 'small', 'extra-large', 'jumbo', 'big', 'little', 'tiny', 'medium-size',
  'medium-sized', 'small-size', 'large-size', 'large-sized', 'small-sized', 'good', 'good-quality', 'best-quality',
  'high-quality', 'best', 'quality', 'imported', 'homemade', 'store-bought', 'ripe', 'firm', 'firm-ripe', 'very', 'cold',
  'ice-cold', 'warm', 'lukewarm', 'hot', 'room-temperature', 'boneless', 'skinless', 'bone-in', 'skin-on', 'thin', 'thick',
  'young', 'mature', 'nice', 'plump', 'organic', 'optional', 'whole', 'granulated', 'cooled', 'chilled', 'boiling',
  'each', 'size', 'sized', 'good-size', 'good-sized', 'medium-large', 'medium-small', 'fine', 'coarse', 'light',
  'waxy', 'starchy', 'creamy', 'crisp', 'juicy', 'tender', 'flavorful',
  // grades of a food the NYT labels leave out of the name more often than in it (dev counts), and
  // that a pantry lot does not name either: 'active dry yeast' is dry yeast, 'sharp Cheddar' Cheddar
  'active', 'distilled', 'nonfat', 'non-fat', 'center-cut', 'sharp', 'aged', 'superfine', 'unbleached', 'regular',
  'unfiltered', 'no-salt', 'no-salt-added', 'low-sodium', 'reduced-sodium', 'wild', 'new', 'soft', 'frying', 'unsweetened',
  'strong', 'additional', 'local', 'basic', 'assorted', 'roasting', 'stewing', 'day-old',
  // comparative sizes, temperatures and states that grade the food as bought or served
  'smaller', 'smallest', 'larger', 'largest', 'bigger', 'possible', 'tepid', 'unblemished', 'chunky',
]);

/** Adjectives of colour and texture a line may set off with a comma before the food: '8 red, waxy potatoes'. */
export const COMMA_ADJECTIVES = new Set([
  'red', 'green', 'yellow', 'white', 'black', 'purple', 'golden', 'brown', 'pale', 'dark', 'plain', 'dry',
  'sweet', 'tart', 'mild', 'sharp', 'aged', 'soft', 'hard', 'crunchy', 'meaty', 'lean', 'fatty', 'unflavored',
  'unsweetened', 'salted', 'unsalted', 'crusty', 'stale', 'day-old',
]);

/**
 * Words after which a descriptor is part of the food's name: hot sauce, hot peppers, whole milk,
 * whole wheat, cold cuts, large eggs stay eggs but 'whole grain' is a kind.
 */
export const DESCRIPTOR_COMPOUNDS: Readonly<Record<string, RegExp>> = {
  hot: /^(?:sauce|peppers?|chiles?|chil(?:i|e)s?|chilies|paprika|dogs?|mustard|pepper|sesame|chili)$/i,
  whole: /^(?:milk|wheat|grains?|berries|spices?)$/i,
  cold: /^(?:cuts?)$/i,
  little: /^(?:necks?|gems?)$/i,
  young: /^(?:coconut|garlic)$/i,
  granulated: /^(?:garlic|onion)$/i,
  boiling: /^(?:onions?)$/i,
  wild: /^(?:rice|boar|garlic|ramps?|leeks?)$/i,
  new: /^(?:zealand)$/i,
  soft: /^(?:drinks?|tacos?)$/i,
  sharp: /^(?:knife)$/i,
  // a product of its own, unlike 'powdered ginger' (ground ginger) or 'well-seasoned stock'
  powdered: /^(?:sugar|milk|buttermilk|eggs?|gelatin|pectin|egg-whites?)$/i,
  seasoned: /^(?:rice|salt|breadcrumbs|bread)$/i,
};

/**
 * What a cook does to a food before it goes in: participles and the adverbs that grade them
 * ('finely chopped', 'freshly ground', 'lightly packed'). They go to the preparation. Words that
 * make another product ('smoked salmon', 'condensed milk', 'whipped cream', 'unsalted butter')
 * are not here: they name the food.
 */
export const PREPARATIONS = new Set([
  'chopped', 'minced', 'diced', 'sliced', 'grated', 'shredded', 'crushed', 'cubed', 'halved', 'quartered', 'julienned',
  'mashed', 'beaten', 'whisked', 'melted', 'softened', 'peeled', 'unpeeled', 'seeded', 'deseeded', 'pitted', 'stoned',
  'cored', 'stemmed', 'trimmed', 'rinsed', 'washed', 'cleaned', 'scrubbed', 'drained', 'well-drained', 'torn',
  'toasted', 'roasted', 'cooked', 'uncooked', 'packed', 'sifted', 'squeezed', 'crumbled', 'cracked', 'slivered',
  'blanched', 'boiled', 'steamed', 'poached', 'grilled', 'fried', 'shelled', 'hulled', 'deveined', 'zested', 'juiced',
  'warmed', 'heated', 'thawed', 'defrosted', 'frozen', 'canned', 'dried', 'soaked', 'separated', 'snipped', 'shaved',
  'thick-sliced', 'thin-sliced', 'thinly-sliced', 'finely-chopped', 'coarsely-chopped', 'cut', 'ground', 'reserved',
  'divided', 'picked', 'stripped', 'skinned', 'boned', 'butterflied', 'flattened', 'pounded', 'scalded', 'sautéed',
  'caramelized', 'reconstituted', 'rehydrated', 'pureed', 'puréed', 'mixed', 'combined', 'loosely', 'tightly',
  'firmly', 'lightly', 'finely', 'coarsely', 'roughly', 'thinly', 'thickly', 'freshly', 'well', 'very', 'newly',
  'cut-up', 'chunked', 'segmented', 'sectioned', 'wedged', 'smashed', 'bruised', 'scored', 'rolled', 'tied',
  'shucked', 'scraped', 'pared', 'baked', 'partly', 'partially', 'twice', 'once', 'lightly-beaten', 'room-temperature',
  'sieved', 'strained', 'dissolved', 'pulverized', 'powdered', 'seasoned', 'wiped', 'brushed',
]);

/**
 * How a trailing note of the food phrase starts when it is a comment rather than the food: 'to
 * taste', 'for serving', 'plus more for the pan', 'such as Dijon', 'if desired'. Matched after a
 * space, to the end of the phrase.
 */
export const TRAILING_COMMENT = new RegExp(
  String.raw`\s+(?:(?:or|and)\s+)?(?:to\s+taste|as\s+needed|as\s+desired|if\s+(?:desired|needed|using|available|you\s+like|necessary|possible)\b|` +
    String.raw`for\s|plus\s|more\s+(?:for|to)\s|or\s+more\b|` +
    String.raw`to\s+(?:make|cover|coat|brush|grease|serve|garnish|finish|drizzle|sprinkle|dust|fry|deep-fry)\b|from\s|including\s|of\s+(?:your|choice)\b|` +
    String.raw`such\s+as\s|preferably\s|like\s|to\s+yield\s|optional\b|at\s+room\s+temperature|divided\b|made\s+(?:from|with)\s|with\s|in\s+(?:(?:its|their|heavy|light|thick)\s+)?(?:puree|purée|juices?|syrup|oil|water|brine|sauce|liquid)\b|in\s+(?:(?:its|their|the)\s+)?(?:shells?|skins?|husks?|pods?)\b|` +
    // 'corn kernels and their liquid', 'asparagus about the diameter of a pencil', 'tuna in one thick piece'
    String.raw`(?:and|with)\s+(?:its|their)\s+(?:liquid|juices?|syrup|brine|oil)\b|about\s+the\s+(?:size|diameter|thickness|width|length|weight)\b|in\s+(?:one|a|a\s+single)\s+(?:[\p{L}-]+\s+)?(?:piece|chunk|slab|block|lump)\b|` +
    String.raw`\d[\d\s/.]*\s*(?:pounds?|ounces?|lbs?|oz|grams?|kg|kilos?)\b|` +
    String.raw`(?:or\s+)?(?:about|approximately|around|roughly)\s+\d).*$`,
  'iu',
);

/** A whole note that is a comment: 'to taste', 'plus more for serving', 'or to taste', 'optional'. */
export const COMMENT_NOTE =
  /^(?:(?:or|and)\s+)?(?:to\s+taste|as\s+needed|as\s+desired|if\s|for\s|plus\s|more\s|or\s|such\s+as|preferably|like\s|to\s+yield|optional|divided|about|approximately|around|roughly|at\s+least|at\s+most|see\s|homemade|store-bought|your\s+choice|any\s|each\b|from\s|available\s|in\s+season|depending|enough\s|room\s+temperature|at\s+room\s+temperature|with\s|without\s|including\s|not\s|i\.?e\.?|e\.?g\.?|\d)/iu;

/**
 * The last words of a list of alternatives that name a class shared by the others: 'corn, peanut or
 * vegetable oil' is corn oil or peanut oil or vegetable oil, 'red or white wine vinegar' is red wine
 * vinegar; 'butter or olive oil' is not butter oil (a food on its own comes first).
 */
export const SHARED_HEADS = new Set([
  'oil', 'oils', 'vinegar', 'wine', 'stock', 'broth', 'sugar', 'flour', 'rice', 'beans', 'cheese', 'mushrooms',
  'pepper', 'peppers', 'chiles', 'chilies', 'chilis', 'chile', 'chili', 'juice', 'sauce', 'milk', 'cream', 'salt',
  'onions', 'onion', 'lettuce', 'squash', 'potatoes', 'lentils', 'peppercorns', 'paprika', 'mustard', 'noodles',
  'pasta', 'tomatoes', 'apples', 'pears', 'raisins', 'nuts', 'seeds', 'leaves', 'fillets', 'greens', 'grapes',
  'olives', 'berries', 'cabbage', 'honey', 'syrup', 'yogurt', 'bread', 'crumbs', 'chocolate', 'sherry', 'vermouth',
  'liqueur', 'brandy', 'rum', 'whiskey', 'bourbon', 'tequila', 'cider', 'meat', 'sausage', 'sausages', 'steaks',
  'chops', 'cutlets', 'breasts', 'thighs', 'shrimp', 'fish', 'tortillas', 'chips', 'crackers', 'cookies', 'extract',
  'zest', 'powder', 'paste', 'water', 'spinach', 'kale', 'chard', 'herbs', 'cress', 'sprouts', 'corn', 'beets', 'figs',
  'tofu', 'grits', 'cornmeal', 'oats', 'lamb', 'pork', 'beef', 'chicken',
]);

/** Foods that stand alone before 'or': 'butter or olive oil' is butter, not butter oil. */
export const STANDALONE_FOODS = new Set([
  'butter', 'margarine', 'lard', 'ghee', 'shortening', 'water', 'honey', 'mayonnaise', 'yogurt', 'milk', 'cream',
  'stock', 'broth', 'wine', 'beer', 'sugar', 'salt', 'flour', 'cornstarch', 'gelatin', 'bacon', 'pancetta', 'ham',
  'half-and-half', 'baguette', 'ciabatta', 'brioche', 'focaccia',
]);

/**
 * Kitchen counts the NYT-style line puts before the food that units.ts does not convert: '2 ears
 * corn', '4 leaves romaine', '1 sheet nori', '2 strips lemon peel'. Read as units only right after
 * an amount, so 'leaf lettuce' or 'strip steak' stay foods elsewhere.
 */
export const LINE_UNITS: Readonly<Record<string, string>> = {
  ear: 'ear', ears: 'ear', fillet: 'fillet', fillets: 'fillet', filet: 'fillet', filets: 'fillet', sheet: 'sheet',
  sheets: 'sheet', strip: 'strip', strips: 'strip', bulb: 'bulb', bulbs: 'bulb', leaf: 'leaf', leaves: 'leaf',
  stem: 'stem', stems: 'stem', drop: 'drop', drops: 'drop', wedge: 'wedge', wedges: 'wedge', envelope: 'envelope',
  envelopes: 'envelope', knob: 'knob', knobs: 'knob', pod: 'pod', pods: 'pod', cube: 'cube', cubes: 'cube',
  square: 'square', squares: 'square', rib: 'rib', ribs: 'rib', sachet: 'sachet', sachets: 'sachet',
  splash: 'splash', splashes: 'splash', glass: 'glass', glasses: 'glass', shot: 'shot',
  shots: 'shot', tub: 'tub', tubs: 'tub', pot: 'pot', pots: 'pot', twist: 'twist',
  scoop: 'scoop', scoops: 'scoop', pat: 'pat', pats: 'pat', chunk: 'chunk',
  chunks: 'chunk', block: 'block', blocks: 'block', cake: 'cake', cakes: 'cake', side: 'side', sides: 'side',
  steak: 'steak', steaks: 'steak', pair: 'pair', pairs: 'pair', batch: 'batch', batches: 'batch', length: 'length',
  lengths: 'length', recipe: 'recipe', recipes: 'recipe', inch: 'inch', inches: 'inch',
};

/**
 * Units a line may write after the food ('5 garlic cloves', '4 thyme sprigs', '2 celery stalks',
 * '6 anchovy fillets'): a clove of garlic whichever way round it is said.
 */
export const TRAILING_UNITS: Readonly<Record<string, string>> = {
  clove: 'clove', cloves: 'clove', sprig: 'sprig', sprigs: 'sprig', stalk: 'stalk', stalks: 'stalk', wedge: 'wedge', wedges: 'wedge',
  fillet: 'fillet', fillets: 'fillet', filet: 'fillet', filets: 'fillet',
};

/** Units that are counted pieces; with nothing after them they are the food ('6 whole cloves'). */
export const PIECE_UNITS = new Set(['clove', 'sprig', 'stalk', 'head', 'slice', 'stick', 'bunch', 'leaf', 'piece', 'ear', 'bulb', 'fillet', 'strip', 'wedge', 'cube', 'pod', 'rib', 'chunk', 'steak', 'cake', 'length']);

/** Units a line names without a number, meaning one: 'Pinch of salt', 'Large pinch saffron', 'Small bunch arugula'. */
export const IMPLIED_ONE_UNITS = new Set(['pinch', 'dash', 'handful', 'bunch', 'sprig', 'head', 'clove', 'stalk', 'splash', 'knob', 'twist']);

/**
 * A vague amount before the food, with the unit or grind it counts: 'A few sprigs of', 'Several
 * grinds of', 'a couple of', 'some'. Not a quantity; it goes to the comment.
 */
export const VAGUE_AMOUNT =
  /^(?:(?:a\s+)?(?:few|couple(?:\s+of)?|little|bit\s+of|sprinkle\s+of|sprinkling\s+of|drizzle\s+of|(?:generous\s+|good\s+)?amount\s+of)|several|some|plenty\s+of|lots\s+of|a\s+handful\s+of|handful\s+of)(?:\s+(?:sprigs?|grinds?|turns?|shakes?|dashes|pinches|leaves|cloves|stalks|slices|pieces|drops|splashes)(?:\s+of)?)?\s+/i;
