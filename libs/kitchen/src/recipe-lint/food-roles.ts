/**
 * The role each food plays on a plate, read from an ingredient line ('1 lb salmon fillet, patted
 * dry' → protein, fish), so recipes need no hand-tagged roles. The recipe linter reasons with it:
 * how many main proteins a dish has, whether fruit or a soft cheese is where it belongs, whether a
 * preparation fits the food.
 *
 * Phrases are matched on whole words, longest first, after plurals are made singular: 'peanut
 * butter' is a spread and not butter, 'chicken broth' a liquid and not chicken, 'eggplant' never an
 * egg. Words that only describe ('fresh', 'frozen', 'large') never decide anything.
 */
import { parseIngredientLine } from '../ingredients.js';
import { singularize } from '../matching.js';

export type FoodRoleName =
  | 'protein'
  | 'vegetable'
  | 'fruit'
  | 'dairy'
  | 'starch'
  | 'aromatic'
  | 'herb'
  | 'seasoning'
  | 'sauce'
  | 'fat'
  | 'sweetener'
  | 'nut'
  | 'liquid'
  | 'baking'
  | 'other';

/** Protein families: a dish has one main family unless it is designed for more. */
export type ProteinFamily = 'poultry' | 'red-meat' | 'pork' | 'fish' | 'shellfish' | 'egg' | 'plant';

/**
 * How a food comes, for preparations and quantities:
 * - small: small whole pieces you never cut (peas, corn kernels, beans, rice, blueberries);
 * - ground: minced meat;
 * - liquid: poured (milk, broth, juice, oil, sauces);
 * - spread: spooned (peanut butter, jam, mayonnaise, cream cheese);
 * - powder: spices and flours;
 * - whole: counted in whole pieces only (eggs, tortillas, bagels);
 * - piece: counted, and halves or quarters are normal (onions, lemons, peppers);
 * - cured: a flavouring meat (bacon, pancetta, chorizo), an accent rather than a main protein;
 * - preserved: smoked, canned or deli fish and meat (lox, canned tuna, sliced turkey);
 * - fresh-cheese: soft unripened cheese (cream cheese, ricotta, mascarpone, cottage cheese);
 * - sweet-dairy: dessert dairy (ice cream, condensed milk, whipped cream).
 */
export type FoodForm = 'small' | 'ground' | 'liquid' | 'spread' | 'powder' | 'whole' | 'piece' | 'cured' | 'preserved' | 'fresh-cheese' | 'sweet-dairy';

export interface FoodRoleInfo {
  /** The phrase that matched ('salmon fillet'). */
  food: string;
  role: FoodRoleName;
  family?: ProteinFamily;
  forms: readonly FoodForm[];
}

interface Entry {
  role: FoodRoleName;
  family?: ProteinFamily;
  forms: readonly FoodForm[];
}

const TABLE = new Map<string, Entry>();

/** Adds '|'-separated phrases with a role, an optional protein family and forms. */
function add(phrases: string, role: FoodRoleName, forms: readonly FoodForm[] = [], family?: ProteinFamily): void {
  for (const phrase of phrases.split('|')) {
    const key = normalize(phrase);
    if (key !== '' && !TABLE.has(key)) TABLE.set(key, { role, family, forms });
  }
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => singularize(word))
    .join(' ');
}

