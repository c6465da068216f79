/**
 * What the offline chef knows about foods: which diet-relevant facts a food carries (meat, milk,
 * wheat, …) and what role it can play in a template recipe (protein, vegetable, starch, …).
 *
 * Text is read phrase by phrase, longest phrase first, so 'peanut butter' is peanuts and not
 * butter, 'coconut milk' is not milk, 'eggplant' is not egg and 'red wine vinegar' is not wine.
 * When a food's composition varies between brands, the table takes the cautious reading
 * (chocolate chips carry milk and soy; hoisin carries wheat, soy and sesame).
 */
import { singularize } from '@sous/kitchen';

export type FoodFlag =
  | 'meat' // beef, lamb, veal, game
  | 'pork'
  | 'poultry'
  | 'fish'
  | 'shellfish'
  | 'gelatin'
  | 'milk' // milk protein: the allergen
  | 'dairy' // a dairy food (paleo); ghee carries milk but is not dairy here
  | 'egg'
  | 'wheat'
  | 'gluten' // barley, rye, oats that are not labelled gluten-free
  | 'soy'
  | 'peanut'
  | 'treeNut'
  | 'sesame'
  | 'alcohol'
  | 'honey'
  | 'refinedSugar'
  | 'sugar' // natural sweeteners: honey, maple, agave
  | 'grain'
  | 'legume'
  | 'starchy' // potatoes, corn, peas, plantain, squash
  | 'sweetFruit' // bananas, mangoes, dried fruit, juice
  | 'fruit' // other sweet fruit (apples, pears, peaches)
  | 'unknown'; // a prepared food whose contents cannot be told from its name

export type FoodRole =
  | 'protein'
  | 'vegetable'
  | 'starch'
  | 'dairy'
  | 'fruit'
  | 'aromatic'
  | 'herb'
  | 'seasoning'
  | 'sauce'
  | 'nut'
  | 'sweetener'
  | 'baking'
  | 'liquid'
  | 'fat'
  | 'other';

/** A finer kind used by the templates (how long it cooks, whether it can be eaten raw, …). */
export type FoodKind =
  | 'poultry' | 'redmeat' | 'pork' | 'sausage' | 'cured' | 'deli' | 'fish' | 'shellfish' | 'tofu' | 'tempeh'
  | 'beans' | 'lentils' | 'egg'
  | 'leafy' | 'hard' | 'soft'
  | 'rice' | 'cookedRice' | 'pasta' | 'noodle' | 'potato' | 'bread' | 'tortilla' | 'grain' | 'oats' | 'flour'
  | 'cracker'
  | 'cheese' | 'meltingCheese' | 'milk' | 'yogurt' | 'cream' | 'sourCream' | 'butter'
  | 'berry' | 'citrus' | 'stone' | 'pome' | 'tropical' | 'banana' | 'melon' | 'grape' | 'dried'
  | 'onion' | 'garlic' | 'ginger' | 'scallion' | 'shallot' | 'chili' | 'leek'
  | 'freshHerb' | 'spice' | 'driedHerb' | 'soySauce' | 'asianSauce' | 'hotSauce' | 'acid' | 'paste' | 'condiment'
  | 'salsa' | 'pesto'
  | 'broth' | 'tomatoes' | 'coconutMilk' | 'plantMilk' | 'juice' | 'wine'
  | 'nut' | 'seed' | 'nutButter'
  | 'sugar' | 'syrup' | 'chocolate'
  | 'other';

/** Amount of a food for one serving, in whichever measures make sense for it. */
export interface Portion {
  /** Grams. */
  g?: number;
  /** Whole things (eggs, tortillas, chicken thighs). */
  n?: number;
  /** Cups. */
  cup?: number;
}

export interface FoodInfo {
  /** The name used in recipes ('chicken breast'). */
  name: string;
  flags: readonly FoodFlag[];
  role: FoodRole;
  kind: FoodKind;
  /** Can be eaten without cooking (salad, board, smoothie). */
  raw: boolean;
  /** Good roasted on a sheet pan. */
  roast: boolean;
  /** A typical serving. */
  portion: Portion;
  /** Weight of one whole thing in grams, to move between counts and weights. */
  unitG: number;
  /** Counted in whole units only (eggs, tortillas). */
  whole: boolean;
  /** How the cook prepares it for most templates ('cut into bite-size pieces'). */
  prep: string;
  /** Minutes over medium-high heat until done when cut small. */
  cookMinutes: number;
  /** False for foods that are only eaten raw (avocado, lettuce, cucumber). */
  cookable: boolean;
}

type Extra = Partial<Omit<FoodInfo, 'name' | 'flags' | 'role' | 'kind'>>;

interface FoodEntry {
  phrases: readonly string[];
  info: FoodInfo;
}

