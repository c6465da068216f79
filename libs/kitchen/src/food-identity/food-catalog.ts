/**
 * The canonical foods Sous knows by name, authored for Sous. Each food has a short human name, a
 * USDA SR Legacy food group as its category, the other names people, recipes and receipts use
 * for it, the words to look it up in the embedded USDA data, and for foods counted by the piece
 * the smallest part a cook takes (a quarter lime, half an onion, a whole egg).
 *
 * Densities (grams per millilitre) and piece weights are typical kitchen values from USDA
 * household measures, rounded; they only serve to add 1 cup to 200 g of the same food.
 */

export const FOOD_GROUPS = {
  dairy: 'Dairy and Egg Products',
  spices: 'Spices and Herbs',
  fats: 'Fats and Oils',
  poultry: 'Poultry Products',
  soups: 'Soups, Sauces, and Gravies',
  sausages: 'Sausages and Luncheon Meats',
  cereals: 'Breakfast Cereals',
  fruits: 'Fruits and Fruit Juices',
  pork: 'Pork Products',
  vegetables: 'Vegetables and Vegetable Products',
  nuts: 'Nut and Seed Products',
  beef: 'Beef Products',
  beverages: 'Beverages',
  seafood: 'Finfish and Shellfish Products',
  legumes: 'Legumes and Legume Products',
  lamb: 'Lamb, Veal, and Game Products',
  baked: 'Baked Products',
  sweets: 'Sweets',
  grains: 'Cereal Grains and Pasta',
  meals: 'Meals, Entrees, and Side Dishes',
  snacks: 'Snacks',
} as const;

export type FoodGroup = (typeof FOOD_GROUPS)[keyof typeof FOOD_GROUPS];

export interface CatalogFood {
  /** Stable key, kebab-case singular words: 'chicken-breast'. Never changes once published. */
  key: string;
  /** Short human name, sentence case: 'Chicken breast'. */
  name: string;
  category: FoodGroup;
  /** Other names: synonyms, plurals people write, receipt spellings. The name is always one. */
  aliases: readonly string[];
  /** Words for the embedded USDA search, best first. */
  searchTerms: readonly string[];
  /** Smallest part a cook takes of one piece (1, ½, ¼) for foods counted by the piece; else null. */
  pieceStep: number | null;
  /** Grams per millilitre, when a volume of it is commonly weighed. */
  density: number | null;
  /** Typical grams of one piece, for countable foods. */
  pieceGrams: number | null;
  /**
   * The broader food this one is a kind of ('chicken' for 'chicken-breast'), so a household that
   * has chicken breast gets it when someone just says 'chicken'.
   */
  family: string | null;
}

interface Options {
  key?: string;
  each?: number;
  ml?: number;
  g?: number;
  family?: string;
  terms?: string[];
}

type Row = [name: string, aliases: string, options?: Options];

const G = FOOD_GROUPS;

const FRUITS: Row[] = [
  ['Apples', 'apple|gala apple|fuji apple|honeycrisp|granny smith|red delicious', { each: 0.5, g: 180 }],
  ['Bananas', 'banana', { each: 0.5, g: 120 }],
  ['Oranges', 'orange|navel orange|valencia orange', { each: 0.5, g: 140 }],
  ['Clementines', 'clementine|mandarin|mandarin orange|tangerine|satsuma|cutie', { each: 1, g: 75 }],
  ['Lemons', 'lemon', { each: 0.25, g: 85 }],
  ['Limes', 'lime|key lime', { each: 0.25, g: 67 }],
  ['Grapefruit', 'grapefruit|pink grapefruit', { each: 0.5, g: 250 }],
  ['Strawberries', 'strawberry', { ml: 0.6 }],
  ['Blueberries', 'blueberry', { ml: 0.6 }],
  ['Raspberries', 'raspberry', { ml: 0.52 }],
  ['Blackberries', 'blackberry', { ml: 0.6 }],
  ['Cranberries', 'cranberry', { ml: 0.42 }],
  ['Cherries', 'cherry|sweet cherry|bing cherry', { ml: 0.65 }],
  ['Grapes', 'grape|red grape|green grape|table grape', { ml: 0.64 }],
  ['Avocados', 'avocado|hass avocado', { each: 0.5, g: 150 }],
  ['Peaches', 'peach', { each: 0.5, g: 150 }],
  ['Nectarines', 'nectarine', { each: 0.5, g: 140 }],
  ['Plums', 'plum', { each: 1, g: 66 }],
  ['Pears', 'pear|bartlett pear|bosc pear|anjou pear', { each: 0.5, g: 180 }],
  ['Mangoes', 'mango', { each: 0.5, g: 200 }],
  ['Pineapple', 'pineapple', { each: 0.25, g: 900 }],
  ['Kiwi', 'kiwi|kiwifruit|kiwi fruit', { each: 1, g: 75 }],
  ['Watermelon', 'watermelon', { each: 0.25, g: 4500 }],
  ['Cantaloupe', 'cantaloupe|rockmelon|muskmelon', { each: 0.25, g: 1200 }],
  ['Honeydew melon', 'honeydew|honeydew melon', { each: 0.25, g: 1600 }],
  ['Pomegranates', 'pomegranate', { each: 0.5, g: 280 }],
  ['Apricots', 'apricot', { each: 1, g: 35 }],
  ['Figs', 'fig', { each: 1, g: 50 }],
  ['Dates', 'date|medjool date', { each: 1, g: 24 }],
  ['Raisins', 'raisin|sultana', { ml: 0.6 }],
  ['Dried cranberries', 'dried cranberry|craisin', { ml: 0.5 }],
  ['Coconut', 'coconut|shredded coconut|coconut flake|desiccated coconut', { ml: 0.35 }],
  ['Rhubarb', 'rhubarb'],
  ['Papaya', 'papaya', { each: 0.5, g: 450 }],
  ['Passion fruit', 'passion fruit|passionfruit', { each: 1, g: 18 }],
  ['Frozen berries', 'frozen berry|frozen mixed berry|mixed berry|berry medley', { ml: 0.6 }],
  ['Orange juice', 'orange juice|oj|juice orange', { ml: 1.04 }],
  ['Apple juice', 'apple juice|juice apple', { ml: 1.04 }],
  ['Lemon juice', 'lemon juice|juice lemon', { ml: 1.03 }],
  ['Lime juice', 'lime juice|juice lime', { ml: 1.03 }],
  ['Applesauce', 'applesauce|apple sauce', { ml: 1.05 }],
];