// ── Proteins ────────────────────────────────────────────────────────────────────────────────────
// Broths, sauces and fats made from an animal come first in their own role, so the longer phrase wins.
add('chicken broth|chicken stock|beef broth|beef stock|bone broth|fish stock|vegetable broth|vegetable stock|broth|stock|dashi|bouillon', 'liquid', ['liquid']);
add('fish sauce|oyster sauce|worcestershire sauce|worcestershire|shrimp paste|anchovy paste', 'sauce', ['liquid']);
add('chicken|chicken breast|chicken thigh|chicken drumstick|chicken leg|chicken wing|chicken tender|chicken cutlet|whole chicken|rotisserie chicken|cooked chicken|shredded chicken|turkey|turkey breast|duck|duck breast|chicken sausage|turkey sausage', 'protein', [], 'poultry');
add('ground chicken|ground turkey', 'protein', ['ground'], 'poultry');
add('deli turkey|sliced turkey|turkey slice|smoked turkey|deli chicken', 'protein', ['preserved'], 'poultry');
add('turkey bacon', 'protein', ['cured'], 'poultry');
add('beef|steak|sirloin|flank steak|skirt steak|ribeye|strip steak|beef chuck|chuck roast|brisket|stew beef|short rib|lamb|lamb chop|leg of lamb|lamb shoulder|veal|venison|bison|goat', 'protein', [], 'red-meat');
add('ground beef|ground lamb|ground bison|minced beef|beef mince', 'protein', ['ground'], 'red-meat');
add('roast beef|corned beef|pastrami|beef jerky', 'protein', ['preserved'], 'red-meat');
add('pork|pork chop|pork loin|pork tenderloin|pork shoulder|pork belly|pork sausage|italian sausage|sausage|breakfast sausage|bratwurst|kielbasa|andouille|hot dog', 'protein', [], 'pork');
add('ground pork', 'protein', ['ground'], 'pork');
add('ham|deli ham', 'protein', ['preserved'], 'pork');
add('bacon|pancetta|guanciale|prosciutto|chorizo|salami|pepperoni|speck|lardon', 'protein', ['cured'], 'pork');
add('salmon|salmon fillet|cod|tilapia|halibut|haddock|pollock|trout|sea bass|snapper|white fish|whitefish|fish fillet|fish|mahi mahi|catfish|swordfish|tuna steak|mackerel', 'protein', [], 'fish');
add('smoked salmon|lox|canned tuna|tuna|smoked trout|smoked haddock|sardine|canned salmon', 'protein', ['preserved'], 'fish');
add('anchovy|anchovy fillet', 'seasoning', ['cured'], 'fish');
add('shrimp|prawn|jumbo shrimp|crab|crab meat|lobster|scallop|mussel|clam|oyster|squid|calamari|octopus|crawfish', 'protein', [], 'shellfish');
add('egg|large egg|whole egg|egg yolk|egg white|hard boiled egg|hard-boiled egg', 'protein', ['whole'], 'egg');
add('tofu|firm tofu|extra firm tofu|silken tofu|tempeh|seitan|paneer', 'protein', [], 'plant');
add('black bean|kidney bean|pinto bean|cannellini bean|white bean|navy bean|great northern bean|butter bean|lima bean|bean|chickpea|garbanzo bean|garbanzo|edamame|lentil|red lentil|green lentil|brown lentil|french lentil|split pea|black eyed pea|refried bean', 'protein', ['small'], 'plant');

// ── Dairy ───────────────────────────────────────────────────────────────────────────────────────
add('milk|whole milk|skim milk|buttermilk|evaporated milk|half and half|heavy cream|whipping cream|heavy whipping cream|cream|light cream|double cream|single cream|creme fraiche|sour cream|crema|kefir', 'dairy', ['liquid']);
add('yogurt|greek yogurt|plain yogurt|skyr|labneh', 'dairy', ['spread']);
add('cream cheese|mascarpone|ricotta|ricotta cheese|cottage cheese|neufchatel|boursin', 'dairy', ['fresh-cheese', 'spread']);
add('ice cream|gelato|sweetened condensed milk|condensed milk|whipped cream|dulce de leche', 'dairy', ['sweet-dairy']);
add('cheese|cheddar|cheddar cheese|mozzarella|fresh mozzarella|monterey jack|jack cheese|pepper jack|colby|gruyere|swiss cheese|swiss|provolone|fontina|gouda|havarti|muenster|american cheese|mexican cheese blend|oaxaca cheese|emmental|comte|shredded cheese|string cheese|parmesan|parmesan cheese|parmigiano reggiano|parmigiano|pecorino|pecorino romano|grana padano|asiago|manchego|feta|feta cheese|goat cheese|chevre|blue cheese|gorgonzola|cotija|queso fresco|burrata|brie|camembert|halloumi|stilton|queso', 'dairy');
add('butter|unsalted butter|salted butter|clarified butter|ghee', 'fat');