/** Defaults by kind, so the table below only states what differs. */
const KIND_DEFAULTS: Partial<Record<FoodKind, Extra>> = {
  poultry: { portion: { g: 150, n: 1 }, unitG: 150, prep: 'cut into bite-size pieces', cookMinutes: 8, roast: true },
  redmeat: { portion: { g: 140 }, unitG: 225, prep: 'cut into thin strips', cookMinutes: 6, roast: true },
  pork: { portion: { g: 140, n: 1 }, unitG: 170, prep: 'cut into bite-size pieces', cookMinutes: 8, roast: true },
  sausage: { portion: { g: 110, n: 1.5 }, unitG: 75, whole: true, prep: 'sliced into coins', cookMinutes: 8, roast: true },
  cured: { portion: { g: 40, n: 2 }, unitG: 20, prep: 'chopped', cookMinutes: 5 },
  deli: { portion: { g: 50, n: 3 }, unitG: 17, prep: 'torn into strips', cookMinutes: 2, raw: true },
  fish: { portion: { g: 140, n: 1 }, unitG: 140, prep: 'patted dry', cookMinutes: 8, roast: true },
  shellfish: { portion: { g: 120, n: 6 }, unitG: 20, prep: 'peeled and deveined', cookMinutes: 3 },
  tofu: { portion: { g: 100, n: 0.25 }, unitG: 400, prep: 'pressed and cut into cubes', cookMinutes: 8, roast: true },
  tempeh: { portion: { g: 100, n: 0.5 }, unitG: 225, prep: 'cut into cubes', cookMinutes: 8, roast: true },
  beans: { portion: { g: 120, cup: 0.5 }, unitG: 425, prep: 'drained and rinsed', cookMinutes: 4, roast: true, raw: true },
  lentils: { portion: { g: 50, cup: 0.25 }, unitG: 450, prep: 'rinsed', cookMinutes: 25 },
  egg: { portion: { n: 2 }, unitG: 50, whole: true, prep: '', cookMinutes: 3 },
  leafy: { portion: { g: 50, cup: 1.5 }, unitG: 250, prep: 'roughly chopped', cookMinutes: 2, raw: true },
  hard: { portion: { g: 120, cup: 1 }, unitG: 150, prep: 'cut into bite-size pieces', cookMinutes: 7, roast: true },
  soft: { portion: { g: 100, cup: 1 }, unitG: 150, prep: 'chopped', cookMinutes: 4, roast: true },
  rice: { portion: { g: 65, cup: 0.33 }, unitG: 900, prep: 'rinsed', cookMinutes: 18 },
  cookedRice: { portion: { g: 180, cup: 1 }, unitG: 900, prep: '', cookMinutes: 4 },
  pasta: { portion: { g: 85 }, unitG: 450, prep: '', cookMinutes: 10 },
  noodle: { portion: { g: 75 }, unitG: 225, prep: '', cookMinutes: 5 },
  potato: { portion: { g: 200, n: 1 }, unitG: 200, prep: 'cut into 3/4-inch cubes', cookMinutes: 15, roast: true },
  bread: { portion: { g: 60, n: 2 }, unitG: 30, whole: true, prep: '', cookMinutes: 3 },
  tortilla: { portion: { g: 60, n: 2 }, unitG: 30, whole: true, prep: '', cookMinutes: 2 },
  grain: { portion: { g: 60, cup: 0.33 }, unitG: 450, prep: 'rinsed', cookMinutes: 15 },
  oats: { portion: { g: 40, cup: 0.5 }, unitG: 500, prep: '', cookMinutes: 5 },
  flour: { portion: { g: 65, cup: 0.5 }, unitG: 1000, prep: '', cookMinutes: 4 },
  cracker: { portion: { g: 30, n: 6 }, unitG: 5, prep: '', cookMinutes: 0, raw: true },
  cheese: { portion: { g: 30, cup: 0.25 }, unitG: 225, prep: 'crumbled', cookMinutes: 0, raw: true },
  meltingCheese: { portion: { g: 30, cup: 0.25, n: 1 }, unitG: 225, prep: 'shredded', cookMinutes: 0, raw: true },
  milk: { portion: { cup: 0.5, g: 120 }, unitG: 1000, prep: '', cookMinutes: 0, raw: true },
  yogurt: { portion: { cup: 0.5, g: 120 }, unitG: 450, prep: '', cookMinutes: 0, raw: true },
  cream: { portion: { cup: 0.125, g: 30 }, unitG: 240, prep: '', cookMinutes: 0, raw: true },
  sourCream: { portion: { cup: 0.125, g: 30 }, unitG: 450, prep: '', cookMinutes: 0, raw: true },
  butter: { portion: { g: 7 }, unitG: 113, prep: '', cookMinutes: 0 },
  berry: { portion: { cup: 0.75, g: 110 }, unitG: 15, prep: '', cookMinutes: 5, raw: true },
  citrus: { portion: { n: 0.25 }, unitG: 100, prep: 'juiced', cookMinutes: 0, raw: true },
  stone: { portion: { n: 1 }, unitG: 150, prep: 'pitted and sliced', cookMinutes: 6, raw: true, roast: true },
  pome: { portion: { n: 1 }, unitG: 180, prep: 'cored and sliced', cookMinutes: 8, raw: true, roast: true },
  tropical: { portion: { n: 0.5, cup: 0.75 }, unitG: 300, prep: 'peeled and diced', cookMinutes: 4, raw: true },
  banana: { portion: { n: 1 }, unitG: 120, prep: 'sliced', cookMinutes: 3, raw: true },
  melon: { portion: { cup: 1 }, unitG: 1500, prep: 'cubed', cookMinutes: 0, raw: true },
  grape: { portion: { cup: 0.75 }, unitG: 5, prep: 'halved', cookMinutes: 5, raw: true },
  dried: { portion: { cup: 0.125, g: 20 }, unitG: 8, prep: 'chopped', cookMinutes: 0, raw: true },
  onion: { portion: { n: 0.25, g: 40 }, unitG: 160, prep: 'diced', cookMinutes: 5, roast: true },
  garlic: { portion: { n: 1 }, unitG: 5, prep: 'minced', cookMinutes: 1 },
  ginger: { portion: { g: 4 }, unitG: 30, prep: 'grated', cookMinutes: 1 },
  scallion: { portion: { n: 1 }, unitG: 15, prep: 'thinly sliced', cookMinutes: 1, raw: true },
  shallot: { portion: { n: 0.5 }, unitG: 40, prep: 'finely chopped', cookMinutes: 3 },
  chili: { portion: { n: 0.25 }, unitG: 15, prep: 'seeded and minced', cookMinutes: 1, raw: true },
  leek: { portion: { n: 0.25 }, unitG: 200, prep: 'halved, rinsed and sliced', cookMinutes: 6 },
  freshHerb: { portion: { cup: 0.06, g: 3 }, unitG: 30, prep: 'chopped', cookMinutes: 0, raw: true },
  nut: { portion: { cup: 0.06, g: 10 }, unitG: 200, prep: 'roughly chopped', cookMinutes: 0, raw: true },
  seed: { portion: { cup: 0.03, g: 5 }, unitG: 200, prep: '', cookMinutes: 0, raw: true },
  nutButter: { portion: { g: 16 }, unitG: 450, prep: '', cookMinutes: 0, raw: true },
  broth: { portion: { cup: 1 }, unitG: 1000, prep: '', cookMinutes: 0 },
  tomatoes: { portion: { cup: 0.5 }, unitG: 400, prep: '', cookMinutes: 0 },
  coconutMilk: { portion: { cup: 0.33 }, unitG: 400, prep: '', cookMinutes: 0 },
  plantMilk: { portion: { cup: 0.5 }, unitG: 1000, prep: '', cookMinutes: 0, raw: true },
  juice: { portion: { cup: 0.5 }, unitG: 1000, prep: '', cookMinutes: 0, raw: true },
};

const BASE: Omit<FoodInfo, 'name' | 'flags' | 'role' | 'kind'> = {
  raw: false,
  roast: false,
  portion: { g: 100 },
  unitG: 100,
  whole: false,
  prep: '',
  cookMinutes: 5,
  cookable: true,
};

const ENTRIES: FoodEntry[] = [];

/**
 * Adds a food. `phrases` is '|'-separated, the first one being the food's name; `flags` is
 * space-separated.
 */
function food(phrases: string, flags: string, role: FoodRole, kind: FoodKind, extra: Extra = {}): void {
  const list = phrases.split('|').map((p) => p.trim());
  const info: FoodInfo = {
    ...BASE,
    ...KIND_DEFAULTS[kind],
    ...extra,
    name: list[0],
    flags: flags.split(/\s+/).filter((f) => f !== '') as FoodFlag[],
    role,
    kind,
  };
  ENTRIES.push({ phrases: list, info });
}