const VEGETABLES: Row[] = [
  ['Tomatoes', 'tomato|roma tomato|plum tomato|beefsteak tomato|vine tomato|heirloom tomato', { each: 0.5, g: 123 }],
  ['Cherry tomatoes', 'cherry tomato|grape tomato', { each: 1, g: 17, family: 'tomato' }],
  ['Canned tomatoes', 'canned tomato|tomato canned|diced tomato canned|crushed tomato|whole peeled tomato|tinned tomato|canned diced tomato', { ml: 1.03 }],
  ['Tomato paste', 'tomato paste', { ml: 1.1 }],
  ['Tomato sauce', 'tomato sauce|passata|tomato puree', { ml: 1.03 }],
  ['Sun-dried tomatoes', 'sun dried tomato|sundried tomato', { ml: 0.5 }],
  ['Onions', 'onion|yellow onion|brown onion|white onion|sweet onion|vidalia onion|spanish onion', { each: 0.5, g: 150 }],
  ['Red onions', 'red onion|purple onion', { each: 0.5, g: 150, family: 'onion' }],
  ['Green onions', 'green onion|scallion|spring onion|salad onion', { each: 1, g: 15, terms: ['onions spring or scallions'] }],
  ['Shallots', 'shallot', { each: 1, g: 40 }],
  ['Leeks', 'leek', { each: 0.5, g: 90 }],
  ['Garlic', 'garlic|garlic bulb|garlic clove|clove garlic|head garlic', { g: 3, terms: ['garlic raw'] }],
  ['Ginger', 'ginger|ginger root|fresh ginger|gingerroot', { ml: 0.96 }],
  ['Potatoes', 'potato|russet potato|yukon gold potato|red potato|baking potato|gold potato|idaho potato|new potato', { each: 0.5, g: 213 }],
  ['Sweet potatoes', 'sweet potato|yam', { each: 0.5, g: 130 }],
  ['Carrots', 'carrot|baby carrot', { each: 0.5, g: 61 }],
  ['Celery', 'celery|celery stalk|celery rib', { g: 40 }],
  ['Broccoli', 'broccoli|broccoli crown|broccoli floret', { each: 0.5, g: 350 }],
  ['Broccolini', 'broccolini|tenderstem broccoli', { family: 'broccoli' }],
  ['Cauliflower', 'cauliflower', { each: 0.25, g: 600 }],
  ['Lettuce', 'lettuce|head lettuce|iceberg lettuce|iceberg|butter lettuce|bibb lettuce|leaf lettuce', { each: 0.5, g: 500 }],
  ['Romaine lettuce', 'romaine|romaine lettuce|romaine heart|cos lettuce', { each: 0.5, g: 600, family: 'lettuce' }],
  ['Mixed salad greens', 'salad green|mixed green|spring mix|mesclun|salad mix', { ml: 0.08 }],
  ['Arugula', 'arugula|rocket|roquette', { ml: 0.08 }],
  ['Spinach', 'spinach|spinach leaf', { ml: 0.13 }],
  ['Kale', 'kale|lacinato kale|tuscan kale|curly kale|cavolo nero', { ml: 0.07 }],
  ['Cabbage', 'cabbage|green cabbage|white cabbage', { each: 0.25, g: 900 }],
  ['Red cabbage', 'red cabbage|purple cabbage', { each: 0.25, g: 900, family: 'cabbage' }],
  ['Napa cabbage', 'napa cabbage|chinese cabbage|wombok', { each: 0.25, g: 900, family: 'cabbage' }],
  ['Bok choy', 'bok choy|pak choi|bok choi|baby bok choy', { each: 1, g: 100 }],
  ['Brussels sprouts', 'brussels sprout|brussel sprout', { ml: 0.37 }],
  ['Bell peppers', 'bell pepper|red bell pepper|green bell pepper|yellow bell pepper|orange bell pepper|capsicum|sweet pepper|red pepper|green pepper', { each: 0.5, g: 120 }],
  ['Jalapeños', 'jalapeno|jalapeno pepper', { each: 0.5, g: 14 }],
  ['Chili peppers', 'chili pepper|chile pepper|chilli|chili|chile|red chili|thai chili|serrano|serrano pepper|bird eye chili|fresno chili|habanero', { each: 1, g: 45 }],
  ['Cucumbers', 'cucumber|english cucumber|persian cucumber|continental cucumber', { each: 0.5, g: 300 }],
  ['Zucchini', 'zucchini|courgette|summer squash', { each: 0.5, g: 200 }],
  ['Yellow squash', 'yellow squash|crookneck squash', { each: 0.5, g: 200 }],
  ['Butternut squash', 'butternut squash|butternut|butternut pumpkin', { each: 0.25, g: 1300 }],
  ['Acorn squash', 'acorn squash', { each: 0.5, g: 600 }],
  ['Spaghetti squash', 'spaghetti squash', { each: 0.5, g: 1200 }],
  ['Pumpkin', 'pumpkin|pumpkin puree|canned pumpkin', { ml: 1.03 }],
  ['Eggplant', 'eggplant|aubergine|brinjal', { each: 0.5, g: 450 }],
  ['Mushrooms', 'mushroom|white mushroom|button mushroom|cremini|cremini mushroom|baby bella|champignon|portobello|portobello mushroom|brown mushroom', { ml: 0.3 }],
  ['Shiitake mushrooms', 'shiitake|shiitake mushroom', { family: 'mushroom' }],
  ['Asparagus', 'asparagus|asparagus spear', { ml: 0.56 }],
  ['Green beans', 'green bean|string bean|snap bean|french bean|haricot vert|runner bean', { ml: 0.45 }],
  ['Peas', 'pea|green pea|garden pea|english pea', { ml: 0.6 }],
  ['Frozen peas', 'frozen pea|frozen green pea', { ml: 0.6, family: 'pea' }],
  ['Snow peas', 'snow pea|sugar snap pea|snap pea|mangetout', { ml: 0.4 }],
  ['Frozen mixed vegetables', 'frozen mixed vegetable|mixed vegetable|frozen vegetable|stir fry vegetable|frozen veg', { ml: 0.55 }],
  ['Corn', 'corn|sweet corn|corn kernel|corn on the cob|ear corn|sweetcorn|maize', { ml: 0.65 }],
  ['Beets', 'beet|beetroot', { each: 1, g: 82 }],
  ['Radishes', 'radish', { each: 1, g: 5 }],
  ['Daikon', 'daikon|daikon radish|mooli', { each: 0.5, g: 340, family: 'radish' }],
  ['Turnips', 'turnip', { each: 1, g: 120 }],
  ['Parsnips', 'parsnip', { each: 1, g: 130 }],
  ['Fennel', 'fennel|fennel bulb', { each: 0.5, g: 230 }],
  ['Artichokes', 'artichoke|globe artichoke|artichoke heart', { each: 1, g: 130 }],
  ['Okra', 'okra|lady finger', { ml: 0.42 }],
  ['Collard greens', 'collard|collard green', { ml: 0.15 }],
  ['Swiss chard', 'swiss chard|chard|rainbow chard|silverbeet', { ml: 0.15 }],
  ['Bean sprouts', 'bean sprout|mung bean sprout', { ml: 0.44 }],
  ['Watercress', 'watercress|cress'],
  ['Jicama', 'jicama', { each: 0.25, g: 650 }],
  ['Celery root', 'celeriac|celery root', { each: 0.5, g: 650 }],
  ['Horseradish', 'horseradish|prepared horseradish', { ml: 1 }],
  ['Pickles', 'pickle|dill pickle|gherkin|cornichon', { each: 1, g: 35 }],
  ['Sauerkraut', 'sauerkraut', { ml: 0.6 }],
  ['Kimchi', 'kimchi', { ml: 0.63 }],
  ['Olives', 'olive|kalamata olive|black olive|green olive', { ml: 0.6 }],
  ['Capers', 'caper', { ml: 0.6 }],
  ['Roasted red peppers', 'roasted red pepper|roasted pepper|pimento|piquillo pepper', { family: 'bell-pepper' }],
  ['Tofu', 'tofu|firm tofu|silken tofu|extra firm tofu|bean curd', { ml: 1.05 }],
  ['Tempeh', 'tempeh'],
  ['Seaweed', 'seaweed|nori|kombu|wakame|nori sheet'],
];

