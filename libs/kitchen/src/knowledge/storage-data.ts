/**
 * How long foods keep, by place (pantry, fridge, freezer) and, where it differs, once opened, cooked
 * or thawed. The figures are public food-safety facts; each row cites where they come from (the tags
 * of STORAGE_SOURCES below). The wording and the selection are written for Sous. Freezer times are
 * for quality: frozen at 0 °F (-18 °C) food stays safe indefinitely.
 *
 * One line per food: `names | storage | freezing | source`.
 * - names: the display name first, then aliases (comma separated). Plurals are matched by the lookup.
 *   A name belongs to one row only; canned, dried and frozen products are rows of their own
 *   ("canned corn", "dried apricots", "frozen peas").
 * - storage: `place=range` tokens, place one of pantry/fridge/freezer, optionally prefixed by a state:
 *   `opened.` (a jar, can or pack once opened), `cooked.` (cooked or leftover) or `thawed.` (frozen,
 *   then thawed in the fridge; see lifeOf in storage.ts for the rule when a row has no thawed time).
 *   Range in h(ours), d(ays), w(eeks), m(onths) or y(ears), min-max or a single value.
 * - freezing: a key of FREEZING_ADVICE (freezing.ts).
 * - source: one or more tags of STORAGE_SOURCES (space separated), the main one first. A row whose
 *   figures come from two sources (say FoodKeeper's fridge time and an extension chart's counter
 *   time) cites both.
 * A compact text table keeps 600+ foods readable and reviewable in one screen per category.
 */

export interface StorageSource {
  title: string;
  publisher: string;
  url: string;
}

/** The sources the storage table cites, by the tag its rows use. */
export const STORAGE_SOURCES = {
  fk: {
    title: 'FoodKeeper (storage times by food, place and state)',
    publisher: 'USDA Food Safety and Inspection Service, with Cornell University and the Food Marketing Institute',
    url: 'https://www.foodsafety.gov/keep-food-safe/foodkeeper-app',
  },
  'fda-chart': {
    title: 'Refrigerator & Freezer Storage Chart',
    publisher: 'U.S. Food and Drug Administration',
    url: 'https://www.fda.gov/media/74435/download',
  },
  'fsis-leftovers': {
    title: 'Leftovers and Food Safety',
    publisher: 'USDA Food Safety and Inspection Service',
    url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/leftovers-and-food-safety',
  },
  'fsis-freezing': {
    title: 'Freezing and Food Safety',
    publisher: 'USDA Food Safety and Inspection Service',
    url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/freezing-and-food-safety',
  },
  'fsis-thaw': {
    title: 'The Big Thaw — Safe Defrosting Methods',
    publisher: 'USDA Food Safety and Inspection Service',
    url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/big-thaw-safe-defrosting-methods',
  },
  'fsis-shelf-stable': {
    title: 'Shelf-Stable Food Safety (canned goods: high-acid 12 to 18 months, low-acid 2 to 5 years; once opened 5 to 7 and 3 to 4 days)',
    publisher: 'USDA Food Safety and Inspection Service',
    url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/shelf-stable-food-safety',
  },
  fsis: {
    title: 'Food safety fact sheets by food (ham, bacon, hot dogs, sausages, eggs, poultry)',
    publisher: 'USDA Food Safety and Inspection Service',
    url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation',
  },
  'cdc-breastmilk': {
    title: 'Proper Storage and Preparation of Breast Milk',
    publisher: 'U.S. Centers for Disease Control and Prevention',
    url: 'https://www.cdc.gov/breastfeeding/recommendations/handling_breastmilk.htm',
  },
  ext: {
    title: 'University Cooperative Extension food storage charts (pantry and counter times, produce), e.g. "Food Storage Charts" ACES-2243',
    publisher: 'Alabama Cooperative Extension System (Alabama A&M and Auburn Universities) and other land-grant extension services',
    url: 'https://www.aces.edu/pubs/docs/A/ACES-2243/',
  },
} as const satisfies Readonly<Record<string, StorageSource>>;

export type StorageSourceTag = keyof typeof STORAGE_SOURCES;