// ── Proteins ──────────────────────────────────────────────────────────────────────────────────
food('chicken breast|chicken breasts|chicken cutlet|chicken tender|chicken tenderloin', 'poultry', 'protein', 'poultry', { portion: { g: 150, n: 0.5 }, unitG: 280 });
food('chicken thigh|chicken thighs|boneless chicken thigh', 'poultry', 'protein', 'poultry', { portion: { g: 150, n: 1.5 }, unitG: 110, whole: true });
food('chicken drumstick|chicken leg|chicken wing|chicken wings', 'poultry', 'protein', 'poultry', { portion: { g: 220, n: 2 }, unitG: 110, whole: true, cookMinutes: 30, prep: 'patted dry' });
food('rotisserie chicken|cooked chicken|leftover chicken|shredded chicken', 'poultry', 'protein', 'poultry', { portion: { g: 120, cup: 0.75 }, unitG: 900, prep: 'shredded', cookMinutes: 2, raw: true });
food('chicken|ground chicken|whole chicken', 'poultry', 'protein', 'poultry');
food('turkey|ground turkey|turkey breast', 'poultry', 'protein', 'poultry', { prep: 'crumbled or cut into bite-size pieces' });
food('sliced turkey|deli turkey|turkey slice', 'poultry', 'protein', 'deli');
food('duck|duck breast', 'poultry', 'protein', 'poultry', { portion: { g: 160, n: 0.5 }, unitG: 300 });
food('chicken broth|chicken stock|chicken bouillon', 'poultry', 'liquid', 'broth');
food('beef broth|beef stock|beef bouillon|bone broth', 'meat', 'liquid', 'broth');
food('ground beef|minced beef|beef mince|hamburger meat', 'meat', 'protein', 'redmeat', { prep: 'crumbled', cookMinutes: 7 });
food('steak|beef steak|sirloin|flank steak|skirt steak|ribeye|strip steak|beef sirloin', 'meat', 'protein', 'redmeat', { portion: { g: 150, n: 0.5 }, unitG: 300 });
food('beef|stew beef|beef chuck|chuck roast|brisket|beef stew meat|short rib', 'meat', 'protein', 'redmeat', { prep: 'cut into 1-inch cubes', cookMinutes: 10 });
food('lamb|ground lamb|lamb chop|leg of lamb|lamb shoulder', 'meat', 'protein', 'redmeat', { prep: 'cut into bite-size pieces', cookMinutes: 8 });
food('veal|venison|goat|bison|ground bison', 'meat', 'protein', 'redmeat');
food('pork|pork chop|pork loin|pork tenderloin|pork shoulder|ground pork|pork belly', 'pork', 'protein', 'pork');
food('bacon|pancetta|guanciale', 'pork', 'protein', 'cured', { portion: { g: 30, n: 1.5 }, unitG: 20, prep: 'chopped', cookMinutes: 7 });
food('turkey bacon', 'poultry', 'protein', 'cured', { portion: { g: 30, n: 1.5 }, unitG: 20, prep: 'chopped', cookMinutes: 6 });
food('ham|prosciutto|salami|pepperoni|chorizo|pork sausage|italian sausage|bratwurst|hot dog|kielbasa|andouille', 'pork', 'protein', 'sausage');
food('sausage|breakfast sausage', 'pork', 'protein', 'sausage');
food('chicken sausage|turkey sausage', 'poultry', 'protein', 'sausage');
food('lard', 'pork', 'fat', 'other');
food('gelatin|gelatine|marshmallow', 'gelatin', 'baking', 'other');
food('salmon|salmon fillet|salmon fillets', 'fish', 'protein', 'fish');
food('smoked salmon|lox', 'fish', 'protein', 'deli');
food('tuna|canned tuna|tuna steak', 'fish', 'protein', 'fish', { portion: { g: 100, n: 0.5 }, unitG: 140, raw: true, prep: 'drained and flaked', cookMinutes: 2 });
food('cod|tilapia|halibut|haddock|pollock|trout|sea bass|snapper|white fish|whitefish|fish fillet|mahi mahi|catfish|swordfish|fish', 'fish', 'protein', 'fish');
food('sardine|anchovy|anchovies|mackerel|anchovy paste', 'fish', 'protein', 'fish', { portion: { g: 60 }, unitG: 100, raw: true, prep: 'drained', cookMinutes: 2 });
food('fish sauce|worcestershire|worcestershire sauce|caesar dressing', 'fish', 'sauce', 'asianSauce');
food('shrimp|prawn|prawns|jumbo shrimp', 'shellfish', 'protein', 'shellfish');
food('crab|crab meat|lobster|scallop|mussel|clam|oyster|squid|calamari|octopus|crawfish', 'shellfish', 'protein', 'shellfish', { portion: { g: 120 }, unitG: 120, prep: 'cleaned' });
food('oyster sauce', 'shellfish wheat soy refinedSugar', 'sauce', 'asianSauce');
food('shrimp paste|thai curry paste|red curry paste|green curry paste|yellow curry paste', 'shellfish', 'seasoning', 'paste');
food('egg|eggs|large egg|whole egg', 'egg', 'protein', 'egg');
food('egg yolk|egg white|egg wash', 'egg', 'protein', 'egg', { portion: { n: 1 } });
food('mayonnaise|mayo|aioli', 'egg', 'sauce', 'condiment');
food('tofu|firm tofu|extra firm tofu|silken tofu|smoked tofu', 'soy legume', 'protein', 'tofu');
food('tempeh', 'soy legume', 'protein', 'tempeh');
food('edamame', 'soy legume', 'protein', 'beans', { raw: false });
food('black bean|kidney bean|pinto bean|cannellini bean|white bean|navy bean|great northern bean|butter bean|lima bean|refried bean|bean|canned bean|borlotti bean|black eyed pea', 'legume', 'protein', 'beans');
food('chickpea|garbanzo bean|garbanzo|chana|chickpea flour|gram flour|besan', 'legume', 'protein', 'beans');
food('lentil|red lentil|green lentil|brown lentil|black lentil|french lentil|dal|split pea|yellow split pea|moong dal|toor dal|urad dal|chana dal|masoor dal', 'legume', 'protein', 'lentils');
food('hummus', 'legume sesame', 'sauce', 'condiment', { raw: true });
food('falafel', 'legume wheat', 'protein', 'beans');
food('seitan', 'wheat gluten', 'protein', 'tofu');

// ── Dairy ─────────────────────────────────────────────────────────────────────────────────────
food('milk|whole milk|skim milk|2% milk|low fat milk|dairy milk|lactose free milk|evaporated milk', 'milk dairy', 'dairy', 'milk');
food('buttermilk', 'milk dairy', 'dairy', 'milk');
food('sweetened condensed milk|condensed milk|dulce de leche', 'milk dairy refinedSugar', 'sweetener', 'milk');
food('heavy cream|whipping cream|heavy whipping cream|double cream|light cream|single cream|cream|half and half|whipped cream|creme fraiche|mexican crema|crema', 'milk dairy', 'dairy', 'cream');
food('sour cream', 'milk dairy', 'dairy', 'sourCream');
food('yogurt|greek yogurt|plain yogurt|yoghurt|skyr|kefir|labneh|raita', 'milk dairy', 'dairy', 'yogurt');
food('butter|unsalted butter|salted butter|clarified butter', 'milk dairy', 'fat', 'butter');
food('ghee', 'milk', 'fat', 'butter');
food('cheddar|cheddar cheese|mozzarella|monterey jack|jack cheese|pepper jack|colby|gruyere|swiss cheese|swiss|provolone|fontina|gouda|havarti|muenster|american cheese|mexican cheese blend|oaxaca cheese|emmental|comte|raclette|shredded cheese|cheese|string cheese|cheese slice', 'milk dairy', 'dairy', 'meltingCheese');
food('parmesan|parmesan cheese|parmigiano reggiano|parmigiano|pecorino|pecorino romano|grana padano|asiago|manchego', 'milk dairy', 'dairy', 'cheese', { portion: { g: 15, cup: 0.125 }, prep: 'finely grated' });
food('feta|feta cheese|goat cheese|chevre|blue cheese|gorgonzola|cotija|queso fresco|ricotta|cottage cheese|burrata|brie|camembert|halloumi|paneer|mascarpone|cream cheese|boursin|stilton|roquefort|queso', 'milk dairy', 'dairy', 'cheese');
food('ice cream|gelato|frozen yogurt', 'milk dairy refinedSugar', 'dairy', 'cream');
food('ranch dressing|ranch|blue cheese dressing|tzatziki|alfredo sauce', 'milk dairy egg', 'sauce', 'condiment');
food('pesto|basil pesto', 'milk dairy treeNut', 'sauce', 'pesto');
food('chocolate|dark chocolate|milk chocolate|chocolate chip|chocolate chips|semisweet chocolate|bittersweet chocolate|white chocolate|chocolate bar', 'milk dairy soy refinedSugar', 'sweetener', 'chocolate');
food('nutella|chocolate hazelnut spread', 'milk dairy soy treeNut refinedSugar', 'sweetener', 'chocolate');