const HERBS_SPICES: Row[] = [
  ['Basil', 'basil|sweet basil|thai basil|basil leaf', { ml: 0.1 }],
  ['Cilantro', 'cilantro|coriander leaf|fresh coriander|chinese parsley', { ml: 0.07 }],
  ['Parsley', 'parsley|flat leaf parsley|italian parsley|curly parsley', { ml: 0.25 }],
  ['Mint', 'mint|mint leaf|spearmint|peppermint leaf', { ml: 0.1 }],
  ['Dill', 'dill|dill weed|fresh dill', { ml: 0.1 }],
  ['Rosemary', 'rosemary|rosemary sprig', { ml: 0.2 }],
  ['Thyme', 'thyme|thyme sprig', { ml: 0.3 }],
  ['Sage', 'sage|sage leaf', { ml: 0.2 }],
  ['Oregano', 'oregano|dried oregano', { ml: 0.3 }],
  ['Chives', 'chive', { ml: 0.2 }],
  ['Tarragon', 'tarragon', { ml: 0.3 }],
  ['Bay leaves', 'bay leaf|laurel leaf|bay', { each: 1, g: 0.2 }],
  ['Lemongrass', 'lemongrass|lemon grass', { each: 1, g: 20 }],
  ['Salt', 'salt|table salt|sea salt|kosher salt|iodized salt|flaky salt|fine salt|coarse salt', { ml: 1.2, terms: ['salt table'] }],
  ['Black pepper', 'black pepper|pepper|ground pepper|peppercorn|black peppercorn|cracked pepper|ground black pepper', { ml: 0.46, terms: ['pepper black'] }],
  ['Cinnamon', 'cinnamon|ground cinnamon|cinnamon stick', { ml: 0.53 }],
  ['Cumin', 'cumin|ground cumin|cumin seed', { ml: 0.43 }],
  ['Paprika', 'paprika|sweet paprika|hungarian paprika', { ml: 0.46 }],
  ['Smoked paprika', 'smoked paprika|pimenton', { ml: 0.46, family: 'paprika' }],
  ['Chili powder', 'chili powder|chile powder|chilli powder', { ml: 0.54 }],
  ['Cayenne pepper', 'cayenne|cayenne pepper|ground cayenne', { ml: 0.36 }],
  ['Red pepper flakes', 'red pepper flake|crushed red pepper|chili flake|chilli flake|pepper flake', { ml: 0.4 }],
  ['Turmeric', 'turmeric|ground turmeric', { ml: 0.6 }],
  ['Ground ginger', 'ground ginger|ginger powder|dried ginger', { ml: 0.36, family: 'ginger' }],
  ['Garlic powder', 'garlic powder|granulated garlic', { ml: 0.65 }],
  ['Onion powder', 'onion powder|granulated onion', { ml: 0.5 }],
  ['Nutmeg', 'nutmeg|ground nutmeg', { ml: 0.46 }],
  ['Cloves', 'ground clove|whole clove|clove spice', { ml: 0.42 }],
  ['Allspice', 'allspice|ground allspice|pimento berry', { ml: 0.4 }],
  ['Cardamom', 'cardamom|cardamom pod|ground cardamom', { ml: 0.4 }],
  ['Coriander seeds', 'coriander seed|ground coriander', { ml: 0.33 }],
  ['Curry powder', 'curry powder|madras curry powder', { ml: 0.42 }],
  ['Garam masala', 'garam masala', { ml: 0.4 }],
  ['Italian seasoning', 'italian seasoning|italian herb|mixed herb|herbes de provence', { ml: 0.25 }],
  ['Vanilla extract', 'vanilla|vanilla extract|pure vanilla extract|vanilla essence', { ml: 0.88 }],
  ['Vanilla bean', 'vanilla bean|vanilla pod|vanilla bean pod', { each: 1, g: 3 }],
  ['Mustard seeds', 'mustard seed|yellow mustard seed|brown mustard seed', { ml: 0.7 }],
  ['Fennel seeds', 'fennel seed', { ml: 0.4 }],
  ['Star anise', 'star anise', { each: 1, g: 0.5 }],
  ['Saffron', 'saffron|saffron thread'],
  ['Everything bagel seasoning', 'everything bagel seasoning|everything seasoning'],
];

const DAIRY_EGGS: Row[] = [
  ['Milk', 'milk|whole milk|skim milk|2 milk|reduced fat milk|low fat milk|fat free milk|1 milk|dairy milk|cow milk|semi skimmed milk|skimmed milk|lactose free milk|vitamin d milk|chocolate milk|strawberry milk|flavored milk|flavoured milk', { ml: 1.03, terms: ['milk fluid'] }],
  ['Buttermilk', 'buttermilk|cultured buttermilk|milk buttermilk', { ml: 1.03 }],
  ['Eggs', 'egg|chicken egg|brown egg|white egg|egg whole|eggs whole', { each: 1, g: 50, terms: ['egg whole raw'] }],
  ['Egg whites', 'egg white|liquid egg white', { each: 1, g: 33, family: 'egg' }],
  ['Egg yolks', 'egg yolk|yolk', { each: 1, g: 17, family: 'egg' }],
  ['Butter', 'butter|salted butter|unsalted butter|sweet cream butter|stick butter', { ml: 0.96 }],
  ['Ghee', 'ghee|clarified butter|butter oil', { ml: 0.9 }],
  ['Cheddar cheese', 'cheddar|cheddar cheese|sharp cheddar|mild cheddar|cheese cheddar|shredded cheddar', { ml: 0.45 }],
  ['Mozzarella cheese', 'mozzarella|mozzarella cheese|fresh mozzarella|cheese mozzarella|low moisture mozzarella|bocconcini', { ml: 0.45 }],
  ['Parmesan cheese', 'parmesan|parmesan cheese|parmigiano reggiano|parmigiano|grana padano|cheese parmesan', { ml: 0.4 }],
  ['Swiss cheese', 'swiss cheese|emmental|emmentaler|cheese swiss|gruyere|gruyere cheese', { ml: 0.45 }],
  ['Monterey Jack cheese', 'monterey jack|jack cheese|pepper jack|colby jack|monterey jack cheese|cheese monterey', { ml: 0.45 }],
  ['Provolone cheese', 'provolone|provolone cheese|cheese provolone'],
  ['American cheese', 'american cheese|cheese slice|processed cheese|cheese american|kraft single'],
  ['Feta cheese', 'feta|feta cheese|cheese feta', { ml: 0.6 }],
  ['Goat cheese', 'goat cheese|chevre|cheese goat', { ml: 0.6 }],
  ['Blue cheese', 'blue cheese|gorgonzola|roquefort|stilton|cheese blue', { ml: 0.55 }],
  ['Brie', 'brie|camembert|brie cheese|cheese brie'],
  ['Ricotta cheese', 'ricotta|ricotta cheese|cheese ricotta', { ml: 1.04 }],
  ['Cottage cheese', 'cottage cheese|cheese cottage', { ml: 0.95 }],
  ['Cream cheese', 'cream cheese|cheese cream|philadelphia|neufchatel', { ml: 0.98 }],
  ['Mascarpone', 'mascarpone|mascarpone cheese'],
  ['Halloumi', 'halloumi|halloumi cheese'],
  ['Cheese', 'cheese|shredded cheese|mexican cheese blend|cheese blend|grated cheese|sliced cheese', { ml: 0.45 }],
  ['Yogurt', 'yogurt|yoghurt|plain yogurt|natural yogurt|vanilla yogurt|yogurt plain|whole milk yogurt|low fat yogurt', { ml: 1.04 }],
  ['Greek yogurt', 'greek yogurt|greek yoghurt|strained yogurt|skyr|yogurt greek', { ml: 1.1, family: 'yogurt' }],
  ['Sour cream', 'sour cream|cream sour|soured cream|creme fraiche', { ml: 0.98 }],
  ['Heavy cream', 'heavy cream|heavy whipping cream|whipping cream|double cream|thickened cream|cream heavy|cream fluid heavy whipping|cream', { ml: 1 }],
  ['Half and half', 'half and half|half half|half n half|cream half|single cream', { key: 'half-and-half', ml: 1.02 }],
  ['Whipped cream', 'whipped cream|whipped topping|cool whip|cream whipped', { ml: 0.25 }],
  ['Evaporated milk', 'evaporated milk|milk evaporated', { ml: 1.07 }],
  ['Sweetened condensed milk', 'condensed milk|sweetened condensed milk|milk condensed', { ml: 1.3 }],
  ['Ice cream', 'ice cream|vanilla ice cream|chocolate ice cream|gelato|ice cream vanilla', { ml: 0.55 }],
  ['Frozen yogurt', 'frozen yogurt|froyo', { family: 'yogurt' }],
];

