/**
 * How long foods keep, by place (pantry, fridge, freezer) and, where it differs, once opened or
 * cooked. The figures are public food-safety facts from the USDA FSIS FoodKeeper data
 * (foodsafety.gov/keep-food-safe/foodkeeper-app), the FSIS fact sheets "Leftovers and Food Safety"
 * and "Freezing and Food Safety", and the FDA "Refrigerator & Freezer Storage Chart". The wording and
 * the selection are written for Sous. Freezer times are for quality: frozen at 0 °F food stays safe
 * indefinitely.
 *
 * One line per food: `names | storage | freezing`.
 * - names: the display name first, then aliases (comma separated). Plurals are matched by the lookup.
 * - storage: `place=range` tokens, place one of pantry/fridge/freezer, optionally prefixed by a state
 *   (`opened.fridge=2m`, `cooked.fridge=3-4d`); range in d(ays), w(eeks), m(onths) or y(ears).
 * - freezing: a key of FREEZING_ADVICE (freezing.ts).
 * A compact text table keeps 300+ foods readable and reviewable in one screen per category.
 */
export const STORAGE_TABLE = `
# dairy
milk, whole milk, skim milk, 2% milk, semi-skimmed milk, low fat milk, cow's milk | fridge=7d freezer=3m | dairy-liquid
buttermilk | fridge=1-2w freezer=3m | dairy-liquid
heavy cream, whipping cream, double cream, cream | fridge=7-10d freezer=3-4m | dairy-liquid
half and half, half-and-half, single cream, light cream | fridge=7-10d opened.fridge=3-4d freezer=4m | dairy-liquid
sour cream | fridge=1-3w | no-sour-cream
creme fraiche, crème fraîche | fridge=1-2w | no-sour-cream
yogurt, yoghurt, plain yogurt, greek yogurt | fridge=1-2w freezer=1-2m | yogurt
kefir | fridge=1w | dairy-liquid
butter, salted butter, unsalted butter | pantry=1-2d fridge=1-3m freezer=6-9m | good
margarine | fridge=4-5m freezer=6-12m | good
ghee, clarified butter | pantry=3m fridge=6m | not-needed
cheddar, cheese, cheddar cheese, hard cheese, gouda, colby, monterey jack, jack cheese | fridge=6m opened.fridge=3-4w freezer=6m | cheese-hard
parmesan, parmigiano reggiano, parmesan cheese, pecorino, grana padano | fridge=12m opened.fridge=6w freezer=6m | cheese-hard
grated parmesan, shaker parmesan | pantry=10m opened.fridge=2m | cheese-hard
swiss cheese, emmental, gruyere, gruyère | fridge=6m opened.fridge=3-4w freezer=6m | cheese-hard
shredded cheese, grated cheese, shredded cheddar, shredded mozzarella | fridge=1m freezer=3-4m | cheese-hard
mozzarella, fresh mozzarella, burrata | fridge=1w freezer=3m | cheese-soft
feta, feta cheese | fridge=1m opened.fridge=1w freezer=3m | cheese-soft
goat cheese, chevre, chèvre | fridge=1-2w freezer=3m | cheese-soft
brie, camembert, soft cheese | fridge=1-2w freezer=6m | cheese-soft
blue cheese, gorgonzola, roquefort | fridge=3-4w freezer=6m | cheese-soft
cream cheese, philadelphia, neufchatel | fridge=2w | no-cream-cheese
cottage cheese | fridge=1w | no-cream-cheese
ricotta, ricotta cheese | fridge=1w freezer=3m | cheese-soft
mascarpone | fridge=1w | no-cream-cheese
halloumi, paneer | fridge=2w opened.fridge=1w freezer=3m | cheese-hard
american cheese, processed cheese, cheese slices | fridge=1-2m freezer=6m | cheese-hard
string cheese, cheese sticks | fridge=2m freezer=6m | cheese-hard
evaporated milk | pantry=1y opened.fridge=4-5d | canned
condensed milk, sweetened condensed milk | pantry=1y opened.fridge=5d | canned
powdered milk, dry milk, milk powder | pantry=1y opened.pantry=3m | not-needed
whipped cream, canned whipped cream, aerosol whipped cream | fridge=3-4w | no-sour-cream
ice cream, gelato | freezer=2-4m | good
oat milk, almond milk, soy milk, plant milk, rice milk, coconut milk beverage | pantry=3m opened.fridge=7-10d freezer=1m | dairy-liquid
coconut milk, canned coconut milk | pantry=1y opened.fridge=4-6d freezer=2m | dairy-liquid
pudding, custard | fridge=2-4d | no-sour-cream
# eggs
egg, eggs, raw egg, fresh egg, eggs in shell | fridge=3-5w | eggs-raw
hard-boiled egg, hard boiled egg, boiled egg | fridge=1w | no-boiled-egg
egg whites, raw egg whites | fridge=2-4d freezer=12m | good
egg yolks, raw egg yolks | fridge=2-4d freezer=12m | good
liquid egg, egg substitute, carton eggs | fridge=10d opened.fridge=3d freezer=12m | good
quiche, frittata | fridge=3-4d freezer=2-3m | good
deviled eggs | fridge=2-3d | no-boiled-egg
# poultry
chicken, raw chicken, chicken breast, chicken breasts, chicken thighs, chicken drumsticks, chicken wings, chicken pieces | fridge=1-2d freezer=9m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat
whole chicken | fridge=1-2d freezer=12m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat
ground chicken, minced chicken | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
turkey, raw turkey, turkey breast, whole turkey | fridge=1-2d freezer=12m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat
ground turkey, minced turkey | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
duck, duck breast | fridge=1-2d freezer=6m cooked.fridge=3-4d cooked.freezer=2-6m | raw-meat
rotisserie chicken, roast chicken | fridge=3-4d freezer=2-4m | cooked
chicken nuggets, chicken tenders, breaded chicken | fridge=1-2d freezer=1-3m cooked.fridge=3-4d | cooked
fried chicken | fridge=3-4d freezer=4m | cooked
giblets | fridge=1-2d freezer=3-4m | raw-meat
# meat
beef, steak, steaks, beef steak, sirloin, ribeye, rib eye, t-bone, filet mignon, flank steak, skirt steak | fridge=3-5d freezer=6-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
roast, beef roast, pot roast, brisket, chuck roast | fridge=3-5d freezer=4-12m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
ground beef, minced beef, mince, hamburger meat, ground meat, beef mince | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
hamburger patties, burger patties, burgers | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
stew meat, beef stew meat, beef cubes | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
pork, pork chops, pork loin, pork tenderloin, pork roast, pork shoulder | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
ground pork, minced pork | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
ribs, pork ribs, spare ribs, baby back ribs, short ribs | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
lamb, lamb chops, leg of lamb, lamb shoulder | fridge=3-5d freezer=6-9m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
ground lamb, minced lamb | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
veal, veal chops, veal cutlets | fridge=3-5d freezer=4-6m cooked.fridge=3-4d cooked.freezer=2-3m | raw-meat
venison, game meat | fridge=3-5d freezer=8-12m cooked.fridge=3-4d | raw-meat
liver, chicken livers, beef liver, organ meat | fridge=1-2d freezer=3-4m | raw-meat
bacon | fridge=1w opened.fridge=1w freezer=1m cooked.fridge=4-5d | raw-meat
pancetta | fridge=3w opened.fridge=1w freezer=1m | raw-meat
sausage, sausages, raw sausage, fresh sausage, bratwurst, italian sausage, breakfast sausage | fridge=1-2d freezer=1-2m cooked.fridge=3-4d cooked.freezer=1-2m | raw-meat
smoked sausage, kielbasa, andouille | fridge=2w opened.fridge=1w freezer=1-2m | raw-meat
hot dogs, hot dog, frankfurters, wieners | fridge=2w opened.fridge=1w freezer=1-2m | raw-meat
chorizo, dry chorizo | pantry=6w fridge=6m opened.fridge=3w | raw-meat
pepperoni, salami, dry sausage, hard salami | pantry=6w fridge=6m opened.fridge=3w freezer=1-2m | raw-meat
ham, cooked ham, baked ham | fridge=1w freezer=1-2m | cooked
sliced ham, ham slices | fridge=3-5d freezer=1-2m | cooked
canned ham | pantry=2y opened.fridge=3-4d | canned
prosciutto, cured ham, serrano ham | fridge=2-3m opened.fridge=2-3w freezer=1m | raw-meat
deli meat, lunch meat, cold cuts, luncheon meat, sliced turkey, deli turkey, roast beef slices, bologna | fridge=2w opened.fridge=3-5d freezer=1-2m | cooked
corned beef | fridge=5-7d freezer=1m cooked.fridge=3-4d | raw-meat
jerky, beef jerky | pantry=1y opened.pantry=1-2m | not-needed
meatballs | fridge=1-2d freezer=3-4m cooked.fridge=3-4d cooked.freezer=2-3m | cooked
# fish and seafood
fish, white fish, lean fish, cod, haddock, tilapia, pollock, sole, halibut, flounder, sea bass, snapper | fridge=1-2d freezer=6-8m cooked.fridge=3-4d cooked.freezer=4-6m | raw-fish
salmon, salmon fillet, salmon fillets, trout, mackerel, tuna steak, fresh tuna, sardines, fatty fish, bluefish | fridge=1-2d freezer=2-3m cooked.fridge=3-4d cooked.freezer=4-6m | raw-fish
catfish | fridge=1-2d freezer=6-8m cooked.fridge=3-4d | raw-fish
smoked salmon, lox, smoked fish | fridge=2w opened.fridge=5-7d freezer=2m | raw-fish
canned tuna, tuna, tinned tuna, canned salmon, canned fish | pantry=3-5y opened.fridge=3-4d freezer=2m | canned
shrimp, prawns, raw shrimp | fridge=1-2d freezer=3-6m cooked.fridge=3-4d cooked.freezer=3m | raw-fish
scallops | fridge=1-2d freezer=3-6m cooked.fridge=3-4d | raw-fish
crab, crab meat, crabmeat | fridge=2-4d freezer=10m cooked.fridge=3-5d | raw-fish
lobster, lobster tails | fridge=1-2d freezer=6-12m cooked.fridge=2-4d | raw-fish
clams, mussels, oysters, live shellfish | fridge=1-2d freezer=2-3m cooked.fridge=3-4d | shellfish-live
squid, calamari, octopus | fridge=1-2d freezer=3-6m cooked.fridge=3-4d | raw-fish
surimi, imitation crab | fridge=2w opened.fridge=3d freezer=9m | raw-fish
fish sticks, fish fingers | freezer=18m cooked.fridge=3-4d | good
anchovies, anchovy fillets | pantry=1y opened.fridge=2m | canned
sushi, sashimi, poke | fridge=1d | no-raw-fish-dish
# vegetables
artichokes, artichoke | fridge=1w | blanch
arugula, rocket | fridge=3-5d | no-salad-leaves
asparagus | fridge=3-4d freezer=8-12m cooked.fridge=3-5d | blanch
avocado, avocados | pantry=3-4d fridge=3-4d | avocado
bean sprouts, sprouts, alfalfa sprouts | fridge=2-3d | no-salad-leaves
beets, beetroot | fridge=2-3w freezer=6-8m cooked.fridge=3-5d | blanch
bell pepper, bell peppers, peppers, sweet pepper, red pepper, green pepper, capsicum | fridge=1-2w freezer=6-8m cooked.fridge=3-5d | freeze-raw-veg
bok choy, pak choi | fridge=3-5d freezer=10-12m | blanch
broccoli | fridge=3-5d freezer=10-12m cooked.fridge=3-5d | blanch
broccolini, broccoli rabe, rapini | fridge=3-5d freezer=10-12m | blanch
brussels sprouts, brussel sprouts | fridge=3-5d freezer=10-12m cooked.fridge=3-5d | blanch
cabbage, red cabbage, green cabbage, savoy cabbage | fridge=1-2w freezer=10-12m cooked.fridge=3-5d | blanch
napa cabbage, chinese cabbage | fridge=1w | blanch
carrots, carrot | fridge=3-4w freezer=10-12m cooked.fridge=3-5d | blanch
baby carrots | fridge=3-4w freezer=10-12m | blanch
cauliflower | fridge=1w freezer=10-12m cooked.fridge=3-5d | blanch
celery | fridge=1-2w freezer=10-12m | celery
celeriac, celery root | fridge=1-2w | blanch
chard, swiss chard, collard greens, collards, mustard greens, turnip greens | fridge=3-5d freezer=10-12m | blanch
corn, corn on the cob, sweet corn, fresh corn | fridge=1-2d freezer=8m cooked.fridge=3-5d | blanch
cucumber, cucumbers | fridge=1w | no-watery-veg
eggplant, aubergine | fridge=3-4d freezer=6-8m | blanch
fennel, fennel bulb | fridge=1w | blanch
garlic, garlic bulb, garlic cloves | pantry=3-5m opened.pantry=10d fridge=1-2w freezer=1m | garlic
peeled garlic, minced garlic | fridge=1w freezer=1m | garlic
ginger, fresh ginger, ginger root | pantry=1w fridge=3w freezer=6m | good
green beans, string beans, snap beans | fridge=3-5d freezer=8m cooked.fridge=3-5d | blanch
green onions, scallions, spring onions | fridge=1-2w freezer=2m | herbs
jalapeños, jalapeno, chili peppers, chilies, chillies, hot peppers | fridge=1-2w freezer=6m | freeze-raw-veg
kale | fridge=3-5d freezer=10-12m | blanch
leeks, leek | fridge=1-2w freezer=10-12m | blanch
lettuce, iceberg lettuce, head of lettuce, romaine, romaine lettuce | fridge=1-2w | no-salad-leaves
salad greens, mixed greens, leaf lettuce, spring mix, salad leaves, bagged salad | fridge=3-7d | no-salad-leaves
mushrooms, mushroom, button mushrooms, cremini, portobello, shiitake | fridge=3-7d freezer=10-12m cooked.fridge=3-5d | mushrooms
okra | fridge=2-3d freezer=10-12m | blanch
onions, onion, yellow onion, red onion, white onion | pantry=2-3m fridge=2m opened.fridge=7-10d freezer=10-12m | onions
shallots, shallot | pantry=1m | onions
parsnips, parsnip | fridge=2w freezer=10-12m | blanch
peas, green peas, fresh peas, garden peas | fridge=3-5d freezer=8m cooked.fridge=3-5d | blanch
snow peas, sugar snap peas, snap peas, mangetout | fridge=3-5d freezer=8m | blanch
potatoes, potato, russet potatoes, red potatoes, yukon gold potatoes | pantry=1-2m cooked.fridge=3-5d cooked.freezer=10-12m | potatoes
sweet potatoes, sweet potato, yams | pantry=3-5w cooked.fridge=3-5d cooked.freezer=10-12m | potatoes
mashed potatoes | fridge=3-5d freezer=10-12m | cooked
radishes, radish | fridge=10-14d | no-watery-veg
rutabaga, turnips, turnip | fridge=2w freezer=8-10m | blanch
spinach, baby spinach, fresh spinach | fridge=3-7d freezer=10-12m cooked.fridge=3-5d | blanch
squash, butternut squash, winter squash, acorn squash, pumpkin | pantry=1-3m freezer=10-12m cooked.fridge=3-5d cooked.freezer=10-12m | cooked-veg
zucchini, courgette, courgettes, summer squash, yellow squash | fridge=4-5d freezer=10-12m cooked.fridge=3-5d | blanch
tomatoes, tomato, cherry tomatoes, grape tomatoes, roma tomatoes | pantry=3-5d fridge=2-3d freezer=2m | tomatoes
tomatillos | fridge=2w | freeze-raw-veg
watercress | fridge=2-3d | no-salad-leaves
water chestnuts | pantry=2y opened.fridge=3-4d | canned
horseradish root | fridge=3w | good
frozen vegetables, frozen mixed vegetables, mixed vegetables, frozen peas, frozen corn, frozen broccoli, frozen spinach | freezer=8m cooked.fridge=3-5d | good
coleslaw | fridge=3-5d | no-salad-leaves
salad, green salad, dressed salad | fridge=1d | no-salad-leaves
# fruit
apples, apple | pantry=3w fridge=4-6w freezer=8m | fruit
apricots, apricot | pantry=1-3d fridge=2-3d freezer=8m | fruit
bananas, banana | pantry=2-7d fridge=5-7d freezer=2-3m | bananas
blackberries, raspberries, berries | fridge=2-3d freezer=8-12m | fruit
blueberries | fridge=1-2w freezer=8-12m | fruit
strawberries, strawberry | fridge=3-7d freezer=8-12m | fruit
cherries, cherry | fridge=4-7d freezer=8-12m | fruit
cranberries, fresh cranberries | fridge=3-4w freezer=12m | fruit
grapes | fridge=1-2w freezer=1m | fruit
grapefruit | pantry=10d fridge=2-3w freezer=4-6m | citrus
lemons, lemon | pantry=1w fridge=3-4w freezer=4-6m | citrus
limes, lime | pantry=1w fridge=3-4w freezer=4-6m | citrus
oranges, orange, mandarins, clementines, tangerines, satsumas | pantry=10d fridge=3-4w freezer=4-6m | citrus
kiwi, kiwis, kiwifruit | pantry=3-5d fridge=1-3w freezer=4-6m | fruit
mangoes, mango | pantry=2-5d fridge=5-7d freezer=6m | fruit
melon, cantaloupe, honeydew | pantry=1w fridge=5d freezer=1m | fruit
cut melon, cut cantaloupe, cut fruit, fruit salad | fridge=3-4d | fruit
watermelon | pantry=7-10d fridge=2w freezer=8m | fruit
cut watermelon | fridge=3-5d | fruit
nectarines, peaches, peach, nectarine, plums, plum | pantry=1-3d fridge=3-5d freezer=8m | fruit
pears, pear | pantry=1-3d fridge=5-7d freezer=8m | fruit
pineapple, fresh pineapple | pantry=1-2d fridge=5-7d freezer=4-6m | fruit
papaya | pantry=3-5d fridge=1w | fruit
pomegranate, pomegranate seeds | pantry=1-2d fridge=1-2m freezer=1y | fruit
figs, fresh figs | fridge=2-3d freezer=6m | fruit
dates, dried dates, medjool dates | pantry=6m fridge=1y | not-needed
raisins, sultanas | pantry=6m fridge=6-12m | not-needed
dried fruit, dried apricots, prunes, dried cranberries, craisins | pantry=6m fridge=6m freezer=1y | not-needed
rhubarb | fridge=3-5d freezer=8-12m | fruit
coconut, fresh coconut | pantry=1w fridge=2-3w freezer=6m | fruit
shredded coconut, desiccated coconut | pantry=6m fridge=8m | not-needed
canned fruit, canned peaches, fruit cocktail, canned pineapple | pantry=12-18m opened.fridge=5-7d freezer=2m | canned
applesauce, apple sauce | pantry=12m opened.fridge=7-10d freezer=2m | good
frozen fruit, frozen berries | freezer=8-12m | good
plantains, plantain | pantry=1w | bananas
passion fruit, lychee, lychees, guava, persimmon, star fruit | pantry=3-5d fridge=1-2w | fruit
# herbs
basil, fresh basil | pantry=1w | herbs
parsley, fresh parsley, cilantro, coriander leaves, fresh coriander, fresh herbs, herbs | fridge=1-2w freezer=1-2m | herbs
dill, mint, chives, tarragon | fridge=1-2w freezer=1-2m | herbs
rosemary, thyme, sage, oregano | fridge=1-2w freezer=4-6m | herbs
dried herbs, dried oregano, dried basil, dried thyme | pantry=1-3y | not-needed
spices, ground spices, ground cinnamon, ground cumin, paprika, chili powder | pantry=2-3y | not-needed
whole spices, peppercorns, whole cloves, cinnamon sticks | pantry=3-4y | not-needed
salt, kosher salt, sea salt, table salt | pantry=5y | not-needed
# bakery
bread, sliced bread, white bread, wheat bread, loaf, sandwich bread, whole wheat bread, sourdough, sourdough bread | pantry=5-7d fridge=7-14d freezer=3m | bread
baguette, french bread, ciabatta, crusty bread | pantry=1-2d freezer=3m | bread
bagels, bagel | pantry=2-3d fridge=7-10d freezer=3m | bread
english muffins | pantry=5-7d fridge=7-14d freezer=3m | bread
tortillas, flour tortillas, corn tortillas, wraps | pantry=1w opened.fridge=1m freezer=6m | bread
pita, pita bread, naan, flatbread | pantry=3-5d fridge=1w freezer=3m | bread
rolls, dinner rolls, buns, hamburger buns, hot dog buns, brioche | pantry=3-5d freezer=3m | bread
croissants, pastries, danish | pantry=1-2d fridge=1w freezer=2m | bread
muffins, quick bread, banana bread | pantry=2-4d fridge=1w freezer=2-3m | bread
cake, layer cake | pantry=1-2d fridge=3-4d freezer=2-4m | cake
cheesecake | fridge=5-7d freezer=2-3m | cake
cream pie, custard pie, pumpkin pie | fridge=3-4d freezer=1-2m | no-sour-cream
fruit pie, apple pie | pantry=1-2d fridge=2-3d freezer=6-8m | cake
cookies, biscuits | pantry=2-3w freezer=8-12m | good
brownies | pantry=3-4d fridge=1w freezer=3m | good
crackers | pantry=8m opened.pantry=1-2m | not-needed
breadcrumbs, bread crumbs, panko | pantry=6m freezer=6m | not-needed
pizza dough | fridge=3-5d freezer=3m | dough
bread dough, cookie dough, pie crust, pie dough, puff pastry, phyllo, filo | fridge=3-5d freezer=3m | dough
refrigerated biscuits, canned biscuits, crescent rolls | fridge=2w | dough
pancakes, waffles, crepes | fridge=3-5d freezer=1-2m | good
# grains and pasta
rice, white rice, basmati rice, jasmine rice, long grain rice, arborio rice, sushi rice | pantry=2y cooked.fridge=3-4d cooked.freezer=1-6m | rice
brown rice, wild rice | pantry=6m fridge=6-12m cooked.fridge=3-4d cooked.freezer=1-6m | rice
fried rice | fridge=3-4d freezer=1-2m | rice
pasta, dry pasta, dried pasta, spaghetti, penne, macaroni, noodles, egg noodles, lasagna noodles, fusilli, linguine, fettuccine, rigatoni, orzo | pantry=1-2y cooked.fridge=3-5d cooked.freezer=1-2m | pasta
fresh pasta, ravioli, tortellini, gnocchi | fridge=1-2d freezer=2m cooked.fridge=3-5d | pasta
rice noodles, ramen, instant noodles, soba, udon | pantry=1-2y cooked.fridge=3-5d | pasta
flour, all-purpose flour, all purpose flour, plain flour, white flour, bread flour, cake flour, self-rising flour | pantry=6-12m fridge=1y freezer=2y | not-needed
whole wheat flour, wholemeal flour, whole grain flour, almond flour, nut flour | pantry=1-3m fridge=6m freezer=1y | not-needed
cornmeal, polenta, grits | pantry=6-12m fridge=1y cooked.fridge=3-5d | not-needed
cornstarch, corn starch, cornflour | pantry=18m | not-needed
oats, rolled oats, oatmeal, porridge oats, steel cut oats | pantry=1y cooked.fridge=3-5d | not-needed
quinoa, couscous, bulgur, farro, barley | pantry=1-2y cooked.fridge=3-5d cooked.freezer=1-2m | rice
cereal, breakfast cereal, granola, muesli | pantry=6-12m opened.pantry=2-3m | not-needed
dried beans, beans, dry beans, lentils, chickpeas, dried chickpeas, split peas, dried lentils | pantry=1-2y cooked.fridge=3-5d cooked.freezer=6m | beans
canned beans, black beans, kidney beans, pinto beans, cannellini beans, canned chickpeas, baked beans, refried beans | pantry=2-5y opened.fridge=3-4d freezer=1-2m | canned
tofu | fridge=3-5d opened.fridge=3-5d freezer=5m | tofu
tempeh | fridge=10d freezer=3m | good
seitan | fridge=1w freezer=3m | good
popcorn, popcorn kernels | pantry=1-2y | not-needed
chips, potato chips, tortilla chips, crisps | pantry=2m opened.pantry=1-2w | not-needed
pretzels | pantry=6-8m opened.pantry=1m | not-needed
# baking
sugar, white sugar, granulated sugar, caster sugar | pantry=2y | not-needed
brown sugar | pantry=18m | not-needed
powdered sugar, icing sugar, confectioners sugar | pantry=18m | not-needed
honey | pantry=1y | not-needed
maple syrup, pure maple syrup | pantry=1y opened.fridge=1y freezer=1y | not-needed
pancake syrup, corn syrup, golden syrup, molasses | pantry=1y | not-needed
baking powder | pantry=6m | not-needed
baking soda, bicarbonate of soda | pantry=18m | not-needed
yeast, dry yeast, instant yeast, active dry yeast | pantry=4m opened.fridge=4m freezer=6m | not-needed
fresh yeast, cake yeast | fridge=2w freezer=2m | good
cocoa powder, cocoa | pantry=1y | not-needed
chocolate, baking chocolate, chocolate chips, dark chocolate, milk chocolate | pantry=6-12m | chocolate
vanilla extract, vanilla, extracts | pantry=3y | not-needed
gelatin, gelatine | pantry=2y | not-needed
marshmallows | pantry=2-3m | not-needed
sprinkles | pantry=3y | not-needed
frosting, icing, canned frosting | pantry=10m opened.fridge=1w | no-cream-cheese
# nuts and seeds
nuts, almonds, walnuts, pecans, cashews, hazelnuts, pistachios, peanuts, mixed nuts, macadamia nuts | pantry=6-12m fridge=1y freezer=1-2y | nuts
pine nuts | pantry=1-2m fridge=3-4m freezer=6m | nuts
seeds, sunflower seeds, pumpkin seeds, sesame seeds, chia seeds, flax seeds, flaxseed, hemp seeds | pantry=6-12m fridge=1y freezer=1y | nuts
peanut butter, almond butter, nut butter | pantry=6-9m opened.pantry=2-3m opened.fridge=3-4m | not-needed
natural peanut butter | pantry=3m opened.fridge=3-4m | not-needed
tahini | pantry=6m opened.fridge=6m | not-needed
nutella, chocolate spread, hazelnut spread | pantry=1y opened.pantry=1-2m | not-needed
# condiments and sauces
ketchup, tomato ketchup | pantry=1y opened.fridge=6m | not-needed
mustard, dijon mustard, yellow mustard, whole grain mustard | pantry=1-2y opened.fridge=1y | not-needed
mayonnaise, mayo | pantry=3-6m opened.fridge=2m | no-mayo
salad dressing, ranch, ranch dressing, vinaigrette, italian dressing | pantry=10-12m opened.fridge=1-3m | no-mayo
soy sauce, tamari | pantry=2y opened.pantry=3m opened.fridge=2y | not-needed
fish sauce | pantry=2y opened.pantry=1y | not-needed
worcestershire sauce, worcestershire | pantry=1-2y opened.pantry=1y | not-needed
hot sauce, sriracha, tabasco | pantry=2y opened.fridge=6m | not-needed
bbq sauce, barbecue sauce | pantry=1y opened.fridge=4m | not-needed
salsa, jarred salsa | pantry=12-18m opened.fridge=1m | no-watery-veg
fresh salsa, pico de gallo | fridge=5-7d | no-watery-veg
pesto | fridge=5-7d opened.fridge=5-7d freezer=3-6m | herbs
pasta sauce, tomato sauce, marinara, jarred pasta sauce, spaghetti sauce | pantry=18m opened.fridge=3-5d freezer=6m | good
tomato paste | pantry=18m opened.fridge=5-7d freezer=3m | good
canned tomatoes, diced tomatoes, crushed tomatoes, tinned tomatoes | pantry=12-18m opened.fridge=5-7d freezer=2m | canned
jam, jelly, preserves, marmalade | pantry=1y opened.fridge=6m | not-needed
pickles, gherkins, dill pickles | pantry=1y opened.fridge=1-3m | no-watery-veg
sauerkraut, kimchi | fridge=2m opened.fridge=2m | not-needed
olives | pantry=12-18m opened.fridge=2w | no-watery-veg
capers | pantry=1y opened.fridge=6m | not-needed
hummus | fridge=7d opened.fridge=4-7d freezer=2m | hummus
guacamole | fridge=1-2d freezer=3m | avocado
horseradish, prepared horseradish | fridge=3-4m | not-needed
gravy, homemade gravy | fridge=1-2d freezer=4m | sauce-thickened
vinegar, white vinegar, apple cider vinegar, balsamic vinegar, red wine vinegar, rice vinegar | pantry=2y | not-needed
olive oil, extra virgin olive oil | pantry=18-24m opened.pantry=3-5m | not-needed
vegetable oil, canola oil, sunflower oil, cooking oil, peanut oil, corn oil | pantry=1y opened.pantry=6m | not-needed
sesame oil, nut oil, walnut oil | pantry=6m opened.fridge=6m | not-needed
coconut oil | pantry=2y | not-needed
shortening, crisco | pantry=8m opened.pantry=3m | not-needed
lard | pantry=1m fridge=6m freezer=1y | good
broth, stock, chicken broth, beef broth, vegetable broth, chicken stock, bouillon | pantry=1y opened.fridge=4-5d freezer=2-3m | good
homemade stock, homemade broth, bone broth | fridge=3-4d freezer=2-3m | good
bouillon cubes, stock cubes | pantry=2y | not-needed
miso, miso paste | fridge=1y | not-needed
curry paste | pantry=1y opened.fridge=1m freezer=3m | good
oyster sauce, hoisin sauce, teriyaki sauce | pantry=18m opened.fridge=6m | not-needed
# drinks
orange juice, fruit juice, juice, apple juice | fridge=7-10d opened.fridge=7-10d freezer=8-12m | juice
juice concentrate, frozen juice | freezer=12m | good
coffee beans, whole bean coffee | pantry=3-4m freezer=6m | coffee
ground coffee | pantry=3-5m opened.pantry=2w freezer=3m | coffee
tea, tea bags, loose tea | pantry=18-24m | not-needed
wine, opened wine, red wine, white wine | pantry=1-5y opened.fridge=3-5d | wine
beer | pantry=6m fridge=6m | not-needed
soda, soft drinks, sparkling water | pantry=9m opened.fridge=2-4d | not-needed
# prepared foods and leftovers
leftovers, cooked leftovers | fridge=3-4d freezer=2-6m | cooked
soup, soups, stew, chili, homemade soup | fridge=3-4d freezer=2-3m | soup
cream soup, chowder | fridge=3-4d freezer=2-3m | sauce-thickened
casserole, lasagna, lasagne, baked pasta, enchiladas | fridge=3-4d freezer=2-3m | cooked
pizza, leftover pizza | fridge=3-4d freezer=1-2m | cooked
frozen pizza | freezer=12m | good
cooked meat, cooked beef, cooked pork, roast meat, pulled pork | fridge=3-4d freezer=2-3m | cooked
cooked chicken, chicken leftovers, shredded chicken | fridge=3-4d freezer=2-6m | cooked
cooked fish, cooked salmon, cooked shrimp | fridge=3-4d freezer=4-6m | cooked
cooked vegetables, roasted vegetables, steamed vegetables | fridge=3-4d freezer=10-12m | cooked-veg
chicken salad, egg salad, tuna salad, ham salad, macaroni salad, potato salad, pasta salad | fridge=3-5d | no-mayo
tv dinners, frozen dinners, frozen meals | freezer=3-4m | good
takeout, take-out, takeaway, restaurant leftovers, chinese takeout | fridge=3-4d freezer=2-3m | cooked
stuffing, dressing | fridge=3-4d freezer=1m | cooked
burritos, frozen burritos | fridge=3-4d freezer=2m | cooked
dumplings, potstickers, frozen dumplings | freezer=3-4m cooked.fridge=3-4d | good
baby food, opened baby food | pantry=1-2y opened.fridge=2-3d freezer=1-2m | good
breast milk | pantry=4h fridge=4d freezer=6m | dairy-liquid
jello, gelatin dessert, jelly dessert | fridge=7-10d | no-sour-cream
`;