// ── Plant milks and nuts ──────────────────────────────────────────────────────────────────────
food('almond milk', 'treeNut', 'liquid', 'plantMilk');
food('cashew milk|cashew cream', 'treeNut', 'liquid', 'plantMilk');
food('soy milk|soymilk', 'soy legume', 'liquid', 'plantMilk');
food('oat milk', 'gluten grain', 'liquid', 'plantMilk');
food('rice milk', 'grain', 'liquid', 'plantMilk');
food('coconut milk|coconut cream|light coconut milk|coconut yogurt', '', 'liquid', 'coconutMilk');
food('coconut|shredded coconut|coconut flake|desiccated coconut|toasted coconut', '', 'nut', 'seed');
food('coconut water', '', 'liquid', 'juice');
food('coconut oil', '', 'fat', 'other');
food('coconut flour', '', 'baking', 'flour');
food('coconut sugar', 'sugar', 'sweetener', 'sugar');
// Spreads first, so 'peanut butter' is spooned, not chopped like the nuts below.
food('peanut butter|peanut sauce', 'peanut legume', 'nut', 'nutButter');
food('almond butter|cashew butter', 'treeNut', 'nut', 'nutButter');
food('peanut|peanuts|roasted peanut|peanut butter|peanut sauce|peanut oil', 'peanut legume', 'nut', 'nut');
food('almond|almonds|sliced almond|slivered almond|almond butter|almond flour|almond meal|marzipan|almond extract', 'treeNut', 'nut', 'nut');
food('chestnut|walnut|pecan|cashew|pistachio|hazelnut|pine nut|pine nuts|macadamia|brazil nut|mixed nut|nut|nuts|cashew butter|praline', 'treeNut', 'nut', 'nut');
food('sesame|sesame seed|sesame seeds|toasted sesame seeds|sesame oil|toasted sesame oil|tahini|gomasio', 'sesame', 'seasoning', 'seed');
food('pumpkin seed|pepita|sunflower seed|chia seed|chia|flaxseed|flax seed|ground flaxseed|hemp seed|hemp heart|poppy seed', '', 'nut', 'seed');

// ── Grains, breads, pasta ─────────────────────────────────────────────────────────────────────
food('cooked rice|leftover rice|day old rice|steamed rice|cooked brown rice|cooked white rice', 'grain', 'starch', 'cookedRice');
food('poha|flattened rice|sticky rice|glutinous rice|rice|white rice|brown rice|jasmine rice|basmati rice|arborio rice|long grain rice|short grain rice|sushi rice|wild rice|rice grain', 'grain', 'starch', 'rice');
food('rice noodle|rice noodles|rice vermicelli|rice stick|pad thai noodle|glass noodle|cellophane noodle|rice paper', 'grain', 'starch', 'noodle');
food('rice flour|sweet rice flour', 'grain', 'baking', 'flour');
food('quinoa', 'grain', 'starch', 'grain');
food('millet|buckwheat|teff|amaranth|sorghum', 'grain', 'starch', 'grain');
food('oat|oats|rolled oat|rolled oats|old fashioned oat|quick oat|steel cut oat|oatmeal|oat flour|oat bran', 'gluten grain', 'starch', 'oats');
food('granola|muesli', 'gluten grain treeNut refinedSugar', 'starch', 'oats', { raw: true });
food('corn tortilla|corn tortillas|taco shell|tostada|tortilla chip|tortilla chips|corn chip', 'grain', 'starch', 'tortilla');
food('flour tortilla|tortilla|tortillas|wrap|burrito tortilla', 'wheat gluten grain', 'starch', 'tortilla');
food('corn|sweet corn|corn kernel|corn on the cob|ear of corn|frozen corn|creamed corn|baby corn', 'grain starchy', 'vegetable', 'soft', { portion: { cup: 0.5, g: 80, n: 0.5 }, unitG: 150, prep: 'kernels cut from the cob', raw: false });
food('cornmeal|polenta|grits|masa harina|masa|cornstarch|corn starch|cornflour|corn flake', 'grain', 'starch', 'grain');
// Popped corn is a snack to eat as it is, never a grain to cook for a bowl (seen: 'a hearty bowl of popcorn, rinsed').
food('popcorn|popped corn|kettle corn', 'grain', 'starch', 'cracker', { portion: { g: 20, cup: 2 }, prep: 'popped' });
food('wheat|couscous|pearl couscous|israeli couscous|bulgur|bulgur wheat|farro|freekeh|spelt|semolina|wheat berry|cracked wheat|wheat germ|wheat bran', 'wheat gluten grain', 'starch', 'grain');
food('barley|pearl barley|rye|rye flour|malt|malt vinegar', 'gluten grain', 'starch', 'grain');
food('pasta|spaghetti|penne|fusilli|rigatoni|linguine|fettuccine|macaroni|elbow macaroni|orzo|farfalle|bow tie pasta|rotini|ziti|lasagna|lasagna noodle|lasagne|tagliatelle|pappardelle|bucatini|angel hair|shell pasta|conchiglie|orecchiette|ditalini|cavatappi|gnocchi|ravioli|tortellini', 'wheat gluten grain', 'starch', 'pasta');
food('egg noodle|egg noodles|fresh pasta|fresh egg pasta|lo mein noodle|chow mein noodle', 'wheat gluten grain egg', 'starch', 'noodle');
food('noodle|noodles|ramen|ramen noodle|udon|udon noodle|soba|soba noodle|instant noodle|wheat noodle|somen|vermicelli', 'wheat gluten grain', 'starch', 'noodle');
food('bread|white bread|whole wheat bread|sourdough|sourdough bread|baguette|ciabatta|focaccia|rye bread|multigrain bread|sandwich bread|bread slice|toast|crusty bread|country bread|italian bread|french bread', 'wheat gluten grain', 'starch', 'bread');
food('pita|pita bread|naan|flatbread|lavash|english muffin|bagel|bun|hamburger bun|hot dog bun|roll|dinner roll|sub roll|hoagie roll|pizza dough|pizza crust|crouton|croutons|breadcrumb|breadcrumbs|bread crumb|panko|panko breadcrumb|stuffing', 'wheat gluten grain', 'starch', 'bread');
food('phyllo|phyllo dough|filo|filo pastry', 'wheat gluten grain', 'starch', 'bread');
food('puff pastry|pie crust|pie dough|shortcrust|pastry', 'wheat gluten grain milk dairy', 'starch', 'bread');
food('brioche|challah|croissant', 'wheat gluten grain milk dairy egg', 'starch', 'bread');
food('graham cracker', 'wheat gluten grain refinedSugar honey', 'starch', 'cracker');
food('ladyfinger|savoiardi', 'wheat gluten grain egg refinedSugar', 'starch', 'cracker');
food('wonton wrapper|dumpling wrapper|gyoza wrapper|egg roll wrapper|spring roll wrapper', 'wheat gluten grain egg', 'starch', 'bread');
food('biscuit|pancake mix|cake mix|cookie|cake|pancake|muffin|waffle|crepe|donut', 'wheat gluten grain milk dairy egg refinedSugar', 'starch', 'bread');
food('cracker|crackers|saltine|pretzel|pretzels', 'wheat gluten grain', 'starch', 'cracker');
food('flour|all purpose flour|plain flour|bread flour|whole wheat flour|self rising flour|cake flour|pastry flour|wheat flour', 'wheat gluten grain', 'baking', 'flour');
food('cereal|breakfast cereal|bran flake', 'wheat gluten grain refinedSugar', 'starch', 'oats', { raw: true });