const PLANT_MILKS: Row[] = [
  ['Oat milk', 'oat milk|oatmilk|oat beverage|oat drink', { ml: 1.03, terms: ['oat milk', 'beverage oat'] }],
  ['Almond milk', 'almond milk|almondmilk|almond beverage|almond drink', { ml: 1.02, terms: ['almond milk', 'beverage almond'] }],
  ['Soy milk', 'soy milk|soymilk|soya milk|soy beverage|soymilk original', { ml: 1.03 }],
  ['Coconut milk', 'coconut milk|coconut cream|canned coconut milk', { ml: 0.98 }],
  ['Rice milk', 'rice milk|rice drink|rice beverage', { ml: 1.03 }],
  ['Cashew milk', 'cashew milk|cashew beverage', { ml: 1.02 }],
];

const POULTRY: Row[] = [
  ['Chicken', 'chicken|whole chicken|roasting chicken|fryer chicken|chicken meat|rotisserie chicken', { terms: ['chicken meat raw'] }],
  ['Chicken breast', 'chicken breast|chicken breast fillet|chicken cutlet|chicken tender|chicken tenderloin|chicken supreme|breast chicken|chicken breast meat', { family: 'chicken', terms: ['chicken breast meat raw'] }],
  ['Chicken thighs', 'chicken thigh|thigh chicken|chicken thigh fillet|chicken thigh meat', { family: 'chicken', each: 1, g: 110 }],
  ['Chicken drumsticks', 'chicken drumstick|drumstick|chicken leg|chicken leg quarter|drumstick chicken', { family: 'chicken', each: 1, g: 120 }],
  ['Chicken wings', 'chicken wing|wing chicken|wingette|party wing', { family: 'chicken', each: 1, g: 90 }],
  ['Ground chicken', 'ground chicken|chicken mince|minced chicken|chicken ground', { family: 'chicken' }],
  ['Turkey', 'turkey|whole turkey|turkey breast|turkey meat', {}],
  ['Ground turkey', 'ground turkey|turkey mince|minced turkey|turkey ground', { family: 'turkey' }],
  ['Duck', 'duck|duck breast|duck leg|duckling'],
  ['Chicken sausage', 'chicken sausage|chicken apple sausage', { family: 'sausage', each: 1, g: 85 }],
];

const BEEF_PORK_LAMB: Row[] = [
  ['Ground beef', 'ground beef|beef mince|minced beef|hamburger meat|ground chuck|ground sirloin|lean ground beef|beef ground|hamburger', { terms: ['beef ground raw'] }],
  ['Steak', 'steak|beef steak|sirloin|sirloin steak|ribeye|rib eye|ribeye steak|new york strip|strip steak|flank steak|skirt steak|t bone|porterhouse|filet mignon|tenderloin steak|flat iron steak|beef tenderloin', { family: 'beef', each: 0.5, g: 280 }],
  ['Beef', 'beef|stew beef|beef stew meat|beef chuck|chuck roast|pot roast|beef roast|brisket|beef brisket|short rib|beef short rib|stewing beef|roast beef raw'],
  ['Pork chops', 'pork chop|pork loin chop|chop pork|pork rib chop', { family: 'pork', each: 1, g: 200 }],
  ['Pork', 'pork|pork loin|pork tenderloin|pork shoulder|pork butt|boston butt|pork belly|pork rib|spare rib|baby back rib|pork roast'],
  ['Ground pork', 'ground pork|pork mince|minced pork|pork ground', { family: 'pork' }],
  ['Bacon', 'bacon|streaky bacon|thick cut bacon|bacon strip|pork bacon|turkey bacon', { each: 1, g: 28 }],
  ['Ham', 'ham|deli ham|sliced ham|honey ham|smoked ham|ham steak|spiral ham|prosciutto|serrano ham|pork ham'],
  ['Sausages', 'sausage|italian sausage|pork sausage|breakfast sausage|bratwurst|kielbasa|chorizo|andouille|sausage link|banger|polish sausage|linguica|linguiça|chouriço|chourico|longaniza|merguez|boerewors|bockwurst|knackwurst|weisswurst|cumberland sausage|toulouse sausage', { each: 1, g: 75 }],
  ['Hot dogs', 'hot dog|frankfurter|wiener|frank|beef frank', { each: 1, g: 45 }],
  ['Pepperoni', 'pepperoni|salami|genoa salami|soppressata'],
  ['Deli turkey', 'deli turkey|sliced turkey|turkey deli|turkey lunch meat|smoked turkey|turkey breast deli|oven roasted turkey|lunch meat|luncheon meat|cold cut', { family: 'turkey' }],
  ['Lamb', 'lamb|lamb chop|leg of lamb|lamb leg|lamb shoulder|rack of lamb|ground lamb|lamb mince|mutton'],
  ['Veal', 'veal|veal cutlet|veal scallopini'],
  ['Venison', 'venison|deer|elk|bison|buffalo'],
];