// ── Starches ────────────────────────────────────────────────────────────────────────────────────
add('rice|white rice|brown rice|jasmine rice|basmati rice|arborio rice|long grain rice|short grain rice|sushi rice|wild rice|cooked rice|quinoa|couscous|pearl couscous|bulgur|farro|barley|pearl barley|millet|buckwheat|polenta|grits|oat|rolled oat|old fashioned oat|quick oat|steel cut oat|oatmeal|granola|muesli|cereal', 'starch', ['small']);
add('pasta|spaghetti|penne|fusilli|rigatoni|linguine|fettuccine|macaroni|elbow macaroni|orzo|farfalle|rotini|ziti|lasagna|lasagna noodle|tagliatelle|pappardelle|bucatini|angel hair|orecchiette|ditalini|gnocchi|ravioli|tortellini|noodle|egg noodle|rice noodle|ramen|udon|soba|vermicelli|glass noodle', 'starch');
add('bread|white bread|whole wheat bread|sourdough|sourdough bread|baguette|ciabatta|focaccia|rye bread|multigrain bread|sandwich bread|toast|crusty bread|country bread|brioche|challah|naan|flatbread|lavash|pita|pita bread|crouton|breadcrumb|panko|bread crumb|puff pastry|pie crust|phyllo|phyllo dough|pizza dough|wonton wrapper|dumpling wrapper|rice paper', 'starch');
add('tortilla|flour tortilla|corn tortilla|taco shell|tostada|bagel|english muffin|bun|hamburger bun|hot dog bun|roll|dinner roll|sub roll|hoagie roll|croissant|biscuit|pancake|waffle|muffin', 'starch', ['whole']);
add('tortilla chip|cracker|saltine|pretzel|graham cracker|popcorn|chip|potato chip', 'starch');
add('potato|russet potato|yukon gold potato|red potato|baby potato|new potato|fingerling potato|sweet potato|yam|plantain', 'starch', ['piece']);
add('hash brown|french fry|mashed potato', 'starch');

// ── Vegetables ──────────────────────────────────────────────────────────────────────────────────
add('pea|green pea|frozen pea|petit pois|corn|corn kernel|sweet corn|frozen corn|mixed vegetable|frozen mixed vegetable|peas and carrot', 'vegetable', ['small']);
add('bell pepper|red bell pepper|green bell pepper|yellow bell pepper|orange bell pepper|pepper|poblano|poblano pepper|tomato|roma tomato|plum tomato|beefsteak tomato|cucumber|english cucumber|zucchini|yellow squash|summer squash|eggplant|avocado|head of lettuce|lettuce|romaine|iceberg lettuce|cabbage|red cabbage|napa cabbage|cauliflower|head of cauliflower|broccoli|head of broccoli|artichoke|fennel|fennel bulb', 'vegetable', ['piece']);
add('cherry tomato|grape tomato', 'vegetable', ['small']);
add('carrot|baby carrot|celery|celery stalk|celery rib|parsnip|turnip|beet|radish|daikon|butternut squash|acorn squash|squash|pumpkin|kohlrabi|celery root|rutabaga', 'vegetable');
add('spinach|baby spinach|kale|lacinato kale|swiss chard|chard|collard green|arugula|mixed green|salad green|spring mix|watercress|bok choy|baby bok choy|endive|radicchio|microgreen|sprout|bean sprout', 'vegetable');
add('mushroom|cremini mushroom|button mushroom|shiitake|shiitake mushroom|portobello|portobello mushroom|oyster mushroom|asparagus|green bean|string bean|haricot vert|snow pea|snap pea|sugar snap pea|brussels sprout|okra|leek|broccolini|sun dried tomato|olive|kalamata olive|black olive|green olive|caper|pickle|kimchi|sauerkraut|jalapeno|jalapeno pepper|serrano|serrano pepper|chile|chili pepper|green chile|roasted red pepper|pimento|water chestnut|bamboo shoot|hearts of palm|heart of palm', 'vegetable');
add('canned tomato|crushed tomato|diced tomato|whole peeled tomato|tomato puree|tomato passata|passata|tomato sauce|marinara|marinara sauce|pizza sauce', 'sauce', ['liquid']);
add('tomato paste', 'sauce', ['spread']);

// ── Aromatics and herbs ─────────────────────────────────────────────────────────────────────────
add('onion|yellow onion|red onion|white onion|sweet onion|shallot', 'aromatic', ['piece']);
add('garlic|garlic clove|clove garlic|ginger|fresh ginger|ginger root|scallion|green onion|spring onion|lemongrass', 'aromatic');
add('parsley|flat leaf parsley|cilantro|coriander leaf|basil|fresh basil|thai basil|mint|fresh mint|dill|fresh dill|chive|chives|tarragon|chervil|fresh thyme|fresh rosemary|fresh oregano|sage leaf|curry leaf|fresh herb', 'herb');