// ── Vegetables ────────────────────────────────────────────────────────────────────────────────
food('potato|potatoes|russet potato|yukon gold potato|red potato|baby potato|new potato|fingerling potato|hash brown|mashed potato|french fry|fries', 'starchy', 'starch', 'potato');
food('sweet potato|sweet potatoes|yam', 'starchy', 'starch', 'potato', { portion: { g: 200, n: 1 }, unitG: 220 });
food('plantain', 'starchy sweetFruit', 'starch', 'potato', { portion: { n: 0.5 }, unitG: 250, prep: 'peeled and sliced on the bias' });
food('parsnip|turnip|rutabaga|celery root|celeriac', 'starchy', 'vegetable', 'hard', { unitG: 120 });
food('butternut squash|acorn squash|kabocha|delicata squash|winter squash|squash', 'starchy', 'vegetable', 'hard', { unitG: 1000, portion: { g: 150, cup: 1, n: 0.2 }, prep: 'peeled, seeded and cut into 3/4-inch cubes', cookMinutes: 12 });
food('pumpkin|pumpkin puree|canned pumpkin', '', 'vegetable', 'hard', { unitG: 425, portion: { cup: 0.25, g: 60 } });
food('pea|peas|green pea|green peas|frozen peas|petit pois', 'legume starchy', 'vegetable', 'soft', { portion: { cup: 0.33, g: 50 }, unitG: 300, prep: '', cookMinutes: 3 });
food('snow pea|snow peas|snap pea|snap peas|sugar snap pea|sugar snap peas|mangetout', '', 'vegetable', 'soft', { prep: 'trimmed', cookMinutes: 3, raw: true });
food('green bean|green beans|string bean|haricot vert|french bean', '', 'vegetable', 'soft', { prep: 'trimmed and halved', cookMinutes: 5, unitG: 450 });
food('carrot|carrots|baby carrot|baby carrots', '', 'vegetable', 'hard', { portion: { g: 80, n: 1 }, unitG: 70, prep: 'sliced into coins', raw: true });
food('beet|beets|beetroot', '', 'vegetable', 'hard', { portion: { g: 100, n: 1 }, unitG: 120, prep: 'peeled and cut into wedges', cookMinutes: 25 });
food('radish|radishes|daikon', '', 'vegetable', 'soft', { portion: { g: 40, n: 3 }, unitG: 15, prep: 'thinly sliced', raw: true });
food('broccoli|broccoli floret|broccoli florets|broccolini|broccoli rabe|rapini', '', 'vegetable', 'hard', { portion: { g: 100, cup: 1, n: 0.25 }, unitG: 350, prep: 'cut into florets', cookMinutes: 5 });
food('cauliflower|cauliflower floret|cauliflower rice', '', 'vegetable', 'hard', { portion: { g: 120, cup: 1, n: 0.2 }, unitG: 600, prep: 'cut into florets', cookMinutes: 7 });
food('brussels sprout|brussels sprouts|brussel sprout', '', 'vegetable', 'hard', { portion: { g: 110 }, unitG: 20, prep: 'trimmed and halved', cookMinutes: 8 });
food('cabbage|green cabbage|red cabbage|napa cabbage|savoy cabbage|coleslaw mix|bok choy|baby bok choy|pak choi', '', 'vegetable', 'soft', { portion: { g: 100, cup: 1, n: 0.125 }, unitG: 900, prep: 'shredded', raw: true });
food('kale|lacinato kale|curly kale|swiss chard|chard|collard green|collard greens|mustard green|beet green|spinach|baby spinach|arugula|rocket|watercress|mixed green|mixed greens|spring mix|salad green|salad greens|microgreen|dandelion green', '', 'vegetable', 'leafy');
food('lettuce|romaine|romaine lettuce|iceberg|iceberg lettuce|butter lettuce|little gem|endive|radicchio|frisee', '', 'vegetable', 'leafy', { portion: { g: 60, cup: 1.5, n: 0.25 }, unitG: 400, prep: 'torn into bite-size pieces', cookMinutes: 1, cookable: false });
food('bell pepper|bell peppers|red bell pepper|green bell pepper|yellow bell pepper|orange bell pepper|sweet pepper|capsicum|mini sweet pepper|roasted red pepper', '', 'vegetable', 'soft', { portion: { g: 80, n: 0.5 }, unitG: 160, prep: 'seeded and sliced', raw: true });
food('zucchini|courgette|summer squash|yellow squash', '', 'vegetable', 'soft', { portion: { g: 120, n: 0.5 }, unitG: 200, prep: 'halved lengthwise and sliced' });
food('eggplant|aubergine|japanese eggplant', '', 'vegetable', 'soft', { portion: { g: 120, n: 0.25 }, unitG: 450, prep: 'cut into 3/4-inch cubes', cookMinutes: 8 });
food('mushroom|mushrooms|cremini|cremini mushroom|button mushroom|portobello|shiitake|oyster mushroom|baby bella|chanterelle|porcini|enoki', '', 'vegetable', 'soft', { portion: { g: 80, cup: 1 }, unitG: 20, prep: 'sliced', cookMinutes: 6 });
food('tomato|tomatoes|roma tomato|plum tomato|cherry tomato|cherry tomatoes|grape tomato|heirloom tomato|vine tomato|beefsteak tomato', '', 'vegetable', 'soft', { portion: { g: 100, n: 1 }, unitG: 120, prep: 'chopped', raw: true, cookMinutes: 4 });
food('canned tomato|canned tomatoes|diced tomato|diced tomatoes|crushed tomato|crushed tomatoes|whole peeled tomato|whole peeled tomatoes|tomato puree|passata|fire roasted tomato|stewed tomato|tomato sauce|marinara|marinara sauce|pasta sauce|pizza sauce|tomato passata', '', 'liquid', 'tomatoes');
food('gochujang', 'soy wheat gluten', 'seasoning', 'paste');
food('tomato paste|sun dried tomato|sundried tomato|harissa|sambal|sambal oelek|chipotle in adobo|chipotle|adobo sauce', '', 'seasoning', 'paste');
food('cucumber|english cucumber|persian cucumber|pickle|pickles|gherkin|cornichon', '', 'vegetable', 'soft', { portion: { g: 80, n: 0.25 }, unitG: 300, prep: 'sliced', raw: true, cookMinutes: 0, roast: false, cookable: false });
food('celery|celery stalk|celery rib', '', 'vegetable', 'soft', { portion: { g: 40, n: 1 }, unitG: 40, prep: 'sliced', raw: true });
food('asparagus', '', 'vegetable', 'soft', { portion: { g: 100 }, unitG: 450, prep: 'woody ends snapped off, cut into 2-inch pieces', cookMinutes: 5 });
food('artichoke|artichoke heart|artichoke hearts', '', 'vegetable', 'soft', { portion: { g: 60 }, unitG: 400, prep: 'quartered' });
food('avocado|avocados|guacamole', '', 'vegetable', 'soft', { portion: { n: 0.5 }, unitG: 170, prep: 'pitted and sliced', raw: true, cookMinutes: 0, roast: false, cookable: false });
food('okra|fennel|fennel bulb|kohlrabi|jicama|bean sprout|bean sprouts|water chestnut|bamboo shoot|hearts of palm|sauerkraut|nori|seaweed|wakame|olive|olives|kalamata olive|green olive|black olive|caper|capers', '', 'vegetable', 'soft', { raw: true });