const SEAFOOD: Row[] = [
  ['Salmon', 'salmon|salmon fillet|atlantic salmon|sockeye salmon|coho salmon|king salmon|salmon steak|salmon portion', { terms: ['fish salmon atlantic raw'] }],
  ['Smoked salmon', 'smoked salmon|lox|gravlax', { family: 'salmon' }],
  ['Shrimp', 'shrimp|prawn|jumbo shrimp|tiger prawn|king prawn|frozen shrimp|raw shrimp|peeled shrimp|crustaceans shrimp|crustacean shrimp', { ml: 0.6 }],
  ['Canned tuna', 'tuna|canned tuna|tinned tuna|tuna can|chunk light tuna|albacore tuna|tuna in water|tuna in oil|solid white tuna|fish tuna light canned|tuna light canned', { terms: ['fish tuna light canned in water'] }],
  ['Tuna steak', 'tuna steak|ahi tuna|yellowfin tuna|bluefin tuna|sashimi tuna'],
  ['Cod', 'cod|cod fillet|atlantic cod|pacific cod|codfish'],
  ['Tilapia', 'tilapia|tilapia fillet'],
  ['White fish', 'white fish|whitefish|haddock|pollock|hake|halibut|sole|flounder|sea bass|snapper|mahi mahi|catfish|basa|swai|fish fillet|fish'],
  ['Trout', 'trout|rainbow trout|trout fillet'],
  ['Sardines', 'sardine|canned sardine|pilchard'],
  ['Anchovies', 'anchovy|anchovy fillet'],
  ['Mackerel', 'mackerel'],
  ['Crab', 'crab|crab meat|crabmeat|imitation crab|surimi|crab leg|king crab'],
  ['Lobster', 'lobster|lobster tail'],
  ['Scallops', 'scallop|sea scallop|bay scallop'],
  ['Mussels', 'mussel|blue mussel'],
  ['Clams', 'clam|littleneck clam|canned clam'],
  ['Oysters', 'oyster'],
  ['Squid', 'squid|calamari|octopus'],
  ['Fish sticks', 'fish stick|fish finger|breaded fish'],
];

const GRAINS: Row[] = [
  ['Rice', 'rice|white rice|long grain rice|jasmine rice|basmati rice|rice white|short grain rice|medium grain rice|sushi rice|parboiled rice|rice long grain', { ml: 0.85, terms: ['rice white long grain raw'] }],
  ['Brown rice', 'brown rice|rice brown|whole grain rice|rice brown long grain|rice brown medium grain|rice brown short grain', { ml: 0.83, family: 'rice' }],
  ['Arborio rice', 'arborio rice|risotto rice|carnaroli|arborio', { ml: 0.85, family: 'rice' }],
  ['Wild rice', 'wild rice', { ml: 0.68, family: 'rice' }],
  ['Pasta', 'pasta|penne|rigatoni|fusilli|rotini|farfalle|bow tie pasta|macaroni|elbow macaroni|ziti|orecchiette|shell pasta|conchiglie|dry pasta|pasta dry|dried pasta|pasta shape', { ml: 0.4 }],
  ['Spaghetti', 'spaghetti|linguine|fettuccine|angel hair|capellini|tagliatelle|bucatini|pappardelle|spaghettini|long pasta', { family: 'pasta' }],
  ['Lasagna noodles', 'lasagna noodle|lasagne noodle|lasagna sheet|lasagne sheet|lasagna pasta|oven ready lasagna', { family: 'pasta' }],
  ['Egg noodles', 'egg noodle|noodle egg', { family: 'noodle' }],
  ['Noodles', 'noodle|ramen|ramen noodle|udon|soba|rice noodle|vermicelli|glass noodle|rice stick|lo mein|instant noodle|pad thai noodle'],
  ['Couscous', 'couscous|pearl couscous|israeli couscous', { ml: 0.73 }],
  ['Quinoa', 'quinoa|white quinoa|red quinoa', { ml: 0.72 }],
  ['Rolled oats', 'oat|rolled oat|old fashioned oat|oatmeal|quick oat|steel cut oat|porridge oat|instant oat|oats rolled|cereals oats', { ml: 0.36 }],
  ['All-purpose flour', 'flour|all purpose flour|plain flour|white flour|wheat flour white|unbleached flour|ap flour|wheat flour', { key: 'all-purpose-flour', ml: 0.53, terms: ['wheat flour white all-purpose'] }],
  ['Whole wheat flour', 'whole wheat flour|wholemeal flour|whole grain flour|wheat flour whole grain', { ml: 0.51 }],
  ['Bread flour', 'bread flour|strong flour|high gluten flour', { ml: 0.54 }],
  ['Self-rising flour', 'self rising flour|self raising flour', { ml: 0.53 }],
  ['Cake flour', 'cake flour|pastry flour', { ml: 0.47 }],
  ['Almond flour', 'almond flour|almond meal|ground almond', { ml: 0.4 }],
  ['Cornmeal', 'cornmeal|polenta|grits|corn meal|masa harina|masa', { ml: 0.65 }],
  ['Cornstarch', 'cornstarch|corn starch|cornflour|corn flour', { ml: 0.54 }],
  ['Breadcrumbs', 'breadcrumb|bread crumb|panko|panko breadcrumb|dried breadcrumb', { ml: 0.45 }],
  ['Barley', 'barley|pearl barley', { ml: 0.8 }],
  ['Bulgur', 'bulgur|bulgur wheat|cracked wheat', { ml: 0.6 }],
  ['Farro', 'farro|spelt|emmer', { ml: 0.8 }],
  ['Breakfast cereal', 'cereal|breakfast cereal|corn flake|cornflake|cheerio|bran flake|rice krispie|granola|muesli|cereal ready to eat|shredded wheat', { key: 'breakfast-cereal', ml: 0.12 }],
  ['Popcorn kernels', 'popcorn kernel|popping corn|unpopped popcorn', { ml: 0.8 }],
];

const BAKED: Row[] = [
  ['Bread', 'bread|sandwich bread|white bread|sliced bread|loaf bread|wheat bread|whole wheat bread|multigrain bread|sourdough|sourdough bread|rye bread|french bread|baguette|ciabatta|brioche|italian bread|country bread|bread white|bread wheat', { g: 28 }],
  ['Bagels', 'bagel|plain bagel|everything bagel|sesame bagel|bagels plain', { each: 0.5, g: 105 }],
  ['English muffins', 'english muffin', { each: 0.5, g: 57 }],
  ['Tortillas', 'tortilla|flour tortilla|corn tortilla|wrap|tortilla wrap|soft taco shell|burrito tortilla', { each: 1, g: 45 }],
  ['Pita bread', 'pita|pita bread|pitta|flatbread|naan|naan bread|lavash', { each: 1, g: 60 }],
  ['Hamburger buns', 'bun|hamburger bun|burger bun|hot dog bun|slider bun|brioche bun|roll|dinner roll|bread roll|kaiser roll|sub roll|hoagie roll', { each: 1, g: 50 }],
  ['Croissants', 'croissant', { each: 1, g: 57 }],
  ['Muffins', 'muffin|blueberry muffin', { each: 1, g: 113 }],
  ['Crackers', 'cracker|saltine|saltine cracker|graham cracker|rice cracker|water cracker|crispbread|ritz|crackers standard snack', {}],
  ['Cookies', 'cookie|biscuit cookie|chocolate chip cookie|oreo|oatmeal cookie|shortbread', { each: 1, g: 15 }],
  ['Cake', 'cake|birthday cake|pound cake|cheesecake|cupcake|sponge cake'],
  ['Pie crust', 'pie crust|pie shell|pastry crust|shortcrust pastry|pie dough'],
  ['Puff pastry', 'puff pastry|phyllo|filo|phyllo dough|filo pastry'],
  ['Pizza dough', 'pizza dough|pizza crust|pizza base'],
  ['Taco shells', 'taco shell|hard taco shell|tostada', { each: 1, g: 13 }],
  ['Baking soda', 'baking soda|bicarbonate of soda|bicarb|sodium bicarbonate|bicarb soda|leavening agent baking soda', { ml: 0.92 }],
  ['Baking powder', 'baking powder|double acting baking powder|leavening agent baking powder', { ml: 0.9 }],
  ['Yeast', 'yeast|active dry yeast|instant yeast|dry yeast|rapid rise yeast|bread yeast|baker yeast', { ml: 0.6 }],
];