export const STORAGE_TABLE = `
# dairy
milk, whole milk, skim milk, 2% milk, semi-skimmed milk, low fat milk, cow's milk | fridge=7d freezer=3m | dairy-liquid | fk
lactose-free milk, lactose free milk | fridge=7d | dairy-liquid | fk
chocolate milk, flavored milk, flavoured milk, strawberry milk | fridge=7d freezer=3m | dairy-liquid | fk
goat milk, goat's milk | fridge=7d freezer=3m | dairy-liquid | fk
shelf-stable milk, uht milk, long-life milk, ultra-pasteurized milk, boxed milk | pantry=6-12m opened.fridge=5-7d | dairy-liquid | fk
buttermilk | fridge=1-2w freezer=3m | dairy-liquid | fk
heavy cream, whipping cream, double cream, cream | fridge=7-10d freezer=3-4m | dairy-liquid | fk
half and half, half-and-half, single cream, light cream | fridge=7-10d opened.fridge=3-4d freezer=4m | dairy-liquid | fk
ultra-pasteurized cream, uht cream | fridge=1m opened.fridge=1w | dairy-liquid | fk
homemade whipped cream, sweetened whipped cream, chantilly cream | fridge=1d freezer=1-2m | good | fk
whipped cream, canned whipped cream, aerosol whipped cream | fridge=3-4w | no-sour-cream | fk
whipped topping, cool whip, non-dairy whipped topping | fridge=2w freezer=14m | good | fk
aerosol whipped topping, canned whipped topping | fridge=3m | no-sour-cream | fk
coffee creamer, liquid coffee creamer, liquid creamer | fridge=3w | dairy-liquid | fk
powdered creamer, powdered coffee creamer, coffee whitener, non-dairy creamer | pantry=2y opened.pantry=2-3m | not-needed | fk
eggnog | fridge=3-5d freezer=6m | dairy-liquid | fk
sour cream | fridge=1-3w | no-sour-cream | fk
sour cream dip, french onion dip, ranch dip, veggie dip | fridge=2w | no-sour-cream | fk
creme fraiche, crème fraîche | fridge=1-2w | no-sour-cream | ext
yogurt, yoghurt, plain yogurt, greek yogurt | fridge=1-2w freezer=1-2m | yogurt | fk
flavored yogurt, fruit yogurt, vanilla yogurt, skyr, yogurt cups | fridge=1-2w freezer=1-2m | yogurt | fk
kefir | fridge=1w | dairy-liquid | fk
butter, salted butter, unsalted butter | pantry=1-2d fridge=1-3m freezer=6-9m | good | fk ext
margarine | fridge=4-5m freezer=6-12m | good | fk
ghee, clarified butter | pantry=3m fridge=6m | not-needed | ext
cheddar, cheese, cheddar cheese, hard cheese, gouda, colby, monterey jack, jack cheese | fridge=6m opened.fridge=3-4w freezer=6m | cheese-hard | fk
parmesan, parmigiano reggiano, parmesan cheese, pecorino, grana padano | fridge=12m opened.fridge=6w freezer=6m | cheese-hard | fk
grated parmesan, shaker parmesan | pantry=10m opened.fridge=2m | cheese-hard | ext
swiss cheese, emmental, gruyere, gruyère | fridge=6m opened.fridge=3-4w freezer=6m | cheese-hard | fk
provolone, edam, manchego, asiago, romano, aged cheese | fridge=6m opened.fridge=3-4w freezer=6m | cheese-hard | fk
shredded cheese, grated cheese, shredded cheddar, shredded mozzarella | fridge=1m freezer=3-4m | cheese-hard | fk
mozzarella, fresh mozzarella, burrata | fridge=1w freezer=3m | cheese-soft | ext
feta, feta cheese | fridge=1m opened.fridge=1w freezer=3m | cheese-soft | ext
goat cheese, chevre, chèvre | fridge=1-2w freezer=3m | cheese-soft | fk
brie, camembert, soft cheese | fridge=1-2w freezer=6m | cheese-soft | fk
havarti, fontina, muenster, bel paese, semi-soft cheese | fridge=1-2w freezer=6m | cheese-soft | fk
blue cheese, gorgonzola, roquefort | fridge=3-4w freezer=6m | cheese-soft | ext
cream cheese, philadelphia, neufchatel | fridge=2w | no-cream-cheese | fk
cream cheese spread, whipped cream cheese, flavored cream cheese | fridge=2w | no-cream-cheese | fk
cottage cheese | fridge=1w | no-cream-cheese | fk
ricotta, ricotta cheese | fridge=1w freezer=3m | cheese-soft | fk ext
mascarpone | fridge=1w | no-cream-cheese | ext
quark, farmer cheese, farmer's cheese | fridge=7-10d | no-cream-cheese | fk
cheese curds | fridge=2w freezer=4m | cheese-soft | fk
halloumi, paneer | fridge=2w opened.fridge=1w freezer=3m | cheese-hard | ext
american cheese, processed cheese, cheese slices | fridge=1-2m freezer=6m | cheese-hard | ext
string cheese, cheese sticks | fridge=2m freezer=6m | cheese-hard | ext
vegan cheese, dairy-free cheese, plant-based cheese | fridge=4m opened.fridge=3-7d | cheese-hard | fk
nacho cheese, cheese sauce, jarred cheese sauce, queso | pantry=2y opened.fridge=2w freezer=3m | sauce-thickened | fk
evaporated milk | pantry=1y opened.fridge=4-5d | canned | fk
condensed milk, sweetened condensed milk | pantry=1y opened.fridge=5d | canned | fk
powdered milk, dry milk, milk powder | pantry=1y opened.pantry=3m | not-needed | fk
ice cream, gelato | freezer=2-4m | good | fda-chart
sherbet, sorbet | freezer=9m | good | fk
ice pops, popsicles, ice lollies, freezer pops | freezer=9m | good | fk
frozen yogurt | freezer=2-4m | good | fda-chart
oat milk, almond milk, soy milk, plant milk, rice milk, coconut milk beverage | pantry=3m opened.fridge=7-10d freezer=1m | dairy-liquid | fk ext
refrigerated oat milk, refrigerated almond milk, refrigerated soy milk, fresh plant milk | opened.fridge=7-10d | dairy-liquid | fk
coconut milk, canned coconut milk | pantry=1y opened.fridge=4-6d freezer=2m | dairy-liquid | fk
coconut cream, canned coconut cream | pantry=1y opened.fridge=4d freezer=3m | dairy-liquid | fk
pudding, custard | fridge=2-4d | no-sour-cream | fk
breast milk | pantry=4h fridge=4d freezer=6m | dairy-liquid | cdc-breastmilk
# eggs
egg, eggs, raw egg, fresh egg, eggs in shell | fridge=3-5w | eggs-raw | fk
hard-boiled egg, hard boiled egg, boiled egg | fridge=1w | no-boiled-egg | fk
egg whites, raw egg whites | fridge=2-4d freezer=12m | good | fk
egg yolks, raw egg yolks | fridge=2-4d freezer=12m | good | fk
liquid egg, egg substitute, carton eggs | fridge=10d opened.fridge=3d freezer=12m | good | fk
frozen egg substitute, frozen liquid eggs | freezer=12m thawed.fridge=3-4d | good | fk
scrambled eggs, omelet, omelette, cooked eggs, egg dish, egg casserole | fridge=3-4d freezer=2-3m | cooked | fk
quiche, frittata | fridge=3-4d freezer=2-3m | good | fk
deviled eggs | fridge=2-3d | no-boiled-egg | ext
# poultry
chicken, raw chicken, chicken breast, chicken breasts, chicken thighs, chicken drumsticks, chicken wings, chicken pieces, chicken legs, chicken tenderloins, boneless chicken, chicken cutlets | fridge=1-2d freezer=9m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk fsis-freezing
whole chicken, roasting chicken, fryer chicken, capon | fridge=1-2d freezer=12m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk fsis-freezing
cornish hen, cornish hens, cornish game hen, poussin | fridge=1-2d freezer=12m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk
ground chicken, minced chicken | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
turkey, raw turkey, turkey breast, whole turkey | fridge=1-2d freezer=12m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk
turkey legs, turkey thighs, turkey drumsticks, turkey wings, turkey parts, turkey cutlets | fridge=1-2d freezer=9m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk
ground turkey, minced turkey | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
duck, duck breast, duckling, whole duck | fridge=1-2d freezer=6m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk
goose | fridge=1-2d freezer=6m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk
quail, pheasant, game birds | fridge=1-2d freezer=6m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat | fk
stuffed chicken breasts, stuffed chicken, chicken kiev, chicken cordon bleu | fridge=1-2d freezer=9m | raw-meat | fk
chicken kabobs, chicken kebabs, chicken skewers, meat kabobs, raw kabobs | fridge=1-2d freezer=3-4m | raw-meat | fk
rotisserie chicken, roast chicken | fridge=3-4d freezer=2-4m | cooked | fk
chicken nuggets, chicken tenders, breaded chicken, chicken patties | fridge=1-2d freezer=1-3m thawed.fridge=1-2d cooked.fridge=3-4d | cooked | fk
fried chicken | fridge=3-4d freezer=4m | cooked | fk
chicken in gravy, turkey in gravy, poultry in broth | fridge=3-4d freezer=1-2m | cooked | fk
giblets | fridge=1-2d freezer=3-4m | raw-meat | fk
turkey bacon | fridge=2w opened.fridge=1w freezer=2-4m | raw-meat | fk
canned chicken, tinned chicken | pantry=2-5y opened.fridge=3-4d | canned | fk fsis-shelf-stable
# meat
beef, steak, steaks, beef steak, sirloin, ribeye, rib eye, t-bone, filet mignon, flank steak, skirt steak, strip steak, porterhouse, hanger steak | fridge=3-5d freezer=6-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
roast, beef roast, pot roast, brisket, chuck roast | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
prime rib, rib roast, standing rib roast | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
beef tenderloin, whole tenderloin, chateaubriand | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
round roast, rump roast, top round, bottom round, eye of round, topside, silverside | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
oxtail, beef shank, shin of beef, beef cheeks | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
ground beef, minced beef, mince, hamburger meat, ground meat, beef mince, lean ground beef | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk fsis-freezing
hamburger patties, burger patties, burgers | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart
stew meat, beef stew meat, beef cubes | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart
bison, buffalo meat, bison steak | fridge=3-5d freezer=6-9m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
ground bison, bison burger | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
pork, pork chops, pork loin, pork tenderloin, pork roast, pork shoulder | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
pork butt, boston butt, picnic shoulder, pork shoulder roast | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
pork belly, pork belly slices | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
pork cubes, pork medallions, pork loin cubes, pork stir-fry strips | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
stuffed pork chops | fridge=1-2d freezer=9m | raw-meat | fk
ground pork, minced pork | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
ribs, pork ribs, spare ribs, baby back ribs, short ribs | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
fresh ham, uncooked ham, raw ham, uncured fresh ham | fridge=3-5d freezer=6m cooked.fridge=3-4d cooked.freezer=3-4m | raw-meat | fk
lamb, lamb chops, leg of lamb, lamb shoulder, mutton | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
lamb shanks, rack of lamb, lamb cubes, lamb stew meat, lamb loin | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
ground lamb, minced lamb | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
veal, veal chops, veal cutlets, veal roast, osso buco | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fda-chart fk
ground veal, minced veal | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
goat, goat meat, goat chops, goat stew meat | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
ground goat | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat | fk
venison, game meat, deer meat | fridge=3-5d freezer=8-12m cooked.fridge=3-4d | raw-meat | fk ext
rabbit | fridge=1-2d freezer=9m cooked.fridge=3-4d | raw-meat | fk
liver, chicken livers, beef liver, organ meat | fridge=1-2d freezer=3-4m | raw-meat | fk
tongue, beef tongue, tripe, kidneys, heart, sweetbreads, chitterlings, variety meats | fridge=1-2d freezer=3-4m | raw-meat | fk
bacon | fridge=1w opened.fridge=1w freezer=1m cooked.fridge=4-5d | raw-meat | fk
uncured bacon | fridge=4-7d freezer=3-4w cooked.fridge=4-5d | raw-meat | fk
canadian bacon, back bacon, peameal bacon | fridge=10-14d freezer=2m | good | fk
bacon bits, imitation bacon bits | pantry=1y | not-needed | fk
pancetta, guanciale | fridge=3w opened.fridge=1w freezer=1m | raw-meat | ext
sausage, sausages, raw sausage, fresh sausage, bratwurst, italian sausage, breakfast sausage | fridge=1-2d freezer=1-2m cooked.fridge=3-4d cooked.freezer=1-2m | raw-meat | fk
sausage patties, breakfast patties, bulk sausage, sausage meat | fridge=1-2d freezer=1-2m cooked.fridge=3-4d | raw-meat | fk
chicken sausage, turkey sausage | fridge=1-2d freezer=1-2m cooked.fridge=3-4d | raw-meat | fk
fresh chorizo, mexican chorizo | fridge=1-2d freezer=1-2m cooked.fridge=3-4d | raw-meat | fk
smoked bratwurst, precooked bratwurst | fridge=5-7d freezer=2-3m thawed.fridge=3-4d | raw-meat | fk
frozen sausages, frozen sausage links | freezer=1-2m thawed.fridge=3-4d | raw-meat | fk
smoked sausage, kielbasa, andouille | fridge=2w opened.fridge=1w freezer=1-2m thawed.fridge=3-4d | raw-meat | fsis fk
hot dogs, hot dog, frankfurters, wieners | fridge=2w opened.fridge=1w freezer=1-2m thawed.fridge=3-4d | raw-meat | fda-chart fk
chorizo, dry chorizo | pantry=6w fridge=6m opened.fridge=3w | raw-meat | ext
pepperoni, salami, dry sausage, hard salami | pantry=6w fridge=6m opened.fridge=3w freezer=1-2m | raw-meat | fsis
sliced pepperoni, sliced salami | fridge=2-3w freezer=1-2m | raw-meat | fk
summer sausage | fridge=3m opened.fridge=3w freezer=1-2m | raw-meat | fda-chart
ham, cooked ham, baked ham | fridge=1w freezer=1-2m | cooked | fk
sliced ham, ham slices | fridge=3-5d freezer=1-2m | cooked | fk
spiral ham, spiral-cut ham, half ham | fridge=3-4d freezer=1-2m | cooked | fk
vacuum-packed ham, boneless ham | fridge=2w opened.fridge=3-5d freezer=1-2m | cooked | fk fda-chart
canned ham | pantry=2y opened.fridge=3-4d | canned | fsis
prosciutto, cured ham, serrano ham | fridge=2-3m opened.fridge=2-3w freezer=1m | raw-meat | fk
deli meat, lunch meat, cold cuts, luncheon meat, sliced turkey, deli turkey, roast beef slices, bologna, deli ham, deli chicken, pastrami, mortadella | fridge=2w opened.fridge=3-5d freezer=1-2m | cooked | fk fda-chart
store-sliced deli meat, deli counter meat, freshly sliced deli meat | fridge=3-5d freezer=1-2m | cooked | fk
corned beef | fridge=5-7d freezer=1m cooked.fridge=3-4d | raw-meat | fk
canned meat, canned corned beef, spam, luncheon meat can, vienna sausages, corned beef hash | pantry=2-5y opened.fridge=3-4d | canned | fk fsis-shelf-stable
jerky, beef jerky | pantry=1y opened.pantry=1-2m | not-needed | fk ext
homemade jerky | pantry=1-2m fridge=1-2m | not-needed | fk
pork rinds, chicharrones | pantry=4m | not-needed | fk
meatballs | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | cooked | fda-chart
pate, pâté, liver pate | fridge=1-2d freezer=1-2m | cooked | fk
# fish and seafood
fish, white fish, lean fish, cod, haddock, tilapia, pollock, sole, halibut, flounder, sea bass, snapper | fridge=1-2d freezer=6-8m cooked.fridge=3-4d cooked.freezer=4-6m | raw-fish | fk fda-chart
perch, ocean perch, rockfish, sea trout, whiting, hake | fridge=1-2d freezer=4-8m cooked.fridge=3-4d cooked.freezer=4-6m | raw-fish | fk
salmon, salmon fillet, salmon fillets, trout, mackerel, tuna steak, fresh tuna, sardines, fatty fish, bluefish | fridge=1-2d freezer=2-3m cooked.fridge=3-4d cooked.freezer=4-6m | raw-fish | fk fda-chart
swordfish, mullet, fresh herring, fresh anchovies, arctic char | fridge=1-2d freezer=2-3m cooked.fridge=3-4d cooked.freezer=4-6m | raw-fish | fk
catfish | fridge=1-2d freezer=6-8m cooked.fridge=3-4d | raw-fish | fk
whole fish, gutted fish | fridge=1-2d freezer=6-8m cooked.fridge=3-4d | raw-fish | fk
frozen fish, frozen fish fillets, frozen salmon, frozen cod | freezer=6m thawed.fridge=1-2d cooked.fridge=3-4d | raw-fish | fk fsis-thaw
smoked salmon, lox, smoked fish, cold-smoked salmon | fridge=2w opened.fridge=5-7d freezer=2m | raw-fish | fda-chart
hot-smoked fish, smoked trout, smoked mackerel, kippers | fridge=2w opened.fridge=5-7d freezer=2m | raw-fish | fda-chart
canned tuna, tuna, tinned tuna, canned salmon, canned fish | pantry=2-5y opened.fridge=3-4d freezer=2m | canned | fk fsis-shelf-stable
tuna pouch, tuna packet | pantry=18m opened.fridge=3-4d | canned | fk
canned sardines, tinned sardines, sardines in oil, canned mackerel | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable
canned clams, canned oysters, canned crab, canned shrimp, canned seafood | pantry=2-5y opened.fridge=1-2d | canned | fsis-shelf-stable fk
anchovies, anchovy fillets | pantry=1y opened.fridge=2m | canned | ext
shrimp, prawns, raw shrimp | fridge=1-2d freezer=3-6m cooked.fridge=3-4d cooked.freezer=3m | raw-fish | fda-chart
frozen shrimp, frozen prawns | freezer=12-18m thawed.fridge=1-2d cooked.fridge=3-4d | raw-fish | fk fsis-thaw
crayfish, crawfish | fridge=1-2d freezer=3-6m cooked.fridge=3-4d | raw-fish | fda-chart
scallops | fridge=1-2d freezer=3-6m cooked.fridge=3-4d | raw-fish | fda-chart
crab, crab meat, crabmeat | fridge=2-4d freezer=10m cooked.fridge=3-5d | raw-fish | fk
crab legs, king crab legs, snow crab legs, dungeness crab | fridge=2-4d freezer=9-12m cooked.fridge=3-4d | raw-fish | fk
pasteurized crab meat, refrigerated crab meat | fridge=10-12m opened.fridge=3-5d freezer=4-10m | good | fk
lobster, lobster tails | fridge=1-2d freezer=2-3m cooked.fridge=2-4d | raw-fish | fda-chart
frozen lobster tails | freezer=8m thawed.fridge=1-2d cooked.fridge=2-4d | raw-fish | fk fsis-thaw
clams, mussels, oysters, live shellfish | fridge=1-2d freezer=2-3m cooked.fridge=3-4d | shellfish-live | fda-chart
shucked oysters, shucked clams, shucked mussels | fridge=3-10d freezer=3-4m cooked.fridge=3-4d | raw-fish | fk
squid, calamari, octopus | fridge=1-2d freezer=3-6m cooked.fridge=3-4d | raw-fish | fda-chart
surimi, imitation crab | fridge=2w opened.fridge=3d freezer=9m | raw-fish | fk
fish sticks, fish fingers, breaded fish, frozen breaded fish | freezer=18m cooked.fridge=3-4d | good | fk
cooked shellfish, cooked crab, cooked mussels, cooked clams | fridge=3-4d freezer=1-3m | cooked | fk
crab cakes, fish cakes, salmon patties | fridge=3-4d freezer=1-3m | cooked | fk
sushi, sashimi, poke | fridge=1d | no-raw-fish-dish | ext
# vegetables
artichokes, artichoke | fridge=1w | blanch | fk
arugula, rocket | fridge=3-5d | no-salad-leaves | fk
asparagus | fridge=3-4d freezer=8-12m cooked.fridge=3-5d | blanch | fk ext
avocado, avocados | pantry=3-4d fridge=3-4d | avocado | fk ext
bamboo shoots, fresh bamboo shoots | fridge=2w | blanch | fk
bean sprouts, sprouts, alfalfa sprouts, mung bean sprouts | fridge=2-3d | no-salad-leaves | ext
beets, beetroot | fridge=2-3w freezer=6-8m cooked.fridge=3-5d | blanch | fk ext
bell pepper, bell peppers, peppers, sweet pepper, red pepper, green pepper, capsicum, yellow pepper, orange pepper, mini sweet peppers | fridge=1-2w freezer=6-8m cooked.fridge=3-5d | freeze-raw-veg | fk
bok choy, pak choi, baby bok choy | fridge=3-5d freezer=10-12m | blanch | fk ext
broccoli | fridge=3-5d freezer=10-12m cooked.fridge=3-5d | blanch | fk
broccolini, broccoli rabe, rapini | fridge=3-5d freezer=10-12m | blanch | fk
brussels sprouts, brussel sprouts | fridge=3-5d freezer=10-12m cooked.fridge=3-5d | blanch | fk
cabbage, red cabbage, green cabbage, savoy cabbage | fridge=1-2w freezer=10-12m cooked.fridge=3-5d | blanch | fk
napa cabbage, chinese cabbage | fridge=1w | blanch | ext
carrots, carrot | fridge=3-4w freezer=10-12m cooked.fridge=3-5d | blanch | fk ext
baby carrots | fridge=3-4w freezer=10-12m | blanch | fk
cauliflower | fridge=1w freezer=10-12m cooked.fridge=3-5d | blanch | ext fk
romanesco | fridge=3-5d freezer=10-12m | blanch | fk
celery | fridge=1-2w freezer=10-12m | celery | fk
celeriac, celery root | fridge=1-2w | blanch | fk ext
chard, swiss chard, collard greens, collards, mustard greens, turnip greens, beet greens, dandelion greens | fridge=3-5d freezer=10-12m | blanch | fk
corn, corn on the cob, sweet corn, fresh corn | fridge=1-2d freezer=8m cooked.fridge=3-5d | blanch | fk
cucumber, cucumbers, english cucumber, persian cucumbers | fridge=1w | no-watery-veg | ext
daikon, mooli, white radish | fridge=10-14d | no-watery-veg | fk
eggplant, aubergine | fridge=3-4d freezer=6-8m | blanch | fk ext
edamame, fresh edamame | fridge=4-5d cooked.fridge=3-5d | blanch | fk
endive, belgian endive, escarole, frisee, chicory | fridge=3-5d | no-salad-leaves | fk
fava beans, broad beans, fresh lima beans, wax beans, yellow beans | fridge=3-5d freezer=8m cooked.fridge=3-5d | blanch | fk
fennel, fennel bulb | fridge=1w | blanch | ext
garlic, garlic bulb, garlic cloves | pantry=3-5m opened.pantry=10d fridge=1-2w freezer=1m | garlic | ext fk
peeled garlic, minced garlic | fridge=1w freezer=1m | garlic | ext
jarred garlic, jarred minced garlic, chopped garlic in a jar | pantry=8-12m | garlic | fk
ginger, fresh ginger, ginger root | pantry=1w fridge=3w freezer=6m | good | fk ext
green beans, string beans, snap beans, haricots verts | fridge=3-5d freezer=8m cooked.fridge=3-5d | blanch | fk
green onions, scallions, spring onions | fridge=1-2w freezer=2m | herbs | fk ext
jalapeños, jalapeno, chili peppers, chilies, chillies, hot peppers, serrano, poblano, habanero, anaheim peppers, thai chilies | fridge=1-2w freezer=6m | freeze-raw-veg | fk
shishito peppers, padron peppers | fridge=1w freezer=6m | freeze-raw-veg | fk
jicama | fridge=2-3w | no-watery-veg | fk
kale, baby kale, lacinato kale, tuscan kale, curly kale | fridge=3-5d freezer=10-12m | blanch | fk
kohlrabi | fridge=1w freezer=8-12m | blanch | fk
leeks, leek | fridge=1-2w freezer=10-12m | blanch | fk
lemongrass | fridge=1w freezer=6m | herbs | fk
lettuce, iceberg lettuce, head of lettuce, romaine, romaine lettuce | fridge=1-2w | no-salad-leaves | fk
butter lettuce, bibb lettuce, boston lettuce, little gem, leaf lettuce, red leaf lettuce | fridge=3-7d | no-salad-leaves | fk
salad greens, mixed greens, spring mix, salad leaves, bagged salad, bagged greens | fridge=3-5d opened.fridge=2d | no-salad-leaves | fk
mushrooms, mushroom, button mushrooms, cremini, portobello, shiitake, sliced mushrooms | fridge=3-7d freezer=10-12m cooked.fridge=3-5d | mushrooms | fk
oyster mushrooms, enoki, chanterelles, maitake, wild mushrooms, morels | fridge=3-7d freezer=10-12m cooked.fridge=3-5d | mushrooms | fk
okra | fridge=2-3d freezer=10-12m | blanch | fk
onions, onion, yellow onion, red onion, white onion, sweet onion, vidalia onion, pearl onions | pantry=2-3m fridge=2m opened.fridge=7-10d freezer=10-12m | onions | ext fk
shallots, shallot | pantry=1m | onions | ext
parsnips, parsnip | fridge=2w freezer=10-12m | blanch | fk
peas, green peas, fresh peas, garden peas | fridge=3-5d freezer=8m cooked.fridge=3-5d | blanch | fk
snow peas, sugar snap peas, snap peas, mangetout | fridge=3-5d freezer=8m | blanch | fk
potatoes, potato, russet potatoes, red potatoes, yukon gold potatoes, new potatoes, baby potatoes, fingerling potatoes | pantry=1-2m cooked.fridge=3-5d cooked.freezer=10-12m | potatoes | fk
sweet potatoes, sweet potato, yams | pantry=3-5w cooked.fridge=3-5d cooked.freezer=10-12m | potatoes | fk ext
taro, taro root | pantry=1w | potatoes | fk
cassava, yuca | pantry=1w fridge=3d freezer=1-2m | good | fk
mashed potatoes, mashed potato | fridge=3-5d freezer=10-12m | cooked | ext
radishes, radish | fridge=10-14d | no-watery-veg | fk
radicchio | fridge=2-3w | no-salad-leaves | fk
rutabaga, turnips, turnip | fridge=2w freezer=8-10m | blanch | fk
spinach, baby spinach, fresh spinach | fridge=3-7d freezer=10-12m cooked.fridge=3-5d | blanch | fk
squash, butternut squash, winter squash, acorn squash, pumpkin, delicata squash, kabocha, hubbard squash | pantry=1-3m freezer=10-12m cooked.fridge=3-5d cooked.freezer=10-12m | cooked-veg | fk
spaghetti squash | pantry=1-2m fridge=1-2w cooked.fridge=3-5d | cooked-veg | fk
cut squash, cut butternut squash, cut pumpkin, peeled squash | fridge=4-5d | cooked-veg | fk
zucchini, courgette, courgettes, summer squash, yellow squash, pattypan squash | fridge=4-5d freezer=10-12m cooked.fridge=3-5d | blanch | fk
tomatoes, tomato, cherry tomatoes, grape tomatoes, roma tomatoes, heirloom tomatoes, plum tomatoes | pantry=3-5d fridge=2-3d freezer=2m | tomatoes | ext fk
tomatillos | fridge=2w | freeze-raw-veg | ext
watercress | fridge=2-3d | no-salad-leaves | ext
horseradish root | fridge=3w | good | ext
marinated vegetables, homemade vegetables in oil | fridge=3-4d | no-watery-veg | fk
coleslaw | fridge=3-5d | no-salad-leaves | fk
salad, green salad, dressed salad | fridge=1d | no-salad-leaves | ext
# frozen vegetables
frozen vegetables, frozen mixed vegetables, mixed vegetables | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen peas | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen corn, frozen sweetcorn | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen broccoli | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen spinach | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen green beans | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen cauliflower, frozen cauliflower rice, riced cauliflower | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen carrots | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen stir-fry vegetables, stir fry vegetables | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen brussels sprouts | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen edamame | freezer=8m thawed.fridge=3-4d cooked.fridge=3-5d | good | ext fk
frozen chopped onions, frozen peppers and onions | freezer=8m thawed.fridge=3-4d | good | ext fk
frozen fries, french fries, hash browns, tater tots, frozen potatoes, potato wedges, onion rings | freezer=12m | good | fk
# canned and dried vegetables
canned corn, tinned corn, creamed corn | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fsis-shelf-stable fk
canned green beans | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fsis-shelf-stable fk
canned peas, tinned peas | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fsis-shelf-stable fk
canned carrots | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fsis-shelf-stable fk
canned potatoes | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable fk
canned spinach | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fsis-shelf-stable fk
canned mushrooms | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable fk
canned pumpkin, pumpkin puree, pumpkin purée | pantry=2-5y opened.fridge=3-4d freezer=2-3m | canned | fsis-shelf-stable fk
canned artichoke hearts, artichoke hearts | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable fk
hearts of palm, canned hearts of palm | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable fk
canned bamboo shoots | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable fk
water chestnuts | pantry=2y opened.fridge=3-4d | canned | fsis-shelf-stable fk
canned beets, tinned beetroot | pantry=2-5y opened.fridge=3-4d | canned | fsis-shelf-stable fk
pickled beets | pantry=1y opened.fridge=1-2m | no-watery-veg | fk
roasted red peppers, jarred roasted peppers | pantry=12-18m opened.fridge=4-6m | no-watery-veg | fsis-shelf-stable fk
sun-dried tomatoes, sundried tomatoes | pantry=1y opened.pantry=3-6m opened.fridge=3-6m | not-needed | fk
dried mushrooms, dried porcini, dried shiitake | pantry=1-2y opened.pantry=3m | not-needed | fk
instant potatoes, potato flakes, instant mashed potatoes | pantry=10-15m opened.pantry=6-12m | not-needed | fk
# fruit
apples, apple, granny smith, gala apples, honeycrisp, fuji apples | pantry=3w fridge=4-6w freezer=8m | fruit | fk
apricots, apricot | pantry=1-3d fridge=2-3d freezer=8m | fruit | ext fk
bananas, banana | pantry=2-7d fridge=5-7d freezer=2-3m | bananas | ext fk
blackberries, raspberries, berries, boysenberries | fridge=2-3d freezer=8-12m | fruit | fk
gooseberries, currants, red currants, blackcurrants, mulberries | fridge=3-6d freezer=12m | fruit | fk
blueberries | fridge=1-2w freezer=8-12m | fruit | fk
strawberries, strawberry | fridge=3-7d freezer=8-12m | fruit | ext fk
cherries, cherry, sour cherries | fridge=4-7d freezer=8-12m | fruit | fk
cranberries, fresh cranberries | fridge=3-4w freezer=12m | fruit | fk
grapes, red grapes, green grapes | fridge=1-2w freezer=1m | fruit | fk
grapefruit, pomelo | pantry=10d fridge=2-3w freezer=4-6m | citrus | ext fk
lemons, lemon, meyer lemons | pantry=1w fridge=3-4w freezer=4-6m | citrus | fk ext
limes, lime, key limes | pantry=1w fridge=3-4w freezer=4-6m | citrus | fk ext
oranges, orange, mandarins, clementines, tangerines, satsumas, blood oranges, navel oranges | pantry=10d fridge=3-4w freezer=4-6m | citrus | ext fk
kumquats | fridge=3w | citrus | fk
yuzu | fridge=5-7d | citrus | fk
kiwi, kiwis, kiwifruit, golden kiwi | pantry=3-5d fridge=1-3w freezer=4-6m | fruit | ext fk
mangoes, mango | pantry=2-5d fridge=5-7d freezer=6m | fruit | fk
melon, cantaloupe, honeydew, galia melon | pantry=1w fridge=5d freezer=1m | fruit | ext fk
cut melon, cut cantaloupe, cut fruit, fruit salad, cut pineapple, pineapple chunks | fridge=3-4d | fruit | fk
watermelon | pantry=7-10d fridge=2w freezer=8m | fruit | ext
cut watermelon | fridge=3-5d | fruit | ext
nectarines, peaches, peach, nectarine, plums, plum, pluots | pantry=1-3d fridge=3-5d freezer=8m | fruit | fk ext
pears, pear, asian pears | pantry=1-3d fridge=5-7d freezer=8m | fruit | fk ext
pineapple, fresh pineapple | pantry=1-2d fridge=5-7d freezer=4-6m | fruit | fk
papaya | pantry=3-5d fridge=1w | fruit | fk
feijoa, casaba melon | pantry=3-5d fridge=1w freezer=6-8m | fruit | fk
pomegranate, pomegranate seeds, pomegranate arils | pantry=1-2d fridge=1-2m freezer=1y | fruit | fk
figs, fresh figs | fridge=2-3d freezer=6m | fruit | ext
dragon fruit, pitaya | pantry=2-5d fridge=2-3w | fruit | fk
prickly pear, cactus pear | pantry=2-5d fridge=1-2w | fruit | fk
cherimoya, custard apple | fridge=4d freezer=10-12m | fruit | fk
passion fruit, lychee, lychees, guava, persimmon, star fruit, rambutan, longan | pantry=3-5d fridge=1-2w | fruit | fk ext
tamarind, tamarind pods | pantry=1-3w fridge=6m freezer=1y | fruit | fk
rhubarb | fridge=3-5d freezer=8-12m | fruit | fk
coconut, fresh coconut | pantry=1w fridge=2-3w freezer=6m | fruit | fk
plantains, plantain | pantry=1w | bananas | ext
# dried, canned and frozen fruit
dates, dried dates, medjool dates | pantry=6m fridge=1y | not-needed | ext fk
raisins, sultanas, golden raisins | pantry=6m fridge=6-12m | not-needed | fk ext
dried fruit, mixed dried fruit | pantry=6m opened.pantry=1m fridge=6m freezer=1y | not-needed | fk ext
dried apricots | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
prunes, dried plums | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
dried cranberries, craisins | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
dried mango, dried mangoes | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
dried figs | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
dried cherries | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
dried blueberries | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
dried apples, apple chips | pantry=6m opened.pantry=1m fridge=6m | not-needed | fk
banana chips | pantry=6m opened.pantry=1m | not-needed | fk
shredded coconut, desiccated coconut, coconut flakes | pantry=6m fridge=8m | not-needed | fk
canned fruit, canned peaches, fruit cocktail, canned pineapple, fruit cups | pantry=12-18m opened.fridge=5-7d freezer=2m | canned | fk fsis-shelf-stable
canned pears | pantry=12-18m opened.fridge=5-7d freezer=2m | canned | fk fsis-shelf-stable
canned mandarin oranges, canned mandarins | pantry=12-18m opened.fridge=5-7d | canned | fk fsis-shelf-stable
canned cherries | pantry=12-18m opened.fridge=5-7d | canned | fk fsis-shelf-stable
pie filling, cherry pie filling, apple pie filling | pantry=12-18m opened.fridge=5-7d | canned | fk fsis-shelf-stable
cranberry sauce, canned cranberry sauce | pantry=2y opened.fridge=1-2w | canned | fk
homemade cranberry sauce | fridge=7-10d | good | fk
applesauce, apple sauce | pantry=12m opened.fridge=7-10d freezer=2m | good | fk
frozen fruit, frozen berries, frozen mixed berries | freezer=8-12m | good | ext fk
frozen strawberries | freezer=8-12m | good | ext fk
frozen blueberries | freezer=8-12m | good | ext fk
frozen raspberries | freezer=8-12m | good | ext fk
frozen mango, frozen mango chunks | freezer=8-12m | good | ext fk
frozen pineapple | freezer=8-12m | good | ext fk
frozen cherries | freezer=8-12m | good | ext fk
frozen peaches | freezer=8-12m | good | ext fk
frozen bananas | freezer=2-3m | bananas | fk
# herbs
basil, fresh basil, thai basil | pantry=1w fridge=10d | herbs | fk
parsley, fresh parsley, cilantro, coriander leaves, fresh coriander, fresh herbs, herbs | fridge=1-2w freezer=1-2m | herbs | fk
dill, mint, chives, tarragon, fresh dill, fresh mint | fridge=1-2w freezer=1-2m | herbs | fk
rosemary, thyme, sage, oregano, fresh rosemary, fresh thyme | fridge=1-2w freezer=4-6m | herbs | fk ext
marjoram, fresh marjoram, chervil, lovage, sorrel | fridge=7-10d freezer=1-2m | herbs | fk
dried herbs, dried oregano, dried basil, dried thyme, dried parsley, dried rosemary, dried dill, herbes de provence | pantry=1-2y | not-needed | fk
bay leaves, dried bay leaves | pantry=1-2y | not-needed | fk
italian seasoning, mixed herbs, dried mixed herbs | pantry=1-2y | not-needed | fk
# spices and seasonings
spices, ground spices, ground spice | pantry=2-3y | not-needed | fk
whole spices, whole cloves, cinnamon sticks, whole spice | pantry=3-4y | not-needed | fk
black pepper, ground black pepper, ground pepper | pantry=2-3y | not-needed | fk
cracked black pepper, coarse black pepper | pantry=2-3y | not-needed | fk
peppercorns, black peppercorns, whole black pepper, pink peppercorns, green peppercorns | pantry=3-4y | not-needed | fk
white pepper, ground white pepper | pantry=2-3y | not-needed | fk
white peppercorns | pantry=3-4y | not-needed | fk
ground coriander | pantry=2-3y | not-needed | fk
coriander seeds, coriander seed, whole coriander | pantry=3-4y | not-needed | fk
ground cumin, cumin | pantry=3-4y | not-needed | fk
cumin seeds, cumin seed, whole cumin | pantry=3-4y | not-needed | fk
ground cinnamon, cinnamon | pantry=3-4y | not-needed | fk
ground nutmeg, nutmeg | pantry=3-4y | not-needed | fk
whole nutmeg | pantry=3-4y | not-needed | fk
garlic powder, granulated garlic | pantry=3-4y | not-needed | fk
onion powder, granulated onion | pantry=3-4y | not-needed | fk
paprika, smoked paprika, sweet paprika, hot paprika | pantry=2-3y | not-needed | fk
chili powder, chilli powder | pantry=2y | not-needed | fk
cayenne, cayenne pepper, ground red pepper | pantry=2-3y | not-needed | fk
red pepper flakes, crushed red pepper, chili flakes, chilli flakes | pantry=2-3y | not-needed | fk
turmeric, ground turmeric | pantry=2-3y | not-needed | fk
ground ginger, dried ginger | pantry=2-3y | not-needed | fk
ground cloves | pantry=2-3y | not-needed | fk
allspice, ground allspice | pantry=2-3y | not-needed | fk
whole allspice, allspice berries | pantry=3-4y | not-needed | fk
ground cardamom | pantry=2-3y | not-needed | fk
cardamom pods, green cardamom, whole cardamom | pantry=3-4y | not-needed | fk
star anise | pantry=3-4y | not-needed | fk
fennel seeds, fennel seed | pantry=3-4y | not-needed | fk
mustard seeds, mustard seed, yellow mustard seeds, brown mustard seeds | pantry=3-4y | not-needed | fk
caraway seeds, caraway | pantry=3-4y | not-needed | fk
dried chilies, dried chiles, whole dried chilies, ancho chiles, guajillo chiles | pantry=3-4y | not-needed | fk
ground sumac, sumac | pantry=2-3y | not-needed | fk
curry powder | pantry=1-2y | not-needed | fk
garam masala | pantry=1y | not-needed | fk
cajun seasoning, creole seasoning | pantry=1-2y | not-needed | fk
seasoning blend, spice blend, spice mix, five spice, chinese five spice, pumpkin pie spice, apple pie spice, za'atar, everything bagel seasoning | pantry=1-2y | not-needed | fk
seasoned salt, garlic salt, celery salt, onion salt | pantry=1-2y | not-needed | fk
taco seasoning, fajita seasoning, chili seasoning mix, sauce mix, spaghetti sauce mix | pantry=2y | not-needed | fk
salt, kosher salt, sea salt, table salt, iodized salt, flaky salt | pantry=5y | not-needed | fk
# bakery
bread, sliced bread, white bread, wheat bread, loaf, sandwich bread, whole wheat bread, sourdough, sourdough bread | pantry=5-7d fridge=7-14d freezer=3m | bread | ext fk
rye bread, pumpernickel, multigrain bread, seeded bread, whole grain bread, oat bread | pantry=5-7d fridge=7-14d freezer=3m | bread | ext fk
homemade bread, fresh-baked bread, bakery bread | pantry=3-5d freezer=3m | bread | fk
baguette, french bread, ciabatta, crusty bread, focaccia | pantry=1-2d freezer=3m | bread | ext
bagels, bagel | pantry=2-3d fridge=7-10d freezer=3m | bread | fk ext
frozen bagels | freezer=3m | bread | fk
english muffins, crumpets | pantry=5-7d fridge=7-14d freezer=3m | bread | ext
tortillas, flour tortillas, wraps | pantry=1w opened.fridge=1m freezer=6m | bread | fk ext
corn tortillas | pantry=25-45d fridge=60-90d freezer=6m | bread | fk
pita, pita bread, naan, flatbread, lavash | pantry=3-5d fridge=1w freezer=3m | bread | ext
rolls, dinner rolls, buns, hamburger buns, hot dog buns, brioche, slider buns | pantry=3-5d freezer=3m | bread | ext
croissants, pastries, danish | pantry=1-2d fridge=1w freezer=2m | bread | ext
doughnuts, donuts | pantry=1-2d fridge=2d | bread | fk
cinnamon rolls, sweet rolls | pantry=1-3d freezer=3m | bread | fk
muffins, quick bread, banana bread, zucchini bread | pantry=2-4d fridge=1w freezer=2-3m | bread | fk ext
store-bought muffins, packaged muffins | pantry=3-7d fridge=7-10d freezer=3m | bread | fk
cake, layer cake, birthday cake, sheet cake | pantry=1-2d fridge=3-4d freezer=2-4m | cake | ext
packaged cakes, snack cakes, cupcakes, pound cake | pantry=3-7d fridge=7-10d freezer=6m | cake | fk
angel food cake, sponge cake, chiffon cake | pantry=2-3d freezer=4-6m | cake | ext
fruitcake, fruit cake | pantry=6m fridge=1y freezer=1y | cake | fk
cheesecake | fridge=5-7d freezer=2-3m | cake | fk
eclairs, éclairs, cream puffs, profiteroles | fridge=2-3d freezer=3m | cake | fk
cream pie, custard pie, pumpkin pie, banana cream pie, coconut cream pie | fridge=3-4d freezer=1-2m | no-sour-cream | fk
chiffon pie, lemon meringue pie, meringue pie | fridge=1-2d | no-sour-cream | fk
pecan pie | fridge=3-4d freezer=1-2m | cake | fk
fruit pie, apple pie, cherry pie, peach pie, blueberry pie | pantry=1-2d fridge=2-3d freezer=6-8m | cake | fk ext
mincemeat pie, mince pies | fridge=1w freezer=8m | cake | fk
macarons, french macarons | pantry=1-2d freezer=3m | cake | fk
cookies, biscuits, homemade cookies | pantry=2-3w freezer=8-12m | good | ext fk
packaged cookies, store-bought cookies, soft cookies | pantry=2-3m freezer=8-12m | good | fk
crisp cookies, shortbread, biscotti, crunchy cookies | pantry=4-6m freezer=8-12m | good | fk
graham crackers, animal crackers | pantry=6-9m | not-needed | fk
brownies, blondies | pantry=3-4d fridge=1w freezer=3m | good | ext
crackers | pantry=8m opened.pantry=1-2m | not-needed | fk
toaster pastries, pop-tarts | pantry=6-12m opened.pantry=1-2w | not-needed | fk
breadcrumbs, bread crumbs, panko | pantry=6m freezer=6m | not-needed | fk ext
croutons | pantry=5-6m freezer=11-12m | not-needed | fk
stuffing mix, dry stuffing mix | pantry=9-12m | not-needed | fk
pizza dough | fridge=3-5d freezer=3m | dough | ext
bread dough, cookie dough, pie crust, pie dough, puff pastry, phyllo, filo | fridge=3-5d freezer=3m | dough | ext fk
frozen bread dough, frozen cookie dough, frozen rolls dough | freezer=12m thawed.fridge=3-4d | dough | fk
frozen pretzels, soft pretzels | freezer=9m thawed.fridge=3-4d | bread | fk
refrigerated biscuits, canned biscuits, crescent rolls, refrigerated dough, canned cinnamon rolls | fridge=2w | dough | fk
pancakes, waffles, crepes | fridge=3-5d freezer=1-2m | good | ext
frozen waffles, frozen pancakes | freezer=3m | good | fk
# grains and pasta
rice, white rice, basmati rice, jasmine rice, long grain rice, arborio rice, sushi rice | pantry=2y cooked.fridge=3-4d cooked.freezer=1-6m | rice | fk fsis-leftovers
brown rice, wild rice | pantry=6m fridge=6-12m cooked.fridge=3-4d cooked.freezer=1-6m | rice | fk fsis-leftovers
instant rice, minute rice, parboiled rice | pantry=2y cooked.fridge=3-4d cooked.freezer=1-6m | rice | fk fsis-leftovers
fried rice | fridge=3-4d freezer=1-2m | rice | fk
pasta, dry pasta, dried pasta, spaghetti, penne, macaroni, noodles, egg noodles, lasagna noodles, fusilli, linguine, fettuccine, rigatoni, orzo, farfalle, rotini, angel hair | pantry=1-2y cooked.fridge=3-5d cooked.freezer=1-2m | pasta | fk
whole wheat pasta, gluten-free pasta, chickpea pasta, lentil pasta | pantry=1y cooked.fridge=3-5d cooked.freezer=1-2m | pasta | fk
fresh pasta, ravioli, tortellini, gnocchi | fridge=1-2d freezer=2m cooked.fridge=3-5d | pasta | fk
rice noodles, ramen, instant noodles, soba, udon, glass noodles, vermicelli | pantry=1-2y cooked.fridge=3-5d | pasta | fk
flour, all-purpose flour, all purpose flour, plain flour, white flour, bread flour, cake flour, self-rising flour, pastry flour | pantry=6-12m fridge=1y freezer=2y | not-needed | fk
whole wheat flour, wholemeal flour, whole grain flour, almond flour, nut flour | pantry=1-3m fridge=6m freezer=1y | not-needed | fk ext
rye flour | pantry=3m freezer=6m | not-needed | fk
spelt flour | pantry=3m freezer=6m | not-needed | fk
barley flour | pantry=3m freezer=6m | not-needed | fk
buckwheat flour | pantry=1m freezer=2m | not-needed | fk
oat flour | pantry=2m freezer=4m | not-needed | fk
millet flour | pantry=1m freezer=2m | not-needed | fk
sorghum flour | pantry=2m freezer=4m | not-needed | fk
teff flour | pantry=2m freezer=4m | not-needed | fk
amaranth flour | pantry=2m freezer=4m | not-needed | fk
coconut flour | fridge=9-12m freezer=9-12m | not-needed | fk
soy flour | pantry=2m fridge=6m | not-needed | fk
cornmeal, polenta, grits, yellow cornmeal, degerminated cornmeal | pantry=6-12m fridge=1y cooked.fridge=3-5d | not-needed | fk
stone-ground cornmeal, blue cornmeal | pantry=1m fridge=2-4m | not-needed | fk
cornstarch, corn starch, cornflour | pantry=18m | not-needed | fk
oats, rolled oats, oatmeal, porridge oats, steel cut oats, quick oats | pantry=1y cooked.fridge=3-5d | not-needed | fk
oat groats, whole oats | pantry=4m freezer=8m | not-needed | fk
cream of wheat, farina, hot cereal | pantry=1y opened.pantry=6-12m cooked.fridge=3-5d | not-needed | fk
quinoa, couscous | pantry=1-2y cooked.fridge=3-5d cooked.freezer=1-2m | rice | fk
bulgur, bulgur wheat, cracked wheat | pantry=6-12m cooked.fridge=3-5d cooked.freezer=1-2m | rice | fk
farro, emmer | pantry=6m freezer=12m cooked.fridge=3-5d cooked.freezer=1-2m | rice | fk
barley, pearl barley, pot barley | pantry=6m freezer=12m cooked.fridge=3-5d cooked.freezer=1-2m | rice | fk
buckwheat, buckwheat groats, kasha | pantry=2m freezer=4m cooked.fridge=3-5d | rice | fk
millet | pantry=2m freezer=4m cooked.fridge=3-5d | rice | fk
amaranth | pantry=4m freezer=8m cooked.fridge=3-5d | rice | fk
rye berries, whole rye | pantry=6m freezer=12m cooked.fridge=3-5d | rice | fk
spelt, spelt berries | pantry=6m freezer=12m cooked.fridge=3-5d | rice | fk
sorghum | pantry=4m freezer=8m cooked.fridge=3-5d | rice | fk
teff | pantry=4m freezer=8m cooked.fridge=3-5d | rice | fk
cereal, breakfast cereal, granola, muesli, cornflakes | pantry=6-12m opened.pantry=2-3m | not-needed | fk
granola bars, cereal bars, protein bars, breakfast bars | pantry=6-12m | not-needed | fk
popcorn, popcorn kernels | pantry=1-2y | not-needed | fk
microwave popcorn | pantry=6-12m opened.pantry=1-2d | not-needed | fk
popped popcorn, bagged popcorn | pantry=2-3m opened.pantry=1-2w | not-needed | fk
chips, potato chips, tortilla chips, crisps | pantry=2m opened.pantry=1-2w | not-needed | fk
pretzels | pantry=6-8m opened.pantry=1m | not-needed | fk
fruit snacks, gummy snacks | pantry=6-9m | not-needed | fk
# legumes
dried beans, beans, dry beans, chickpeas, dried chickpeas, garbanzo beans | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried black beans | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried kidney beans, dried red kidney beans | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried pinto beans | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried navy beans, dried white beans, dried cannellini beans, dried great northern beans | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried black-eyed peas, black-eyed peas | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried lima beans, dried butter beans | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
dried mung beans, mung beans | pantry=1y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
lentils, dried lentils, brown lentils | pantry=1y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
red lentils, split red lentils, masoor dal | pantry=1y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
green lentils, french lentils, puy lentils | pantry=1y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
black lentils, beluga lentils | pantry=1y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
split peas, dried split peas, yellow split peas, green split peas, chana dal | pantry=1y cooked.fridge=3-5d cooked.freezer=6m | beans | fk ext
canned beans, black beans, kidney beans, pinto beans, cannellini beans, canned chickpeas, navy beans, great northern beans, butter beans | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fk fsis-shelf-stable
canned lentils | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fk fsis-shelf-stable
baked beans, canned baked beans | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned | fk fsis-shelf-stable
refried beans | pantry=2-5y opened.fridge=2-3d freezer=1-2m | canned | fk
hummus | fridge=7d opened.fridge=4-7d freezer=2m | hummus | fk
tofu, firm tofu, silken tofu, extra firm tofu | fridge=3-5d opened.fridge=3-5d freezer=5m | tofu | fk
tempeh | fridge=10d freezer=3m thawed.fridge=3-4d | good | fk ext
seitan | fridge=1w freezer=3m | good | ext
textured vegetable protein, tvp, textured soy protein | pantry=2y opened.pantry=3-4m | not-needed | fk
soy crumbles, veggie crumbles, meatless crumbles | freezer=1-2m thawed.fridge=3-4d | good | fk
veggie burgers, frozen veggie burgers, meat substitutes, plant-based burgers | freezer=12-18m thawed.fridge=3-4d | good | fk
veggie hot dogs, tofu dogs, meatless hot dogs | freezer=1-2m thawed.fridge=3-4d | good | fk
# baking
sugar, white sugar, granulated sugar, caster sugar, cane sugar | pantry=2y | not-needed | fk ext
brown sugar, light brown sugar, dark brown sugar | pantry=18m | not-needed | fk
powdered sugar, icing sugar, confectioners sugar | pantry=18m | not-needed | fk
sugar substitute, sweetener, stevia, artificial sweetener | pantry=2y | not-needed | fk
honey | pantry=1y | not-needed | ext fk
maple syrup, pure maple syrup | pantry=1y opened.fridge=1y freezer=1y | not-needed | fk
pancake syrup, corn syrup, golden syrup, molasses, table syrup | pantry=1y | not-needed | fk
chocolate syrup | pantry=2y opened.fridge=6m | not-needed | fk
baking powder | pantry=6m | not-needed | fk
baking soda, bicarbonate of soda | pantry=18m | not-needed | fk ext
yeast, dry yeast, instant yeast, active dry yeast | pantry=4m opened.fridge=4m freezer=6m | not-needed | fk
fresh yeast, cake yeast | fridge=2w freezer=2m | good | ext
cocoa powder, cocoa, hot cocoa mix, hot chocolate mix | pantry=1y | not-needed | fk
chocolate, baking chocolate, chocolate chips, dark chocolate, milk chocolate, white chocolate, chocolate bar | pantry=6-12m | chocolate | fk ext
vanilla extract, vanilla, extracts | pantry=3y | not-needed | ext
almond extract, lemon extract, peppermint extract, flavoring extract | pantry=2y opened.pantry=1y | not-needed | fk
gelatin, gelatine, unflavored gelatin | pantry=2y | not-needed | fk
flavored gelatin, jello mix, jelly crystals | pantry=10-12m opened.pantry=3-4m | not-needed | fk
pudding mix, instant pudding | pantry=1y opened.pantry=3-4m | not-needed | fk
cake mix, brownie mix, bread mix | pantry=12-18m | not-needed | fk
pancake mix, biscuit mix, baking mix, muffin mix, waffle mix | pantry=9m | not-needed | fk
tapioca, tapioca pearls, tapioca starch | pantry=12m | not-needed | fk
marshmallows | pantry=2-3m | not-needed | ext fk
marshmallow creme, marshmallow fluff | pantry=2-5m opened.pantry=1m | not-needed | fk
sprinkles | pantry=3y | not-needed | ext
frosting, icing, canned frosting | pantry=10m opened.fridge=1w | no-cream-cheese | fk ext
cooking spray, oil spray, vegetable oil spray | pantry=2y opened.pantry=1y | not-needed | fk
# nuts and seeds
nuts, almonds, walnuts, pecans, cashews, hazelnuts, pistachios, peanuts, mixed nuts, macadamia nuts, brazil nuts | pantry=6-12m fridge=1y freezer=1-2y | nuts | fk
roasted nuts, roasted peanuts, salted nuts, roasted cashews, roasted almonds | pantry=6-12m opened.pantry=1-2w opened.fridge=4w | nuts | fk
almonds in shell, in-shell almonds | pantry=6m fridge=16m freezer=20m | nuts | fk
peanuts in shell, in-shell peanuts | pantry=4m fridge=12m freezer=24m | nuts | fk
walnuts in shell, in-shell walnuts | pantry=2-4w fridge=9-12m freezer=24m | nuts | fk
pecans in shell, in-shell pecans | pantry=2-4w fridge=12m freezer=24m | nuts | fk
chopped pecans, chopped nuts, chopped walnuts | fridge=12m freezer=2y | nuts | fk
pine nuts | pantry=1-2m fridge=3-4m freezer=6m | nuts | fk ext
seeds, sunflower seeds, pumpkin seeds, pepitas, sesame seeds, chia seeds, flax seeds, flaxseed, hemp seeds, poppy seeds | pantry=6-12m fridge=1y freezer=1y | nuts | fk ext
ground flaxseed, flax meal, ground flax, milled flaxseed | fridge=12m freezer=12m | nuts | fk
peanut butter, almond butter, nut butter, creamy peanut butter, crunchy peanut butter | pantry=6-9m opened.pantry=2-3m opened.fridge=3-4m | not-needed | fk
natural peanut butter | pantry=3m opened.fridge=3-4m | not-needed | fk
cashew butter | pantry=3m | not-needed | fk
tahini | pantry=6m opened.fridge=6m | not-needed | ext fk
nutella, chocolate spread, hazelnut spread, chocolate hazelnut spread | pantry=1y opened.pantry=1-2m | not-needed | fk
# oils and fats
olive oil, extra virgin olive oil | pantry=18-24m opened.pantry=3-5m | not-needed | fk ext
vegetable oil, canola oil, sunflower oil, cooking oil, peanut oil, corn oil, rapeseed oil | pantry=1y opened.pantry=6m | not-needed | fk
grapeseed oil | pantry=1y | not-needed | fk
avocado oil | pantry=2y opened.pantry=6m | not-needed | fk
almond oil | pantry=1y fridge=2y | not-needed | fk
sesame oil, nut oil, walnut oil, toasted sesame oil | pantry=6m opened.fridge=6m | not-needed | fk
coconut oil | pantry=2y | not-needed | fk
shortening, crisco, vegetable shortening | pantry=8m opened.pantry=3m | not-needed | fk ext
lard | pantry=1m fridge=6m freezer=1y | good | ext
duck fat, goose fat | fridge=1m | good | fk
bacon grease, bacon fat, bacon drippings | fridge=6m freezer=12m | good | fk
used frying oil, reused oil | fridge=1m freezer=6-9m | good | fk
# vinegars, condiments and sauces
vinegar, white vinegar, apple cider vinegar, balsamic vinegar, red wine vinegar, rice vinegar, white wine vinegar, sherry vinegar, malt vinegar | pantry=2y | not-needed | fk
ketchup, tomato ketchup | pantry=1y opened.fridge=6m | not-needed | fk
cocktail sauce, chili sauce | pantry=1y opened.fridge=6m | not-needed | fk
mustard, dijon mustard, yellow mustard, whole grain mustard, spicy brown mustard | pantry=1-2y opened.fridge=1y | not-needed | fk
mayonnaise, mayo | pantry=3-6m opened.fridge=2m | no-mayo | fk
homemade mayonnaise, aioli, homemade aioli | fridge=3-4d | no-mayo | fk
salad dressing, ranch, ranch dressing, vinaigrette, italian dressing, bottled dressing | pantry=10-12m opened.fridge=1-3m | no-mayo | fk
creamy dressing, blue cheese dressing, caesar dressing, thousand island dressing | pantry=6m opened.fridge=3-4w | no-mayo | fk
homemade vinaigrette, homemade salad dressing | fridge=2w | no-mayo | fk
relish, pickle relish, sweet relish | pantry=1y opened.fridge=9m | not-needed | fk
soy sauce, tamari, shoyu | pantry=2y opened.pantry=3m opened.fridge=2y | not-needed | ext fk
teriyaki sauce | pantry=18m opened.fridge=1m | not-needed | fk
fish sauce | pantry=2y opened.pantry=1y | not-needed | ext
worcestershire sauce, worcestershire | pantry=1-2y opened.pantry=1y | not-needed | fk
hot sauce, sriracha, tabasco | pantry=2y opened.fridge=6m | not-needed | ext fk
bbq sauce, barbecue sauce | pantry=1y opened.fridge=4m | not-needed | fk
marinade, bottled marinade | pantry=1y opened.fridge=6m | not-needed | fk
chutney, mango chutney | pantry=1y opened.fridge=1-2m | not-needed | fk
salsa, jarred salsa | pantry=12-18m opened.fridge=1m | no-watery-veg | fk
taco sauce, picante sauce | pantry=1y opened.fridge=1m | no-watery-veg | fk
fresh salsa, pico de gallo, homemade salsa | fridge=5-7d | no-watery-veg | fk
home-canned salsa | pantry=9-12m opened.fridge=1m | no-watery-veg | fk
pesto, homemade pesto | fridge=5-7d opened.fridge=5-7d freezer=3-6m | herbs | ext
jarred pesto, store-bought pesto | fridge=6m opened.fridge=3d freezer=1m | herbs | fk
pasta sauce, tomato sauce, marinara, jarred pasta sauce, spaghetti sauce, pizza sauce | pantry=18m opened.fridge=3-5d freezer=6m | good | fk
home-canned tomato sauce, home-canned tomatoes | pantry=9-12m opened.fridge=5-7d | good | fk
homemade tomato sauce, homemade marinara, homemade pasta sauce, meat sauce, bolognese sauce | fridge=3-4d freezer=2-6m | good | fsis-leftovers
alfredo sauce, jarred alfredo sauce, cream sauce | pantry=6-12m opened.fridge=3-5d | sauce-thickened | fk
enchilada sauce | pantry=12-18m opened.fridge=5-7d freezer=1-2m | good | fsis-shelf-stable
tomato paste | pantry=18m opened.fridge=5-7d freezer=3m | good | fk
tomato puree, passata, tomato purée | pantry=12-18m opened.fridge=5-7d freezer=2m | canned | fsis-shelf-stable fk
canned tomatoes, diced tomatoes, crushed tomatoes, tinned tomatoes, whole peeled tomatoes | pantry=12-18m opened.fridge=5-7d freezer=2m | canned | fk fsis-shelf-stable
jam, jelly, preserves, marmalade, fruit spread | pantry=1y opened.fridge=6m | not-needed | fk
pickles, gherkins, dill pickles, cornichons | pantry=1y opened.fridge=1-3m | no-watery-veg | fk
pickled jalapeños, jarred jalapeños, pickled peppers, banana peppers | pantry=1y opened.fridge=1-3m | no-watery-veg | fk
sauerkraut, kimchi | fridge=2m opened.fridge=2m | not-needed | ext fk
canned sauerkraut, jarred sauerkraut | pantry=12-18m opened.fridge=5-7d | canned | fk fsis-shelf-stable
olives, green olives, black olives, kalamata olives | pantry=12-18m opened.fridge=2w | no-watery-veg | fk
deli olives, olive bar olives | fridge=2w | no-watery-veg | fk
tapenade, olive tapenade | pantry=9m opened.fridge=9m | not-needed | fk
capers | pantry=1y opened.fridge=6m | not-needed | fk
guacamole | fridge=1-2d freezer=3m | avocado | ext fk
horseradish, prepared horseradish | fridge=3-4m | not-needed | fk
gravy, homemade gravy, meat broth | fridge=1-2d freezer=2-3m | sauce-thickened | fda-chart
jarred gravy, canned gravy | pantry=2-5y opened.fridge=1-2d | canned | fk
gravy mix, dry gravy mix | pantry=2y | not-needed | fk
broth, stock, chicken broth, beef broth, vegetable broth, chicken stock, bouillon, beef stock, vegetable stock, boxed broth | pantry=1y opened.fridge=3-4d freezer=2-3m | good | fk
homemade stock, homemade broth, bone broth | fridge=3-4d freezer=2-3m | good | fk
bouillon cubes, stock cubes, bouillon powder, dry soup mix, onion soup mix | pantry=1-2y | not-needed | fk
soup base, stock concentrate, better than bouillon | pantry=1y | not-needed | fk
miso, miso paste | fridge=1y | not-needed | fk
curry paste, thai curry paste, red curry paste, green curry paste | pantry=1y opened.fridge=1m freezer=3m | good | fk ext
tamarind paste, tamarind concentrate | pantry=6-12m opened.pantry=6m opened.fridge=2-3m | not-needed | fk
oyster sauce, hoisin sauce, hoisin | pantry=18m opened.fridge=6m | not-needed | fk
black bean sauce | pantry=18-24m opened.fridge=3-6m | not-needed | fk
# drinks
orange juice, fruit juice, juice, apple juice, grape juice, cranberry juice | fridge=7-10d opened.fridge=7-10d freezer=8-12m | juice | fk
fresh orange juice, freshly squeezed orange juice, fresh-squeezed juice | fridge=2-3d | juice | fk
fresh lemon juice, fresh lime juice | fridge=6d freezer=12m | juice | fk
bottled lemon juice, bottled lime juice, lemon juice, lime juice | pantry=12-18m opened.fridge=2m | not-needed | fk
shelf-stable juice, juice boxes, canned juice, bottled juice | pantry=12-18m opened.fridge=7-10d | juice | fk fsis-shelf-stable
juice concentrate, frozen juice, frozen orange juice concentrate | freezer=12m | good | fk
apple cider, fresh cider | fridge=2-3w | juice | fk
vegetable juice, tomato juice, v8 | pantry=18m opened.fridge=5-7d | juice | fk fsis-shelf-stable
fruit nectar, mango nectar, guava nectar | pantry=12-18m opened.fridge=7-10d | juice | fk
coconut water | pantry=12m opened.fridge=1-2d | juice | fk
coffee beans, whole bean coffee, whole coffee beans | pantry=3-4m freezer=6m | coffee | fk
ground coffee, home-ground coffee, coffee | pantry=3-5m opened.pantry=2w freezer=3m | coffee | fk
vacuum-packed ground coffee, canned coffee, sealed ground coffee | pantry=1-2y opened.pantry=2w opened.fridge=1m freezer=6-12m | coffee | fk
instant coffee | pantry=1y opened.pantry=2-3m | not-needed | fk
tea, tea bags, loose tea, loose leaf tea, black tea, green tea, herbal tea | pantry=18-24m opened.pantry=6-12m | not-needed | fk
instant tea, iced tea mix | pantry=2-3y opened.pantry=6-12m | not-needed | fk
drink mix, powdered drink mix, lemonade mix, sports drink powder | pantry=18-24m opened.pantry=1-3m | not-needed | fk
bottled water, spring water | pantry=2y | not-needed | fk
wine, opened wine, red wine | pantry=1-5y opened.fridge=3-5d | wine | ext fk
white wine, rosé, rose wine | pantry=1-2y opened.fridge=3-5d | wine | fk ext
beer | pantry=6m fridge=6m | not-needed | ext
liquor, spirits, vodka, whiskey, rum, gin, tequila, brandy | pantry=2y | not-needed | fk
cream liqueur, irish cream, baileys | pantry=6-8m | not-needed | fk
soda, soft drinks, sparkling water, cola, seltzer | pantry=9m opened.fridge=2-4d | not-needed | ext fk
nutrition shakes, meal replacement shakes, protein shakes | pantry=6m opened.fridge=2d | not-needed | fk
# prepared foods and leftovers
leftovers, cooked leftovers | fridge=3-4d freezer=2-6m | cooked | fsis-leftovers
soup, soups, stew, chili, homemade soup, chili con carne | fridge=3-4d freezer=2-3m | soup | fk fda-chart fsis-freezing
vegetable soup, minestrone, lentil soup, bean soup | fridge=3-4d freezer=2-3m | soup | fk
cream soup, chowder, clam chowder, corn chowder | fridge=3-4d freezer=2-3m | sauce-thickened | fk
canned soup, tinned soup, condensed soup, canned chili, canned stew, canned pasta, canned ravioli | pantry=2-5y opened.fridge=3-4d freezer=2-3m | canned | fsis-shelf-stable fk
canned tomato soup | pantry=12-18m opened.fridge=5-7d freezer=2-3m | canned | fsis-shelf-stable fk
casserole, lasagna, lasagne, baked pasta, enchiladas, baked ziti | fridge=3-4d freezer=2-3m | cooked | fk fsis-leftovers
macaroni and cheese, mac and cheese, mac n cheese | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
shepherd's pie, cottage pie, pot pie, chicken pot pie | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
meatloaf | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
curry, chicken curry, vegetable curry, dal, dhal | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
stir-fry, stir fry | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
tacos, taco meat | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
gumbo, jambalaya | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
spaghetti bolognese, pasta with sauce, pasta bake | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
pad thai, lo mein, chow mein, noodle stir-fry | fridge=3-4d freezer=1-2m | pasta | fsis-leftovers fk
risotto, paella, biryani, pilaf | fridge=3-4d freezer=1-2m | rice | fk fsis-leftovers
kugel, noodle kugel | fridge=3-4d freezer=1m | cooked | fk
pizza, leftover pizza | fridge=3-4d freezer=1-2m | cooked | fk fda-chart
frozen pizza | freezer=12m thawed.fridge=3-4d | good | fk
cooked meat, cooked beef, cooked pork, roast meat, pulled pork, cooked lamb | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers fda-chart
cooked chicken, chicken leftovers, shredded chicken, cooked turkey | fridge=3-4d freezer=2-6m | cooked | fsis-leftovers
cooked fish, cooked salmon, cooked shrimp | fridge=3-4d freezer=4-6m | cooked | fsis-leftovers fda-chart
cooked vegetables, roasted vegetables, steamed vegetables | fridge=3-4d freezer=10-12m | cooked-veg | fsis-leftovers ext
chicken salad, egg salad, tuna salad, ham salad, macaroni salad, potato salad, pasta salad | fridge=3-5d | no-mayo | fda-chart
seafood salad, shrimp salad, crab salad, salmon salad | fridge=3-4d | no-mayo | fk
tv dinners, frozen dinners, frozen meals, frozen entrees | freezer=3-4m | good | fda-chart fsis-freezing
takeout, take-out, takeaway, restaurant leftovers, chinese takeout | fridge=3-4d freezer=2-3m | cooked | fsis-leftovers
stuffing, dressing | fridge=3-4d freezer=1m | cooked | fsis-leftovers
burritos, frozen burritos | fridge=3-4d freezer=2m | cooked | ext
dumplings, potstickers, frozen dumplings, gyoza | freezer=3-4m cooked.fridge=3-4d | good | ext
baby food, opened baby food | pantry=1-2y opened.fridge=2-3d freezer=1-2m | good | fk
baby cereal, infant cereal | pantry=1y opened.pantry=1m | not-needed | fk
jello, gelatin dessert, jelly dessert | fridge=7-10d | no-sour-cream | ext
`;