// ── Aromatics and herbs ───────────────────────────────────────────────────────────────────────
food('onion|onions|yellow onion|white onion|red onion|sweet onion|vidalia onion|pearl onion', '', 'aromatic', 'onion');
food('garlic|garlic clove|garlic cloves|clove garlic|head of garlic|roasted garlic', '', 'aromatic', 'garlic');
food('ginger|fresh ginger|ginger root|gingerroot|galangal|lemongrass', '', 'aromatic', 'ginger');
food('scallion|scallions|green onion|green onions|spring onion|spring onions|chive|chives|ramp', '', 'aromatic', 'scallion');
food('shallot|shallots', '', 'aromatic', 'shallot');
food('leek|leeks', '', 'aromatic', 'leek');
food('jalapeno|jalapenos|serrano|serrano pepper|thai chili|bird eye chili|chile|chili|chili pepper|red chili|green chili|chilies|red chilies|green chilies|thai chilies|fresno chili|habanero|poblano|anaheim pepper|hot pepper', '', 'aromatic', 'chili');
food('basil|fresh basil|thai basil|cilantro|coriander leaves|fresh cilantro|parsley|flat leaf parsley|italian parsley|curly parsley|mint|fresh mint|dill|fresh dill|tarragon|chervil|sorrel|curry leaves|kaffir lime leaves|makrut lime leaves|fresh thyme|thyme sprig|fresh rosemary|rosemary sprig|fresh oregano|fresh sage|sage leaves|microherb', '', 'herb', 'freshHerb');

// ── Seasonings, sauces, condiments ────────────────────────────────────────────────────────────
food('cumin|ground cumin|cumin seed|coriander|ground coriander|coriander seed|turmeric|ground turmeric|paprika|smoked paprika|sweet paprika|chili powder|chile powder|cayenne|cayenne pepper|red pepper flake|red pepper flakes|crushed red pepper|chili flake|chili flakes|garam masala|curry powder|madras curry powder|cinnamon|ground cinnamon|cinnamon stick|nutmeg|ground nutmeg|clove|ground clove|whole clove|cardamom|cardamom pod|ground cardamom|allspice|star anise|fennel seed|mustard seed|fenugreek|asafoetida|hing|sumac|za atar|zaatar|five spice|chinese five spice|garlic powder|onion powder|ground ginger|saffron|vanilla bean|taco seasoning|cajun seasoning|old bay|berbere|ras el hanout|kashmiri chili powder|amchur|chaat masala|pumpkin pie spice|everything bagel seasoning|lemon pepper|garlic salt|celery salt|onion salt|seasoning salt|bay leaf|bay leaves|kasuri methi|dried fenugreek leaves|gochugaru|sichuan peppercorn|dried chili|whole dried chili|dried red chili|dried red chilies|dried chilies|ancho chili powder|chipotle powder|aleppo pepper|urfa pepper|black salt', '', 'seasoning', 'spice');
food('oregano|dried oregano|thyme|dried thyme|rosemary|dried rosemary|sage|dried sage|dried basil|dried dill|italian seasoning|herbes de provence|dried parsley|marjoram|dried mint|dried tarragon|fines herbes', '', 'seasoning', 'driedHerb');
food('soy sauce|light soy sauce|dark soy sauce|shoyu', 'soy wheat gluten', 'sauce', 'soySauce');
food('teriyaki|teriyaki sauce', 'soy wheat gluten refinedSugar', 'sauce', 'soySauce');
food('coconut aminos', '', 'sauce', 'soySauce');
food('tamari|gluten free tamari', 'soy', 'sauce', 'soySauce');
food('miso|white miso|red miso|miso paste', 'soy', 'seasoning', 'paste');
food('hoisin|hoisin sauce', 'soy wheat gluten sesame refinedSugar', 'sauce', 'asianSauce');
food('black bean sauce|doubanjiang|chili bean paste', 'soy wheat gluten legume', 'sauce', 'asianSauce');
food('sriracha|hot sauce|chili garlic sauce|tabasco|buffalo sauce|chili oil|chili crisp|piri piri', '', 'sauce', 'hotSauce');
food('sweet chili sauce', 'refinedSugar', 'sauce', 'hotSauce');
food('wine vinegar|rice vinegar|rice wine vinegar|white vinegar|distilled vinegar|apple cider vinegar|cider vinegar|red wine vinegar|white wine vinegar|sherry vinegar|balsamic vinegar|balsamic|champagne vinegar|vinegar|black vinegar|tamarind|tamarind paste', '', 'seasoning', 'acid');
food('lemon|lemons|lemon juice|lemon zest|meyer lemon|preserved lemon', '', 'fruit', 'citrus');
food('lime|limes|lime juice|lime zest|key lime', '', 'fruit', 'citrus');
food('dijon|dijon mustard|mustard|whole grain mustard|yellow mustard|grainy mustard|english mustard', '', 'sauce', 'condiment');
food('ketchup|bbq sauce|barbecue sauce|steak sauce|cocktail sauce|jam|jelly|preserves|marmalade|fruit preserves|chutney|mango chutney|cranberry sauce|relish|sweet relish', 'refinedSugar', 'sauce', 'condiment');
food('salsa|salsa verde|pico de gallo|enchilada sauce|taco sauce', '', 'sauce', 'salsa');
food('vanilla|vanilla extract|pure vanilla extract|vanilla essence|vanilla paste|lemon extract|peppermint extract', '', 'baking', 'other');
food('baking powder|baking soda|bicarbonate of soda|yeast|instant yeast|active dry yeast|cream of tartar|rose water|rosewater|orange blossom water|cocoa|cocoa powder|cacao powder|unsweetened cocoa powder|dutch process cocoa|espresso powder|instant coffee|arrowroot|tapioca starch|tapioca|agar|xanthan gum|food coloring|sprinkles', '', 'baking', 'other');
food('sugar|granulated sugar|white sugar|caster sugar|superfine sugar|brown sugar|light brown sugar|dark brown sugar|powdered sugar|confectioners sugar|icing sugar|turbinado sugar|demerara sugar|raw sugar|cane sugar|molasses|corn syrup|golden syrup|palm sugar|jaggery|candy|caramel|caramel sauce|butterscotch|frosting|icing|simple syrup|chocolate syrup', 'refinedSugar', 'sweetener', 'sugar');
food('honey|raw honey|hot honey', 'honey sugar', 'sweetener', 'syrup');
food('maple syrup|pure maple syrup|agave|agave nectar|agave syrup|date syrup|monk fruit|stevia|erythritol|allulose', 'sugar', 'sweetener', 'syrup');
food('vegetable broth|vegetable stock|veggie broth|mushroom broth|vegetable bouillon', '', 'liquid', 'broth');
// Which animal a plain stock or dashi comes from cannot be told: a filter leaves it out.
food('stock|broth|bouillon|bouillon cube|dashi', 'unknown', 'liquid', 'broth');
food('kombu', '', 'seasoning', 'other');
food('kimchi', 'fish shellfish', 'vegetable', 'soft', { raw: true });
food('olive oil|extra virgin olive oil|light olive oil|vegetable oil|canola oil|avocado oil|sunflower oil|grapeseed oil|safflower oil|neutral oil|cooking oil|oil|cooking spray|nonstick cooking spray', '', 'fat', 'other');
food('nutritional yeast', '', 'seasoning', 'other');

