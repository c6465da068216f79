/**
 * Turning what people (and receipts, and the USDA database) write about a food into the words that
 * identify it: 'a dozen Large Eggs' → ['egg'], 'BNLS CHKN BRST' → ['chicken', 'breast'],
 * 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw' → ['chicken', 'broiler',
 * 'fryer', 'breast', 'meat'].
 *
 * Only the words that never change which food it is are dropped: sizes, grades, packaging,
 * freshness, store brands. Words such as 'ground', 'red', 'whole wheat' or 'sour' stay, because
 * ground beef is not a steak and sour cream is not cream.
 */
import { parseIngredientLine } from '../ingredients.js';
import { singularize } from '../matching.js';
import { canonicalUnit } from '../units.js';

/** Receipt and shelf-label abbreviations, by the lowercased abbreviation. */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['bnls', 'boneless'], ['bnlss', 'boneless'], ['sknls', 'skinless'], ['skls', 'skinless'],
  ['chkn', 'chicken'], ['chk', 'chicken'], ['chick', 'chicken'], ['ckn', 'chicken'],
  ['brst', 'breast'], ['brsts', 'breast'], ['bst', 'breast'], ['thgh', 'thigh'], ['thghs', 'thigh'],
  ['drmstk', 'drumstick'], ['wng', 'wing'], ['wngs', 'wing'],
  ['org', 'organic'], ['orgnc', 'organic'], ['grn', 'green'], ['grns', 'greens'], ['wht', 'white'],
  ['whl', 'whole'], ['mlk', 'milk'], ['ff', 'fat free'], ['rf', 'reduced fat'], ['lf', 'low fat'],
  ['bnn', 'banana'], ['bnna', 'banana'], ['bananas', 'banana'], ['strwb', 'strawberry'],
  ['strwbry', 'strawberry'], ['strawb', 'strawberry'], ['blubry', 'blueberry'], ['bluebry', 'blueberry'],
  ['rasp', 'raspberry'], ['avcdo', 'avocado'], ['avoc', 'avocado'], ['tom', 'tomato'], ['toms', 'tomato'],
  ['tmt', 'tomato'], ['tmto', 'tomato'], ['pot', 'potato'], ['pots', 'potato'], ['ptto', 'potato'],
  ['onn', 'onion'], ['onin', 'onion'], ['yel', 'yellow'], ['ylw', 'yellow'], ['rd', 'red'],
  ['swt', 'sweet'], ['pep', 'pepper'], ['pepr', 'pepper'], ['pepprs', 'pepper'], ['ppr', 'pepper'],
  ['mush', 'mushroom'], ['mshrm', 'mushroom'], ['mshrms', 'mushroom'], ['lett', 'lettuce'], ['ltc', 'lettuce'],
  ['rom', 'romaine'], ['spin', 'spinach'], ['spnch', 'spinach'], ['broc', 'broccoli'], ['brcl', 'broccoli'],
  ['crt', 'carrot'], ['crts', 'carrot'], ['carr', 'carrot'], ['cuc', 'cucumber'], ['cuke', 'cucumber'],
  ['cukes', 'cucumber'], ['zuc', 'zucchini'], ['zucc', 'zucchini'], ['cel', 'celery'], ['grlc', 'garlic'],
  ['gar', 'garlic'], ['lmn', 'lemon'], ['lem', 'lemon'], ['lme', 'lime'], ['orng', 'orange'], ['org.', 'organic'],
  ['appl', 'apple'], ['aple', 'apple'], ['grp', 'grape'], ['grps', 'grape'], ['pch', 'peach'],
  ['chs', 'cheese'], ['chse', 'cheese'], ['chz', 'cheese'], ['ched', 'cheddar'], ['chdr', 'cheddar'],
  ['shrd', 'shredded'], ['mozz', 'mozzarella'], ['mozz.', 'mozzarella'], ['parm', 'parmesan'],
  ['yog', 'yogurt'], ['ygrt', 'yogurt'], ['yogrt', 'yogurt'], ['grk', 'greek'], ['bttr', 'butter'],
  ['btr', 'butter'], ['butr', 'butter'], ['sltd', 'salted'], ['unsltd', 'unsalted'], ['crm', 'cream'],
  ['hvy', 'heavy'], ['whp', 'whipping'], ['sr', 'sour'], ['egg', 'egg'], ['eggs', 'egg'], ['lg', 'large'],
  ['lrg', 'large'], ['xl', 'large'], ['med', 'medium'], ['sm', 'small'], ['grd', 'ground'], ['grnd', 'ground'],
  ['gr', 'ground'], ['bf', 'beef'], ['bef', 'beef'], ['prk', 'pork'], ['chp', 'chop'], ['chps', 'chop'],
  ['stk', 'steak'], ['bcn', 'bacon'], ['trky', 'turkey'], ['tky', 'turkey'], ['trk', 'turkey'],
  ['slmn', 'salmon'], ['sal', 'salmon'], ['shrmp', 'shrimp'], ['fil', 'fillet'], ['flt', 'fillet'],
  ['brd', 'bread'], ['bred', 'bread'], ['ww', 'whole wheat'], ['whtbrd', 'white bread'], ['tort', 'tortilla'],
  ['trtla', 'tortilla'], ['bgl', 'bagel'], ['bgls', 'bagel'], ['pst', 'pasta'], ['spag', 'spaghetti'],
  ['spagh', 'spaghetti'], ['flr', 'flour'], ['ap', 'all purpose'], ['sug', 'sugar'], ['sgr', 'sugar'],
  ['gran', 'granulated'], ['brn', 'brown'], ['pwd', 'powdered'], ['pwdr', 'powder'], ['bkg', 'baking'],
  ['sda', 'soda'], ['van', 'vanilla'], ['vnla', 'vanilla'], ['ext', 'extract'], ['xtra', 'extra'],
  ['vrgn', 'virgin'], ['evoo', 'extra virgin olive oil'], ['olv', 'olive'], ['veg', 'vegetable'],
  ['vegtbl', 'vegetable'], ['cnla', 'canola'], ['pb', 'peanut butter'], ['pnut', 'peanut'], ['pnt', 'peanut'],
  ['ktchp', 'ketchup'], ['mayo', 'mayonnaise'], ['mstrd', 'mustard'], ['sce', 'sauce'], ['sc', 'sauce'],
  ['bns', 'bean'], ['bn', 'bean'], ['blk', 'black'], ['chkpea', 'chickpea'], ['brth', 'broth'],
  ['stck', 'stock'], ['oj', 'orange juice'], ['jce', 'juice'], ['jc', 'juice'], ['cof', 'coffee'],
  ['coff', 'coffee'], ['grnd.', 'ground'], ['spklg', 'sparkling'], ['sprklng', 'sparkling'], ['wtr', 'water'],
  ['crkr', 'cracker'], ['crkrs', 'cracker'], ['chp.', 'chip'], ['almd', 'almond'], ['almnd', 'almond'],
  ['choc', 'chocolate'], ['chocl', 'chocolate'], ['drk', 'dark'], ['icecrm', 'ice cream'], ['frz', 'frozen'],
  ['frzn', 'frozen'], ['fz', 'frozen'], ['veggies', 'vegetable'], ['veggie', 'vegetable'], ['mxd', 'mixed'],
  ['mx', 'mixed'], ['bry', 'berry'], ['brys', 'berry'], ['pza', 'pizza'], ['pz', 'pizza'], ['hny', 'honey'],
  ['mpl', 'maple'], ['syr', 'syrup'], ['slsa', 'salsa'], ['qnoa', 'quinoa'], ['oat', 'oat'], ['otml', 'oatmeal'],
  ['cereal', 'cereal'], ['bev', 'beverage'], ['scal', 'scallion'], ['scall', 'scallion'], ['cil', 'cilantro'],
  ['cilan', 'cilantro'], ['pars', 'parsley'], ['bsl', 'basil'], ['gngr', 'ginger'], ['jal', 'jalapeno'],
  ['jalap', 'jalapeno'], ['cab', 'cabbage'], ['caul', 'cauliflower'], ['cauli', 'cauliflower'],
  ['asp', 'asparagus'], ['aspar', 'asparagus'], ['swt.', 'sweet'], ['gnd', 'ground'], ['hlf', 'half'],
  ['h&h', 'half and half'], ['cntlp', 'cantaloupe'], ['wtrmln', 'watermelon'], ['pnapl', 'pineapple'],
  ['pineappl', 'pineapple'], ['mng', 'mango'], ['kiwifruit', 'kiwi'],
  // store brands receipts print as initials or names in front of the food ('KS EGGS', 'GV MILK')
  ['ks', 'kirkland'], ['gv', 'great value'], ['kro', 'kroger'], ['tesco', 'store'], ['lidl', 'store'], ['aldi', 'store'],
  ['unswt', 'unsweetened'], ['atl', 'atlantic'],
  // the abbreviated descriptions of the USDA SR Legacy files ('CHICKEN, BROILER OR FRYERS, BRST')
  ['bnless', 'boneless'], ['vit', 'vitamin'], ['pln', 'plain'], ['lofat', 'low fat'], ['prot', 'protein'],
  ['frsh', 'fresh'], ['ckd', 'cooked'], ['drsng', 'dressing'], ['reg', 'regular'], ['htd', 'heated'],
  ['comm', 'commercial'], ['commly', 'commercially'], ['var', 'variety'], ['shldr', 'shoulder'], ['ln', 'lean'],
  ['rtl', 'retail'], ['unprep', 'unprepared'], ['prep', 'prepared'], ['smmr', 'summer'], ['incl', 'including'],
  ['skn', 'skin'], ['rnd', 'round'], ['bkd', 'baked'], ['sp', 'species'], ['mst', 'moist'], ['ht', 'heat'],
  ['bld', 'boiled'], ['sau', 'sauce'], ['enr', 'enriched'], ['preckd', 'precooked'], ['inst', 'instant'],
  ['cnd', 'canned'], ['lt', 'light'], ['drnd', 'drained'], ['sol', 'solids'], ['frzn', 'frozen'], ['sprd', 'spread'],
  ['can', 'canned'], ['tin', 'canned'], ['tinned', 'canned'], ['potatoe', 'potato'], ['tomatoe', 'tomato'], ['sndwch', 'sandwich'], ['bev', 'beverage'], ['unswtnd', 'unsweetened'], ['swtnd', 'sweetened'],
  // receipt spellings seen on US store-brand lines ('GV PNT BUTTR', 'SHRD CHEDR')
  ['buttr', 'butter'], ['btrmlk', 'buttermilk'], ['shred', 'shredded'], ['slcd', 'sliced'], ['chix', 'chicken'],
  ['saus', 'sausage'], ['sausg', 'sausage'], ['wlnt', 'walnut'], ['wlnts', 'walnut'], ['pecn', 'pecan'], ['cshw', 'cashew'],
  ['cshws', 'cashew'], ['crmr', 'creamer'], ['ketchp', 'ketchup'], ['mstd', 'mustard'], ['rnch', 'ranch'], ['drsg', 'dressing'],
  ['blkbry', 'blackberry'], ['strw', 'strawberry'], ['avo', 'avocado'], ['celry', 'celery'], ['garlc', 'garlic'],
  ['mrnra', 'marinara'], ['ricta', 'ricotta'], ['cttg', 'cottage'], ['lmnd', 'lemonade'], ['oatml', 'oatmeal'],
  ['spgti', 'spaghetti'], ['bagl', 'bagel'], ['chedr', 'cheddar'], ['ygt', 'yogurt'], ['yogt', 'yogurt'], ['lettc', 'lettuce'],
  ['brocc', 'broccoli'], ['ptato', 'potato'], ['jlpno', 'jalapeno'], ['peppr', 'pepper'], ['tomat', 'tomato'], ['ornge', 'orange'],
  ['bluebr', 'blueberry'], ['rasbry', 'raspberry'], ['crnbry', 'cranberry'], ['mozzrla', 'mozzarella'], ['bnana', 'banana'],
  ['cinn', 'cinnamon'], ['cinnmn', 'cinnamon'], ['mrgrn', 'margarine'], ['hmbrgr', 'hamburger'],
]);