const SWEETS: Row[] = [
  ['Sugar', 'sugar|white sugar|granulated sugar|cane sugar|caster sugar|superfine sugar|sugar granulated|sugars granulated', { ml: 0.85 }],
  ['Brown sugar', 'brown sugar|light brown sugar|dark brown sugar|sugar brown|sugars brown|demerara|muscovado|turbinado', { ml: 0.93, family: 'sugar' }],
  ['Powdered sugar', 'powdered sugar|icing sugar|confectioner sugar|confectioners sugar|sugar powdered|sugars powdered', { ml: 0.5, family: 'sugar' }],
  ['Honey', 'honey|raw honey|clover honey|manuka honey', { ml: 1.42 }],
  ['Maple syrup', 'maple syrup|pure maple syrup|syrup maple|syrups maple|pancake syrup', { ml: 1.32 }],
  ['Molasses', 'molasses|treacle|blackstrap molasses', { ml: 1.4 }],
  ['Agave syrup', 'agave|agave nectar|agave syrup', { ml: 1.37 }],
  ['Corn syrup', 'corn syrup|light corn syrup|golden syrup', { ml: 1.37 }],
  ['Strawberry jam', 'strawberry jam|strawberry jelly|strawberry preserve|jam strawberry', { ml: 1.33, family: 'jam' }],
  ['Jam', 'jam|jelly|preserve|fruit spread|marmalade|grape jelly|raspberry jam|apricot jam|jams and preserves', { ml: 1.33 }],
  ['Dark chocolate', 'dark chocolate|chocolate dark|bittersweet chocolate|semisweet chocolate|chocolate bar|chocolate|baking chocolate|milk chocolate|dark chocolate bar', {}],
  ['Chocolate chips', 'chocolate chip|semisweet chocolate chip|chocolate morsel|choc chip|baking chip|chocolate chunk|white chocolate chip|peanut butter chip|butterscotch chip|carob chip', { ml: 0.72, family: 'dark-chocolate' }],
  ['Cocoa powder', 'cocoa|cocoa powder|unsweetened cocoa|cacao powder|dutch process cocoa|cocoa dry powder', { ml: 0.36 }],
  ['Marshmallows', 'marshmallow|mini marshmallow'],
  ['Candy', 'candy|gummy|gummy bear|lollipop|hard candy|sweets candy'],
  ['Gelatin', 'gelatin|gelatine|jello|jell o'],
  ['Pudding mix', 'pudding|pudding mix|instant pudding'],
];

const FATS_OILS: Row[] = [
  ['Olive oil', 'olive oil|extra virgin olive oil|evoo|light olive oil|oil olive|pure olive oil', { ml: 0.91, terms: ['oil olive salad or cooking'] }],
  ['Vegetable oil', 'vegetable oil|cooking oil|canola oil|rapeseed oil|sunflower oil|corn oil|safflower oil|soybean oil|neutral oil|oil vegetable|oil canola|frying oil|grapeseed oil|peanut oil', { ml: 0.92 }],
  ['Coconut oil', 'coconut oil|oil coconut', { ml: 0.92 }],
  ['Sesame oil', 'sesame oil|toasted sesame oil|oil sesame', { ml: 0.92 }],
  ['Avocado oil', 'avocado oil|oil avocado', { ml: 0.91 }],
  ['Cooking spray', 'cooking spray|nonstick spray|nonstick cooking spray|pam|oil spray'],
  ['Margarine', 'margarine|vegan butter|butter substitute|buttery spread', { ml: 0.96 }],
  ['Shortening', 'shortening|vegetable shortening|crisco|lard|tallow|bacon grease|bacon fat|duck fat|goose fat|chicken fat|schmaltz|beef dripping|dripping|cocoa butter', { ml: 0.86 }],
  ['Mayonnaise', 'mayonnaise|mayo|aioli|salad dressing mayonnaise|kewpie', { ml: 0.93 }],
  ['Salad dressing', 'salad dressing|dressing|ranch|ranch dressing|italian dressing|caesar dressing|vinaigrette|balsamic vinaigrette|thousand island|blue cheese dressing', { ml: 1 }],
];