// ── Fruit ─────────────────────────────────────────────────────────────────────────────────────
food('strawberry|strawberries|blueberry|blueberries|raspberry|raspberries|blackberry|blackberries|mixed berry|mixed berries|berry|berries|frozen berries|cranberry|cranberries|boysenberry|gooseberry|currant|red currant', '', 'fruit', 'berry');
food('apple|apples|granny smith apple|honeycrisp apple|gala apple|fuji apple|applesauce|apple sauce|pear|pears|bosc pear|asian pear|quince', 'fruit', 'fruit', 'pome');
food('peach|peaches|nectarine|plum|plums|apricot|apricots|cherry|cherries|sour cherry', 'fruit', 'fruit', 'stone');
food('orange|oranges|navel orange|blood orange|clementine|mandarin|tangerine|satsuma|grapefruit|pomelo|kumquat', 'fruit', 'fruit', 'citrus', { portion: { n: 1 }, unitG: 150, prep: 'peeled and segmented' });
food('mango|mangoes|mangos|pineapple|papaya|passion fruit|guava|lychee|dragon fruit|jackfruit', 'sweetFruit', 'fruit', 'tropical');
food('banana|bananas|ripe banana', 'sweetFruit', 'fruit', 'banana');
food('kiwi|kiwis|kiwifruit|pomegranate|pomegranate seed|pomegranate seeds|pomegranate aril|persimmon|fig|figs|rhubarb', 'fruit', 'fruit', 'stone', { portion: { n: 1 }, unitG: 80, prep: 'sliced' });
food('watermelon|cantaloupe|honeydew|melon', 'fruit', 'fruit', 'melon');
food('grape|grapes|red grape|green grape', 'sweetFruit', 'fruit', 'grape');
food('raisin|raisins|sultana|date|dates|medjool date|medjool dates|dried apricot|dried apricots|dried cranberry|dried cranberries|craisins|prune|prunes|dried fig|dried cherry|dried mango|dried fruit|candied ginger|crystallized ginger', 'sweetFruit', 'fruit', 'dried');
food('orange juice|apple juice|pineapple juice|cranberry juice|grape juice|fruit juice|juice|lemonade', 'sweetFruit', 'liquid', 'juice');

// ── Drinks and alcohol ────────────────────────────────────────────────────────────────────────
food('wine|red wine|white wine|dry white wine|dry red wine|rose wine|sparkling wine|prosecco|champagne|marsala|marsala wine|sherry|dry sherry|vermouth|port|madeira|rice wine|shaoxing wine|shaoxing|sake|mirin|rum|dark rum|brandy|cognac|bourbon|whiskey|whisky|vodka|tequila|gin|kirsch|grand marnier|liqueur|amaretto|kahlua|triple sec|cooking wine', 'alcohol', 'liquid', 'wine');
food('beer|lager|ale|stout|guinness', 'alcohol gluten', 'liquid', 'wine');
food('coffee|brewed coffee|espresso|tea|black tea|green tea|matcha|chai', '', 'liquid', 'juice');

/** Modifiers that cancel flags for the rest of the line: 'gluten-free pasta', 'dairy-free chocolate'. */
const MODIFIERS: readonly { phrase: string; removes: readonly FoodFlag[] }[] = [
  { phrase: 'gluten free', removes: ['wheat', 'gluten'] },
  { phrase: 'dairy free', removes: ['milk', 'dairy'] },
  { phrase: 'vegan', removes: ['milk', 'dairy', 'egg', 'honey'] },
  { phrase: 'egg free', removes: ['egg'] },
  { phrase: 'non alcoholic', removes: ['alcohol'] },
  { phrase: 'alcohol free', removes: ['alcohol'] },
  { phrase: 'sugar free', removes: ['refinedSugar', 'sugar'] },
  { phrase: 'unsweetened', removes: ['refinedSugar'] },
];

/** Words written as one that mean the same as two ('cheesecloth' is neither). */
function normalizeText(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => (/^[a-z]+$/.test(w) ? singularize(w) : w));
  return ` ${words.join(' ')} `;
}

const PHRASES: ReadonlyMap<string, FoodInfo> = (() => {
  const map = new Map<string, FoodInfo>();
  for (const entry of ENTRIES) {
    for (const phrase of entry.phrases) {
      const key = normalizeText(phrase).trim();
      if (key !== '' && !map.has(key)) map.set(key, entry.info);
    }
  }
  return map;
})();

/** The longest phrase in words, so a lookup never tries longer runs. */
const MAX_PHRASE_WORDS = Math.max(...[...PHRASES.keys()].map((key) => key.split(' ').length));

/** Prepared dishes: their name does not list what is in them. */
const COMPOSITE_DISH = / (?:soup|stew|casserole|pizza|burrito|sandwich|dumpling|pie|dinner|meal|entree|leftover|nugget|patty|burger|frozen meal|ready meal|lasagna|enchilada|quiche|curry|chowder|bisque|gumbo|chili con carne) /;

export interface TextAnalysis {
  /** Every food recognised, in order of appearance. */
  readonly foods: readonly FoodInfo[];
  readonly flags: ReadonlySet<FoodFlag>;
  /** The text names a prepared dish (a soup, a pizza) whose contents it does not list. */
  readonly composite: boolean;
}