// ── Fruit ───────────────────────────────────────────────────────────────────────────────────────
add('lemon|lime|lemon juice|lime juice|lemon zest|lime zest|orange zest|meyer lemon|preserved lemon|key lime', 'fruit', ['piece']);
add('strawberry|blueberry|raspberry|blackberry|mixed berry|berry|frozen berry|cranberry|fresh cranberry|cherry|grape|red grape|green grape|pomegranate seed|pomegranate aril', 'fruit', ['small']);
add('apple|pear|peach|nectarine|plum|apricot|orange|navel orange|blood orange|clementine|mandarin|tangerine|grapefruit|mango|pineapple|papaya|banana|kiwi|fig|persimmon|pomegranate|watermelon|cantaloupe|honeydew|melon|rhubarb|passion fruit|guava|lychee', 'fruit', ['piece']);
add('raisin|golden raisin|sultana|date|medjool date|dried apricot|dried cranberry|dried cherry|dried fig|prune|dried fruit|dried mango|applesauce', 'fruit');
add('orange juice|apple juice|pineapple juice|cranberry juice|grape juice|fruit juice|juice', 'fruit', ['liquid']);

// ── Nuts and seeds ──────────────────────────────────────────────────────────────────────────────
add('almond|walnut|pecan|cashew|pistachio|hazelnut|pine nut|macadamia|peanut|mixed nut|nut|sliced almond|slivered almond|pumpkin seed|pepita|sunflower seed|chia seed|flaxseed|ground flaxseed|hemp seed|sesame seed|poppy seed|coconut|shredded coconut|coconut flake', 'nut');
add('peanut butter|almond butter|cashew butter|sunflower seed butter|tahini|nutella|chocolate hazelnut spread', 'nut', ['spread']);

// ── Sauces, condiments, seasonings ──────────────────────────────────────────────────────────────
add('soy sauce|tamari|teriyaki sauce|teriyaki|hoisin|hoisin sauce|sriracha|hot sauce|chili garlic sauce|sweet chili sauce|chili oil|chili crisp|buffalo sauce|bbq sauce|barbecue sauce|ketchup|salsa|salsa verde|pico de gallo|enchilada sauce|taco sauce|vinegar|rice vinegar|white vinegar|apple cider vinegar|cider vinegar|red wine vinegar|white wine vinegar|sherry vinegar|balsamic vinegar|balsamic|coconut aminos|ponzu|gochujang|sambal oelek|harissa|ranch dressing|caesar dressing|italian dressing|vinaigrette|coconut milk|coconut cream|wine|white wine|red wine|dry white wine|mirin|sake|shaoxing wine|sherry|beer', 'sauce', ['liquid']);
add('mayonnaise|mayo|aioli|mustard|dijon mustard|dijon|whole grain mustard|yellow mustard|jam|jelly|preserves|marmalade|chutney|relish|pesto|hummus|tzatziki|miso|white miso|curry paste|red curry paste|green curry paste|guacamole', 'sauce', ['spread']);
add('salt|kosher salt|sea salt|flaky salt|black pepper|pepper to taste|white pepper|cumin|ground cumin|cumin seed|coriander|ground coriander|turmeric|paprika|smoked paprika|chili powder|cayenne|cayenne pepper|red pepper flake|crushed red pepper|garam masala|curry powder|cinnamon|ground cinnamon|cinnamon stick|nutmeg|clove|ground clove|cardamom|allspice|star anise|fennel seed|mustard seed|oregano|dried oregano|thyme|dried thyme|rosemary|dried rosemary|sage|dried sage|dried basil|italian seasoning|herbes de provence|bay leaf|garlic powder|onion powder|ground ginger|five spice|taco seasoning|cajun seasoning|old bay|za atar|zaatar|sumac|everything bagel seasoning|nutritional yeast|saffron|vanilla|vanilla extract|almond extract|cocoa|cocoa powder', 'seasoning', ['powder']);
add('olive oil|extra virgin olive oil|vegetable oil|canola oil|sesame oil|toasted sesame oil|avocado oil|coconut oil|peanut oil|neutral oil|oil|cooking spray|lard|shortening', 'fat', ['liquid']);
add('sugar|granulated sugar|brown sugar|light brown sugar|dark brown sugar|powdered sugar|confectioners sugar|icing sugar|cane sugar|coconut sugar|turbinado sugar', 'sweetener', ['powder']);
add('honey|maple syrup|agave|agave nectar|molasses|corn syrup|golden syrup|simple syrup|chocolate syrup|caramel sauce', 'sweetener', ['liquid']);
add('chocolate|dark chocolate|milk chocolate|semisweet chocolate|bittersweet chocolate|white chocolate|chocolate chip', 'sweetener');
add('flour|all purpose flour|bread flour|whole wheat flour|self rising flour|cake flour|almond flour|rice flour|cornstarch|corn starch|cornmeal|baking powder|baking soda|yeast|instant yeast|active dry yeast|cream of tartar|gelatin|masa harina', 'baking', ['powder']);
add('water|ice|ice cube|sparkling water|club soda|coffee|brewed coffee|espresso|tea', 'liquid', ['liquid']);