/**
 * Words that never change which food it is: amounts and sizes, grades, packaging, freshness,
 * farming claims, store brands, and the connecting words of chat and USDA descriptions.
 */
const NOISE = new Set([
  // sizes and counts
  'a', 'an', 'one', 'two', 'three', 'four', 'five', 'six', 'dozen', 'doz', 'couple', 'few',
  'some', 'large', 'small', 'medium', 'big', 'jumbo', 'extra', 'mini', 'baby', 'family', 'size',
  'value', 'pack', 'count', 'ct', 'pk', 'bulk', 'loose', 'each', 'ea', 'approx', 'approximately',
  'about', 'piece', 'pieces', 'bunch', 'head', 'bag', 'bagged', 'box', 'boxed', 'jar', 'bottle',
  'bottled', 'carton', 'container', 'tub', 'package', 'packaged', 'tray', 'pkg', 'packet', 'lb', 'oz', 'kg',
  'gal', 'gallon', 'quart', 'qt', 'pint', 'pt', 'ml', 'fl', 'liter', 'litre', 'ounce', 'pound',
  // grade, state, claims
  'fresh', 'freshly', 'organic', 'natural', 'all', 'grade', 'aa', 'usda', 'choice', 'prime', 'select',
  'premium', 'quality', 'good', 'best', 'classic', 'original', 'regular', 'plain', 'pure', 'real',
  'free', 'range', 'cage', 'pasture', 'pastured', 'raised', 'fed', 'farm', 'farmed',
  'caught', 'local', 'locally', 'grown', 'hormone', 'antibiotic', 'non', 'gmo', 'kosher', 'halal',
  'boneless', 'skinless', 'raw', 'uncooked', 'ripe', 'ripened', 'unripe', 'washed', 'unwashed',
  'ready', 'eat', 'prepared', 'chilled', 'refrigerated', 'pasteurized', 'homogenized', 'vitamin',
  'fortified', 'enriched', 'unenriched', 'fluid', 'milkfat', 'fat', 'reduced', 'low', 'lowfat', 'nonfat',
  'skim', 'lite', 'light', 'percent', 'seedless', 'shell', 'unopened', 'opened', 'salted', 'unsalted',
  'trimmed', 'peeled', 'cleaned', 'deveined', 'rinsed',
  'drained', 'solid', 'solids', 'liquid', 'liquids', 'meat', 'only', 'separable', 'lean', 'cooked',
  'broiler', 'broilers', 'fryer', 'fryers', 'roaster', 'mature', 'year', 'round',
  'commercial', 'commercially', 'imported', 'domestic', 'includes', 'including',
  'usda', 'commodity', 'us', 'style', 'type', 'kind', 'brand', 'generic', 'store',
  // store brands and labels that appear on receipts
  'kirkland', 'signature', 'great', 'market', 'pantry', 'simple', 'truth', 'trader', 'joe', 'joes',
  'aldi', 'costco', 'walmart', 'kroger', 'safeway', 'wegmans', 'publix', 'heb', 'target', 'up', 'ts',
  'everyday', 'essentials', 'wholesome', 'member', 'mark',
  // connecting words of chat and descriptions
  'of', 'and', 'or', 'the', 'to', 'for', 'my', 'our', 'some', 'please', 'in', 'into', 'with', 'from',
  'on', 'at', 'by', 'per', 'x', 'no', 'pulp', 'added',
  // recipe notes: 'salt to taste', 'parsley, for garnish'
  'taste', 'needed', 'garnish', 'optional', 'divided', 'serving', 'drizzling', 'as', 'vitamin', 'without',
  'made', 'bleached', 'unbleached', 'average', 'variety', 'varieties', 'retail', 'cut', 'cuts', 'heated',
  'unprepared', 'prepared', 'gram', 'grams', 'species', 'moist', 'heat', 'boiled',
  // the state and the maker, which set the shelf life, not the food (food-state.ts); 'leftover'
  // stays: the catalog has Leftovers
  'homemade', 'thawed', 'defrosted', 'grandma', 'granny', 'nana', 'mom', 'mum',
]);