const CONDIMENTS_SAUCES: Row[] = [
  ['Ketchup', 'ketchup|catsup|tomato ketchup|catsup tomato', { ml: 1.14, terms: ['catsup', 'ketchup'] }],
  ['Mustard', 'mustard|yellow mustard|dijon|dijon mustard|whole grain mustard|spicy brown mustard|prepared mustard|mustard prepared|honey mustard', { ml: 1.05 }],
  ['Soy sauce', 'soy sauce|soya sauce|tamari|shoyu|light soy sauce|dark soy sauce|low sodium soy sauce|soy sauce made from soy and wheat', { ml: 1.15 }],
  ['Hot sauce', 'hot sauce|sriracha|tabasco|pepper sauce|chili sauce|chile sauce|louisiana hot sauce|frank red hot|buffalo sauce|sauce hot chile|hot pepper sauce', { ml: 1.05 }],
  ['Salsa', 'salsa|tomato salsa|pico de gallo|salsa verde|chunky salsa|sauce salsa', { ml: 1.05 }],
  ['Barbecue sauce', 'bbq sauce|barbecue sauce|barbeque sauce|sauce barbecue', { ml: 1.1 }],
  ['Worcestershire sauce', 'worcestershire|worcestershire sauce', { ml: 1.1 }],
  ['Fish sauce', 'fish sauce|nam pla|nuoc mam', { ml: 1.2 }],
  ['Oyster sauce', 'oyster sauce', { ml: 1.2 }],
  ['Hoisin sauce', 'hoisin|hoisin sauce', { ml: 1.2 }],
  ['Teriyaki sauce', 'teriyaki|teriyaki sauce', { ml: 1.1 }],
  ['Pasta sauce', 'pasta sauce|marinara|marinara sauce|spaghetti sauce|tomato basil sauce|arrabbiata|vodka sauce|bolognese sauce|pizza sauce|sauce pasta spaghetti marinara', { ml: 1.05 }],
  ['Pesto', 'pesto|basil pesto|pesto sauce', { ml: 1 }],
  ['Alfredo sauce', 'alfredo|alfredo sauce', { ml: 1 }],
  ['Curry paste', 'curry paste|red curry paste|green curry paste|thai curry paste', { ml: 1.1 }],
  ['Tahini', 'tahini|sesame paste|tahina', { ml: 0.96 }],
  ['Vinegar', 'vinegar|white vinegar|distilled vinegar|white wine vinegar|red wine vinegar|malt vinegar|vinegar distilled', { ml: 1.01 }],
  ['Apple cider vinegar', 'apple cider vinegar|cider vinegar|acv|vinegar cider', { ml: 1.01, family: 'vinegar' }],
  ['Balsamic vinegar', 'balsamic|balsamic vinegar|vinegar balsamic|balsamic glaze', { ml: 1.06, family: 'vinegar' }],
  ['Rice vinegar', 'rice vinegar|rice wine vinegar|seasoned rice vinegar', { ml: 1.01, family: 'vinegar' }],
  ['Chicken broth', 'chicken broth|chicken stock|chicken bouillon|chicken bone broth|broth chicken|soup chicken broth|chicken stock cube|stock chicken', { ml: 1 }],
  ['Beef broth', 'beef broth|beef stock|beef bouillon|beef bone broth|broth beef|soup beef broth|stock beef', { ml: 1 }],
  ['Vegetable broth', 'vegetable broth|vegetable stock|veggie broth|veg stock|broth vegetable|soup vegetable broth|stock vegetable', { ml: 1 }],
  ['Broth', 'broth|stock|bouillon|bouillon cube|stock cube|bone broth', { ml: 1 }],
  ['Gravy', 'gravy|gravy mix|brown gravy'],
  ['Canned soup', 'soup|canned soup|condensed soup|cream of mushroom soup|cream of chicken soup|tomato soup|chicken noodle soup'],
  ['Relish', 'relish|sweet relish|pickle relish'],
  ['Miso', 'miso|miso paste|white miso|red miso', { ml: 1.15 }],
  ['Gochujang', 'gochujang|korean chili paste', { ml: 1.2 }],
  ['Harissa', 'harissa|harissa paste'],
  ['Chili crisp', 'chili crisp|chili oil|chilli oil|chile crisp|chili crunch|lao gan ma', { ml: 0.95 }],
];

const LEGUMES_NUTS: Row[] = [
  ['Black beans', 'black bean|canned black bean|turtle bean|bean black|beans black', { ml: 0.72, family: 'bean' }],
  ['Kidney beans', 'kidney bean|red kidney bean|bean kidney|beans kidney', { ml: 0.72, family: 'bean' }],
  ['Pinto beans', 'pinto bean|bean pinto|beans pinto', { ml: 0.72, family: 'bean' }],
  ['Cannellini beans', 'cannellini|cannellini bean|white bean|navy bean|great northern bean|haricot bean|butter bean|lima bean|bean white|beans navy|beans great northern', { ml: 0.72, family: 'bean' }],
  ['Chickpeas', 'chickpea|garbanzo|garbanzo bean|chick pea|ceci|chickpeas garbanzo beans bengal gram', { ml: 0.72 }],
  ['Refried beans', 'refried bean|refried', { ml: 1.05, family: 'bean' }],
  ['Baked beans', 'baked bean|pork and bean|beans baked', { ml: 1.05, family: 'bean' }],
  ['Beans', 'bean|canned bean|dry bean|mixed bean', { ml: 0.72 }],
  ['Lentils', 'lentil|red lentil|green lentil|brown lentil|puy lentil|black lentil|masoor dal|dal|dhal', { ml: 0.8 }],
  ['Split peas', 'split pea|yellow split pea|green split pea', { ml: 0.8 }],
  ['Edamame', 'edamame|soybean|soy bean', { ml: 0.63 }],
  ['Hummus', 'hummus|houmous|humus|hummous', { ml: 1.02 }],
  ['Peanut butter', 'peanut butter|creamy peanut butter|crunchy peanut butter|smooth peanut butter|natural peanut butter|peanut butter smooth style|pb', { ml: 1.09 }],
  ['Peanuts', 'peanut|roasted peanut|salted peanut|groundnut|peanuts all types', { ml: 0.6 }],
  ['Almonds', 'almond|whole almond|sliced almond|slivered almond|raw almond|roasted almond|nuts almonds', { ml: 0.6 }],
  ['Almond butter', 'almond butter|nut butter almond', { ml: 1.07 }],
  ['Walnuts', 'walnut|walnut half|english walnut|nuts walnuts', { ml: 0.42 }],
  ['Pecans', 'pecan|pecan half|nuts pecans', { ml: 0.45 }],
  ['Cashews', 'cashew|cashew nut|nuts cashew', { ml: 0.58 }],
  ['Pistachios', 'pistachio|nuts pistachio', { ml: 0.52 }],
  ['Hazelnuts', 'hazelnut|filbert|nuts hazelnuts', { ml: 0.57 }],
  ['Macadamia nuts', 'macadamia|macadamia nut'],
  ['Pine nuts', 'pine nut|pignoli|pinon', { ml: 0.57 }],
  ['Mixed nuts', 'mixed nut|nut mix|trail mix|nut', { ml: 0.57 }],
  ['Sunflower seeds', 'sunflower seed|sunflower kernel', { ml: 0.59 }],
  ['Pumpkin seeds', 'pumpkin seed|pepita', { ml: 0.55 }],
  ['Chia seeds', 'chia|chia seed', { ml: 0.69 }],
  ['Flaxseed', 'flax|flaxseed|flax seed|linseed|ground flaxseed|flaxseed meal', { ml: 0.6 }],
  ['Sesame seeds', 'sesame|sesame seed|toasted sesame seed|white sesame seed', { ml: 0.6 }],
  ['Hemp seeds', 'hemp seed|hemp heart'],
];

const BEVERAGES: Row[] = [
  ['Coffee', 'coffee|ground coffee|coffee bean|whole bean coffee|instant coffee|espresso|coffee ground|coffee pod|keurig cup|decaf coffee|cold brew', { ml: 0.38 }],
  ['Tea', 'tea|tea bag|black tea|green tea|herbal tea|chamomile tea|earl grey|english breakfast tea|loose leaf tea|matcha|peppermint tea|rooibos|chai', { key: 'tea', each: 1, g: 2 }],
  ['Sparkling water', 'sparkling water|seltzer|seltzer water|soda water|club soda|carbonated water|mineral water|sparkling mineral water|lacroix|water carbonated', { ml: 1 }],
  ['Water', 'water|bottled water|spring water|still water|drinking water|tap water|beverage water', { ml: 1 }],
  ['Soda', 'soda|soft drink|cola|coke|pepsi|sprite|ginger ale|root beer|diet soda|pop|lemonade', { ml: 1.04 }],
  ['Juice', 'juice|fruit juice|cranberry juice|grape juice|pineapple juice|tomato juice|vegetable juice|juice blend', { ml: 1.05 }],
  ['Beer', 'beer|lager|ale|ipa|stout|pilsner', { ml: 1.01 }],
  ['Wine', 'wine|red wine|white wine|rose|rose wine|cooking wine|dry white wine|dry red wine|sherry|marsala|port|prosecco|champagne', { ml: 0.99 }],
  ['Spirits', 'vodka|rum|whiskey|whisky|bourbon|gin|tequila|brandy|liqueur'],
  ['Kombucha', 'kombucha'],
  ['Sports drink', 'sports drink|gatorade|powerade|electrolyte drink'],
  ['Energy drink', 'energy drink|red bull|monster'],
  ['Protein powder', 'protein powder|whey protein|whey|protein shake', { ml: 0.4 }],
];