// Less common foods of the book's Indian, Japanese and Sichuan dishes.
add('green chili|green chile|green chilies|dried porcini|porcini|dried wakame|wakame', 'vegetable');
add('dal|urad dal|toor dal|moong dal|chana dal|masoor dal', 'protein', ['small'], 'plant');
add('poha|thick poha|flattened rice|semolina|tapioca|small pearl tapioca|ladyfinger|savoiardi', 'starch');
add('kombu|dried red chili|dried red chilies|dried chili|sichuan peppercorn|tamarind|tamarind paste|doubanjiang|kasuri methi|chaat masala|asafoetida|amchur', 'seasoning', ['powder']);

const MAX_WORDS = Math.max(...[...TABLE.keys()].map((key) => key.split(' ').length));

const CACHE = new Map<string, FoodRoleInfo | null>();
const CACHE_LIMIT = 20_000;

/**
 * The food named in a text, by the leftmost-longest phrase of the table that the text contains,
 * the last one when several are named ('chicken and rice soup' → soup is unknown, rice is the last
 * known). Null when the table knows none.
 */
export function foodRoleOf(text: string): FoodRoleInfo | null {
  const cached = CACHE.get(text);
  if (cached !== undefined) return cached;
  const words = normalize(text).split(' ').filter((word) => word !== '');
  let found: FoodRoleInfo | null = null;
  for (let i = 0; i < words.length; ) {
    let length = 0;
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const entry = TABLE.get(phrase);
      if (!entry) continue;
      // The head noun decides: 'chicken broth' is broth, 'strawberry jam' is jam, 'lemon juice' is juice.
      found = { food: phrase, role: entry.role, family: entry.family, forms: entry.forms };
      length = n;
      break;
    }
    i += Math.max(1, length);
  }
  if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
  CACHE.set(text, found);
  return found;
}

/** An ingredient line read for the linter. */
export interface IngredientLineRole {
  line: string;
  quantity: number | null;
  unit: string | null;
  /** The food part, without quantity, unit, notes or preparation ('salmon fillet'). */
  name: string;
  /** The preparation after the first comma ('patted dry'), lowercased; '' when none. */
  prep: string;
  optional: boolean;
  /** What the food is, or null when the table does not know it. */
  food: FoodRoleInfo | null;
}

const OPTIONAL = /\boptional\b|\bfor serving\b|\bfor garnish\b|\bto serve\b/i;

/** Reads one ingredient line: quantity, unit, food, preparation and whether it is optional. */
export function readIngredientLine(line: string): IngredientLineRole {
  const parsed = parseIngredientLine(line);
  const text = (parsed.name || parsed.original).replace(/\([^)]*\)/g, ' ');
  const comma = text.indexOf(',');
  const name = (comma === -1 ? text : text.slice(0, comma)).replace(/\s+/g, ' ').trim();
  const prep = comma === -1 ? '' : text.slice(comma + 1).replace(/\s+/g, ' ').trim().toLowerCase();
  return {
    line,
    quantity: parsed.quantity,
    unit: parsed.unit,
    name,
    prep,
    optional: OPTIONAL.test(line),
    food: foodRoleOf(name),
  };
}