// Chat phrases around the food: 'add 2 lb chicken to the fridge', 'I bought a dozen eggs'.
const CHAT_PREFIX = /^\s*(?:please\s+)?(?:(?:i|we)\s+(?:just\s+)?(?:bought|got|have|picked\s+up)|add|put|buy|bought|got)\s+/i;
const CHAT_PLACE = /\s+(?:to|in|into|on)\s+(?:the\s+|my\s+|our\s+)?(?:fridge|refrigerator|freezer|pantry|counter|cupboard|kitchen|inventory|list|shopping\s+list)\b.*$/i;

/** The food part of a chat phrase or line: 'add 2 lb chicken to the fridge' → 'chicken'. */
export function stripAmountAndPhrase(input: string): string {
  let text = input.replace(CHAT_PREFIX, '').replace(CHAT_PLACE, '').trim();
  const parsed = parseIngredientLine(text);
  if (parsed.quantity !== null && parsed.name !== '') text = parsed.name;
  // 'a dozen eggs', 'a bag of apples', 'two cans of tuna': a word amount with its unit
  const withoutWordAmount = text.replace(/^(?:an?|one|two|three|four|five|six|some|a\s+couple\s+of)\s+/i, '');
  const hadWordAmount = withoutWordAmount !== text;
  text = withoutWordAmount;
  // a unit after a word amount, or before 'of', is the amount's ('two cans of …', 'bag of …');
  // otherwise it is part of the name ('clove spice')
  const words = text.split(/\s+/);
  const unitFirst = words.length > 1 && canonicalUnit(words[0].replace(/\.$/, '')) !== null;
  if (unitFirst && (hadWordAmount || words[1]?.toLowerCase() === 'of')) {
    text = words.slice(words[1]?.toLowerCase() === 'of' ? 2 : 1).join(' ');
  }
  return text.trim();
}