const SNACKS_MEALS: Row[] = [
  ['Tortilla chips', 'tortilla chip|corn chip|nacho chip|tortilla chips|snacks tortilla chips|dorito', { ml: 0.1 }],
  ['Potato chips', 'potato chip|chip|crisp|potato crisp|kettle chip|snacks potato chips|pringle', { ml: 0.1 }],
  ['Pretzels', 'pretzel|pretzel stick|pretzel twist'],
  ['Popcorn', 'popcorn|microwave popcorn|popped corn|snacks popcorn'],
  ['Granola bars', 'granola bar|cereal bar|protein bar|snack bar|energy bar|muesli bar|snacks granola bars|nut bar', { each: 1, g: 28 }],
  ['Rice cakes', 'rice cake|puffed rice cake', { each: 1, g: 9 }],
  ['Dried fruit', 'dried fruit|dried apricot|prune|dried mango|dried fig|dried apple|trail fruit', { ml: 0.6 }],
  ['Frozen pizza', 'frozen pizza|pizza|cheese pizza|pepperoni pizza|pizza frozen', { each: 0.5, g: 400 }],
  ['Frozen meals', 'frozen meal|frozen dinner|tv dinner|microwave meal|ready meal|frozen entree|frozen burrito|frozen lasagna'],
  ['Frozen french fries', 'french fry|fries|frozen fries|frozen french fry|frozen chip|oven chip|chunky chip|hash brown|tater tot|potato wedge|potatoes french fried frozen'],
  ['Chicken nuggets', 'chicken nugget|nugget|chicken tender frozen|breaded chicken|chicken strip frozen', { family: 'chicken' }],
  ['Dumplings', 'dumpling|potsticker|gyoza|wonton|pierogi|pierogies'],
  ['Savoury pastries', 'sausage roll|pork pie|steak pie|chicken pie|scotch egg|pasty|cornish pasty|empanada|samosa'],
  ['Macaroni and cheese', 'mac and cheese|macaroni and cheese|mac n cheese|boxed mac and cheese|kraft dinner', { key: 'macaroni-and-cheese' }],
  ['Leftovers', 'leftover|leftovers'],
];

const SECTIONS: readonly (readonly [FoodGroup, readonly Row[]])[] = [
  [G.fruits, FRUITS],
  [G.vegetables, VEGETABLES],
  [G.spices, HERBS_SPICES],
  [G.dairy, DAIRY_EGGS],
  [G.beverages, PLANT_MILKS],
  [G.poultry, POULTRY],
  [G.beef, BEEF_PORK_LAMB],
  [G.seafood, SEAFOOD],
  [G.grains, GRAINS],
  [G.baked, BAKED],
  [G.sweets, SWEETS],
  [G.fats, FATS_OILS],
  [G.soups, CONDIMENTS_SAUCES],
  [G.legumes, LEGUMES_NUTS],
  [G.beverages, BEVERAGES],
  [G.snacks, SNACKS_MEALS],
];

// Sections hold foods of one group, with these exceptions, where the USDA files them elsewhere.
const CATEGORY_OVERRIDES: Readonly<Record<string, FoodGroup>> = {
  Pork: G.pork, 'Pork chops': G.pork, 'Ground pork': G.pork, Bacon: G.pork, Ham: G.pork,
  Sausages: G.sausages, 'Hot dogs': G.sausages, Pepperoni: G.sausages, 'Deli turkey': G.sausages,
  'Chicken sausage': G.sausages, Lamb: G.lamb, Veal: G.lamb, Venison: G.lamb,
  Tofu: G.legumes, Tempeh: G.legumes, 'Coconut milk': G.nuts, 'Almond milk': G.beverages,
  Coconut: G.nuts, 'Peanut butter': G.legumes, Peanuts: G.legumes, Almonds: G.nuts, 'Almond butter': G.nuts,
  Walnuts: G.nuts, Pecans: G.nuts, Cashews: G.nuts, Pistachios: G.nuts, Hazelnuts: G.nuts,
  'Macadamia nuts': G.nuts, 'Pine nuts': G.nuts, 'Mixed nuts': G.nuts, 'Sunflower seeds': G.nuts,
  'Pumpkin seeds': G.nuts, 'Chia seeds': G.nuts, Flaxseed: G.nuts, 'Sesame seeds': G.nuts, 'Hemp seeds': G.nuts,
  'Almond flour': G.nuts, Tahini: G.nuts, 'Breakfast cereal': G.cereals, 'Rolled oats': G.cereals,
  'Baking soda': G.baked, 'Baking powder': G.baked, Yeast: G.baked, Mayonnaise: G.fats,
  'Salad dressing': G.fats, Ketchup: G.vegetables, Mustard: G.spices, 'Soy sauce': G.legumes,
  Vinegar: G.beverages, 'Apple cider vinegar': G.beverages, 'Balsamic vinegar': G.beverages, 'Rice vinegar': G.beverages,
  Miso: G.legumes, Hummus: G.legumes, 'Frozen pizza': G.meals, 'Frozen meals': G.meals,
  'Frozen french fries': G.vegetables, 'Chicken nuggets': G.poultry, Dumplings: G.meals,
  'Macaroni and cheese': G.meals, 'Savoury pastries': G.meals, Leftovers: G.meals, 'Dried fruit': G.fruits, 'Protein powder': G.beverages,
  'Popcorn kernels': G.snacks, Cookies: G.baked, Gelatin: G.sweets, 'Pudding mix': G.sweets,
  'Canned tuna': G.seafood, 'Tuna steak': G.seafood, Ghee: G.dairy, 'Frozen yogurt': G.dairy,
  'Mixed salad greens': G.vegetables, 'Coriander seeds': G.spices,
};

/** The kebab-case key of a food's name: 'Chicken breast' → 'chicken-breast'. */
export type KeyOf = (name: string) => string;

/** Builds the catalog; `keyOf` is the same normalisation resolveFood applies to input. */
export function buildCatalog(keyOf: KeyOf): readonly CatalogFood[] {
  return SECTIONS.flatMap(([group, rows]) =>
    rows.map(([name, aliases, options = {}]): CatalogFood => {
      const key = options.key ?? keyOf(name);
      return {
        key,
        name,
        category: CATEGORY_OVERRIDES[name] ?? group,
        aliases: [name, ...aliases.split('|').filter((alias) => alias !== '')],
        searchTerms: options.terms ?? [name.toLowerCase()],
        pieceStep: options.each ?? null,
        density: options.ml ?? null,
        pieceGrams: options.g ?? null,
        family: options.family ?? null,
      };
    }),
  );
}