function analyzeUncached(text: string): TextAnalysis {
  const normalized = normalizeText(text);
  const words = normalized.trim() === '' ? [] : normalized.trim().split(' ');
  const foods: FoodInfo[] = [];
  const flags = new Set<FoodFlag>();
  const rest: string[] = [];
  // Leftmost, longest phrase first: 'peanut butter' wins over 'peanut' and 'butter'.
  for (let i = 0; i < words.length; ) {
    let length = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const info = PHRASES.get(words.slice(i, i + n).join(' '));
      if (!info) continue;
      foods.push(info);
      for (const flag of info.flags) flags.add(flag);
      length = n;
      break;
    }
    if (length === 0) rest.push(words[i]);
    else rest.push('|');
    i += Math.max(1, length);
  }
  for (const modifier of MODIFIERS) {
    if (normalized.includes(` ${modifier.phrase} `)) for (const flag of modifier.removes) flags.delete(flag);
  }
  const composite = COMPOSITE_DISH.test(` ${rest.join(' ')} `);
  if (composite) flags.add('unknown');
  return { foods, flags, composite };
}

const ANALYSES = new Map<string, TextAnalysis>();
const ANALYSIS_CACHE_LIMIT = 20_000;

/**
 * The foods named in a text (an ingredient line or an inventory item name) and the union of their
 * flags, after modifiers such as 'gluten-free' are applied. Results are cached: treat them as
 * read-only.
 */
export function analyzeText(text: string): TextAnalysis {
  const cached = ANALYSES.get(text);
  if (cached) return cached;
  const analysis = analyzeUncached(text);
  if (ANALYSES.size >= ANALYSIS_CACHE_LIMIT) ANALYSES.clear();
  ANALYSES.set(text, analysis);
  return analysis;
}

/** Food-database categories whose items are mixtures the name alone cannot vouch for. */
const COMPOSITE_CATEGORY = /soup|sauce|gravie|meal|entree|side dish|fast food|restaurant|snack|baby food|sweet|baked/i;

/** What a USDA food category implies about an item the table does not recognise. */
const CATEGORY_FLAGS: readonly { pattern: RegExp; flags: readonly FoodFlag[]; role: FoodRole; kind: FoodKind }[] = [
  { pattern: /poultry/i, flags: ['poultry'], role: 'protein', kind: 'poultry' },
  { pattern: /pork/i, flags: ['pork'], role: 'protein', kind: 'pork' },
  { pattern: /beef|lamb|veal|game/i, flags: ['meat'], role: 'protein', kind: 'redmeat' },
  { pattern: /sausage|luncheon|deli/i, flags: ['pork', 'meat', 'poultry'], role: 'protein', kind: 'deli' },
  { pattern: /fish|seafood|shellfish/i, flags: ['fish', 'shellfish'], role: 'protein', kind: 'fish' },
  { pattern: /dairy|egg|cheese|milk|yogurt/i, flags: ['milk', 'dairy', 'egg'], role: 'dairy', kind: 'cheese' },
  { pattern: /legume/i, flags: ['legume', 'soy', 'peanut'], role: 'protein', kind: 'beans' },
  { pattern: /nut|seed/i, flags: ['treeNut', 'peanut', 'sesame'], role: 'nut', kind: 'nut' },
  { pattern: /cereal|grain|pasta|bread|bak/i, flags: ['wheat', 'gluten', 'grain'], role: 'starch', kind: 'grain' },
  { pattern: /fruit/i, flags: ['fruit'], role: 'fruit', kind: 'pome' },
  { pattern: /vegetable|produce/i, flags: [], role: 'vegetable', kind: 'soft' },
  { pattern: /spice|herb/i, flags: [], role: 'seasoning', kind: 'spice' },
  { pattern: /fats? and oils?|oil/i, flags: [], role: 'fat', kind: 'other' },
  { pattern: /beverage/i, flags: ['alcohol'], role: 'liquid', kind: 'juice' },
];

/** What the chef makes of one inventory item. */
export interface ItemProfile {
  /** The best-known food in the name, or null when the name means nothing to the table. */
  food: FoodInfo | null;
  flags: Set<FoodFlag>;
  role: FoodRole;
  kind: FoodKind;
}

/**
 * Reads an inventory item: its name through the table, its food category as a fallback. A name
 * the table does not know takes the cautious flags of its category; a mixture (soups, meals,
 * snacks, sweets) is marked 'unknown' as well, so a diet or allergen filter leaves it out.
 */
export function profileItem(name: string, foodCategory?: string | null): ItemProfile {
  const analysis = analyzeText(name);
  const category = (foodCategory ?? '').trim();
  const flags = new Set(analysis.flags);
  if (analysis.composite) return { food: null, flags, role: 'other', kind: 'other' };
  const primary = primaryFood(name);
  // A mixture's category (soups, snacks, sweets) makes an item of unknown contents, unless its name
  // is exactly one food the table knows: 'Maple Syrup' filed under Sweets is maple syrup, and a
  // vegetarian's rice pudding may be sweetened with it (it was not); 'Chicken noodle' stays unknown.
  if (category !== '' && COMPOSITE_CATEGORY.test(category) && !(primary && isExactly(name, primary))) flags.add('unknown');
  if (primary) {
    const food = groundForm(name, primary);
    return { food, flags, role: food.role, kind: food.kind };
  }
  const rule = CATEGORY_FLAGS.find((r) => r.pattern.test(category));
  if (!rule) {
    flags.add('unknown');
    return { food: null, flags, role: 'other', kind: 'other' };
  }
  for (const flag of rule.flags) flags.add(flag);
  return { food: null, flags, role: rule.role, kind: rule.kind };
}

/** True when a name is the food's own name, in the singular or the plural ('Maple Syrup', 'Oranges'). */
function isExactly(name: string, food: FoodInfo): boolean {
  const plain = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return plain === food.name || singularize(plain) === food.name;
}

const MINCEABLE: ReadonlySet<FoodKind> = new Set(['poultry', 'redmeat', 'pork']);

/**
 * A food-database name gives the form after the food ('Beef, ground, 85% lean'): minced meat is
 * browned and crumbled, never cut into cubes, whatever the cut's own entry says.
 */
function groundForm(name: string, food: FoodInfo): FoodInfo {
  if (!MINCEABLE.has(food.kind) || !/\b(?:ground|mince|minced)\b/i.test(name) || food.prep === 'crumbled') return food;
  return { ...food, name: /\bground\b/.test(food.name) ? food.name : `ground ${food.name}`, prep: 'crumbled', cookMinutes: 7, portion: { g: 115 } };
}

// Food-database names put the food first ('Chicken, broilers or fryers, breast'); everyday names
// put it last ('garlic bread', 'strawberry yogurt'). So: the last food of the first comma segment
// that names one. The flags of every food named still count.
function primaryFood(name: string): FoodInfo | null {
  for (const segment of name.split(',')) {
    const foods = analyzeText(segment).foods;
    if (foods.length > 0) return foods[foods.length - 1];
  }
  return null;
}

/** The info of a food by one of its phrases ('chicken thigh'), for the templates' own lines. */
export function foodNamed(phrase: string): FoodInfo | null {
  return PHRASES.get(normalizeText(phrase).trim()) ?? null;
}