/** A description's notes in parentheses, sizes ('16 oz', '2%', '12ct') and other punctuation go. */
function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    // 'RED FAT' is the USDA's reduced fat, not a red food; H2O is water before digits go
    .replace(/\bred fat\b/g, 'reduced fat')
    .replace(/\bh2o\b/g, 'water')
    // an animal's rendered fat is a cooking fat, not the animal with its fat level dropped
    .replace(/\b(duck|goose|chicken|bacon|pork|beef|lamb)\s+fat\b/g, '$1 lard')
    .replace(/'s\b/g, '')
    .replace(/\b\d+(?:[.,]\d+)?\s*(?:%|oz|ozs|lb|lbs|g|kg|ml|l|ct|pk|pack|count|fl)\b/g, ' ')
    .replace(/[^a-z\s]+/g, ' ')
    .split(/\s+/)
    // single letters are leftovers such as the 'a' and 'd' of 'vitamins A and D'
    .filter((word) => word.length > 1);
}

/** Abbreviations expanded, plurals made singular; no words dropped. */
export function foodWords(text: string): string[] {
  return plainWords(text)
    .flatMap((word) => (ABBREVIATIONS.get(word) ?? word).split(' '))
    .map(singularize);
}

/** The identifying words of a food name, in order, without noise or repeats. */
export function identityTokens(text: string): string[] {
  const words = foodWords(text).filter((word) => !NOISE.has(word));
  return [...new Set(words)];
}

/** 'chicken breast' → 'Chicken breast'. */
export function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}
