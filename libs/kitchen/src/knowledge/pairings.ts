/**
 * What goes with a food: flavors (herbs, spices, sauces) and sides, from classic kitchen pairings.
 * Written for Sous.
 */
import { lazy, NameIndex } from './food-names.js';

export interface Pairing {
  food: string;
  names: readonly string[];
  flavors: readonly string[];
  sides: readonly string[];
}

/** `names | flavors | sides` */
const PAIRING_TABLE = `
salmon, salmon fillet | lemon, dill, garlic, capers, soy sauce and ginger, honey mustard, miso | roast asparagus, new potatoes, rice, cucumber salad, green beans
white fish, cod, haddock, tilapia, halibut, fish | lemon, butter, parsley, capers, paprika, tomatoes and olives | chips or roast potatoes, peas, rice, coleslaw, green salad
tuna, tuna steak | sesame, soy sauce, ginger, wasabi, lime | rice, cucumber salad, edamame, noodles
shrimp, prawns | garlic, chili, lemon, butter, cilantro, lime, coconut | rice, pasta, grits, tacos, avocado salad
chicken, chicken breast, chicken thighs | lemon, garlic, thyme, rosemary, paprika, honey and mustard, tarragon, curry spices | roast potatoes, rice, green salad, roast vegetables, couscous
turkey | sage, thyme, cranberry, gravy, orange | stuffing, mashed potatoes, green beans, roast carrots
beef, steak | black pepper, garlic, rosemary, thyme, blue cheese, mushrooms, chimichurri, horseradish | fries, baked potato, creamed spinach, green salad, roast tomatoes
ground beef, mince | cumin, chili, oregano, onion, tomato, Worcestershire sauce | rice, pasta, tortillas, mashed potatoes, peas
pork, pork chops, pork tenderloin | apple, sage, mustard, fennel, garlic, honey, ginger | mashed potatoes, cabbage, roast apples, green beans, rice
lamb | rosemary, garlic, mint, cumin, lemon, yogurt | roast potatoes, couscous, peas, flatbread, eggplant
sausage, sausages | mustard, onions, fennel, apple | mashed potatoes, sauerkraut, lentils, peppers and onions
bacon | maple, black pepper, eggs, tomato | eggs, toast, pancakes, salad
tofu | soy sauce, ginger, garlic, sesame, chili, peanut | rice, noodles, stir-fried greens, broccoli
eggs, egg | chives, cheese, black pepper, smoked salmon, spinach, tomatoes | toast, potatoes, bacon, avocado
pasta, spaghetti | garlic, olive oil, parmesan, basil, tomatoes, chili flakes, lemon | green salad, garlic bread, roast vegetables
rice | soy sauce, scallions, lime, cilantro, coconut, butter | stir-fries, curries, beans, grilled meat or fish
potatoes, potato | butter, rosemary, garlic, sour cream, chives, paprika, cheese | steak, roast chicken, fish, sausages
sweet potatoes, sweet potato | cinnamon, maple, chili, lime, cumin, feta | pork, chicken, black beans, kale
broccoli | garlic, lemon, chili flakes, parmesan, soy sauce, almonds | chicken, rice, pasta, steak
cauliflower | cumin, turmeric, curry, parmesan, tahini, lemon | roast chicken, lamb, rice
carrots | honey, cumin, ginger, orange, thyme, dill | roast meats, chicken, lentils
asparagus | lemon, parmesan, butter, eggs, hollandaise | salmon, steak, chicken, risotto
green beans | garlic, almonds, lemon, shallots, bacon | chicken, steak, fish, potatoes
spinach | garlic, nutmeg, lemon, feta, cream | eggs, pasta, chicken, fish
mushrooms | garlic, thyme, butter, cream, soy sauce, parsley | steak, chicken, pasta, risotto, toast
tomatoes, tomato | basil, mozzarella, olive oil, garlic, oregano, balsamic | pasta, bread, grilled cheese, salads
zucchini, courgettes, courgette | garlic, lemon, mint, parmesan, basil | pasta, fish, chicken, couscous
eggplant, aubergine | garlic, tomato, miso, tahini, cumin, mint | lamb, rice, flatbread, pasta
bell peppers, peppers | onion, garlic, cumin, paprika, feta | fajitas, rice, sausages, eggs
corn | butter, lime, chili, cilantro, cotija cheese | grilled chicken, burgers, black beans, tacos
avocado | lime, cilantro, chili, tomato, salt | toast, tacos, eggs, salads
beans, black beans, chickpeas | cumin, garlic, lemon, chili, smoked paprika, cilantro | rice, tortillas, salads, flatbread
lentils | cumin, garlic, tomato, lemon, spinach, curry spices | rice, naan, sausages, roasted vegetables
apples, apple | cinnamon, caramel, cheddar, pork, walnuts | pork chops, cheese boards, oatmeal
bananas, banana | cinnamon, peanut butter, chocolate, honey, walnuts | pancakes, oatmeal, yogurt
strawberries, strawberry | cream, balsamic, black pepper, chocolate, mint | shortcake, yogurt, salads with spinach
lemon | garlic, herbs, butter, honey, berries | fish, chicken, pasta, desserts
chocolate | orange, raspberries, coffee, chili, sea salt, peanut butter | ice cream, berries
cheddar, cheese | apple, chutney, mustard, onion | crackers, bread, soups, burgers
goat cheese | honey, beets, walnuts, figs, thyme | salads, toast, pasta
feta | watermelon, olives, oregano, lemon, mint | salads, roast vegetables, flatbread
quinoa | lemon, herbs, feta, cucumber, chickpeas | grilled chicken, fish, salads
mac and cheese, macaroni and cheese | mustard, paprika, breadcrumbs | green salad, broccoli, ham
soup, soups, tomato soup, butternut squash soup, squash soup, vegetable soup, lentil soup | basil, cream, croutons | grilled cheese, crusty bread, toast, green salad
lasagna, lasagne | garlic, basil, parmesan | green salad, garlic bread, roast vegetables, broccoli
curry, curries, curry night, chicken curry, dal, dhal | cilantro, lime, yogurt, mango chutney, chili | rice, naan, raita, poppadoms, chapati, pickles
ribs, bbq ribs, spare ribs, pork ribs, baby back ribs | barbecue sauce, smoked paprika, brown sugar, garlic | coleslaw, corn on the cob, cornbread, baked beans, potato salad, mac and cheese
pizza | basil, oregano, chili oil, garlic | green salad, garlic bread, coleslaw
burgers, burger, hamburger | cheese, pickles, onion, mustard, ketchup, bacon | fries, coleslaw, onion rings, corn on the cob, potato salad
roast chicken, roasted chicken, whole chicken | lemon, thyme, garlic, tarragon, bread sauce | roast potatoes, carrots, parsnips, green beans, peas, stuffing, gravy
roast beef, beef joint, prime rib | horseradish, mustard, red wine, thyme | roast potatoes, Yorkshire puddings, carrots, green beans, gravy
roast lamb, leg of lamb, lamb shoulder | rosemary, garlic, mint sauce, anchovy | roast potatoes, peas, green beans, gratin, flageolet beans
roast pork, pork belly, pork shoulder, pulled pork | apple sauce, sage, fennel, crackling, mustard | roast potatoes, red cabbage, coleslaw, buns
ham, gammon, glazed ham | mustard, honey, cloves, pineapple, brown sugar | potatoes, parsley sauce, peas, macaroni and cheese
meatballs | tomato, basil, parmesan, garlic | spaghetti, mashed potatoes, crusty bread, green salad
tacos, taco | lime, cilantro, salsa, avocado, pickled onions, sour cream | rice, refried beans, corn, slaw
stew, beef stew, casserole | thyme, bay, red wine, parsley | mashed potatoes, crusty bread, dumplings, green beans
chili, chili con carne | sour cream, cheddar, green onion, cilantro, lime | rice, cornbread, tortilla chips, baked potato
fish and chips | malt vinegar, lemon, tartar sauce | mushy peas, coleslaw, pickled onions
duck, duck breast | orange, cherry, plum, hoisin, five spice | roast potatoes, greens, pancakes, rice
scallops | butter, lemon, bacon, pea puree, garlic | pea puree, salad, risotto
mussels, clams | white wine, garlic, shallot, cream, parsley | fries, crusty bread
crab | lemon, chili, mayonnaise, avocado | salad, toast, linguine
halloumi | lemon, mint, chili, honey | salad, flatbread, couscous
brie, camembert | cranberry, honey, walnuts, grapes, apple | crackers, baguette
blue cheese, stilton, gorgonzola | pear, honey, walnuts, port, figs | crackers, salad
kale | garlic, lemon, chili flakes, parmesan | beans, sausages, eggs
cabbage, red cabbage | apple, caraway, bacon, vinegar, butter | pork, sausages, corned beef
brussels sprouts, sprouts | bacon, chestnuts, balsamic, parmesan, garlic | roast turkey, pork
parsnips | honey, thyme, maple, nutmeg | roast beef, chicken, turkey
butternut squash, squash, pumpkin | sage, nutmeg, chili, brown butter, maple | risotto, pasta, roast chicken
leeks | butter, thyme, cream, cheese | chicken, fish, potatoes
peas, garden peas, petits pois | mint, butter, bacon, lemon | fish, lamb, risotto
cucumber | dill, mint, yogurt, vinegar | salads, fish, curry
mango | lime, chili, coconut, mint | curry, salsa, yogurt
pineapple | chili, lime, coconut, rum, ham | pork, pizza, salsa
pears, pear | blue cheese, ginger, vanilla, chocolate, walnuts | salads, cheese boards
blueberries, raspberries, berries | lemon, vanilla, cream, almond | yogurt, pancakes, oatmeal
peaches, peach | vanilla, basil, honey, almond | ice cream, burrata, grilled pork
figs | goat cheese, honey, prosciutto, walnuts | cheese boards, salads
coconut | lime, chili, ginger, mango | curries, rice
noodles, ramen | soy sauce, ginger, garlic, sesame, green onion | stir-fries, eggs, greens
couscous | lemon, mint, parsley, cumin, dried fruit | tagine, lamb, roast vegetables
polenta | parmesan, butter, mushrooms, rosemary | stews, sausages, ragù
risotto | parmesan, white wine, lemon, herbs | green salad, roast chicken
gnocchi | brown butter, sage, tomato, pesto, parmesan, gorgonzola | green salad, roast vegetables
baked potato, baked potatoes, jacket potato | butter, sour cream, chives, cheddar, bacon | baked beans, tuna mayo, chili, coleslaw
fish cakes, fishcakes | lemon, dill, tartar sauce, parsley | peas, green salad, chips, new potatoes
steak and chips | peppercorn sauce, béarnaise, garlic butter | green salad, onion rings, mushrooms
sausage and mash, bangers and mash | onion gravy, mustard | peas, cabbage, green beans
roast dinner, sunday roast | gravy, horseradish, mint sauce, apple sauce | roast potatoes, Yorkshire puddings, carrots, parsnips, greens
omelet, omelette | cheese, chives, ham, mushrooms | green salad, toast
pasta bake | parmesan, basil, chili flakes | green salad, garlic bread, steamed broccoli, peas
carrot sticks, veggie sticks, vegetable sticks, crudites, crudités, celery sticks | hummus, ranch dip, tzatziki, guacamole, peanut butter | pitta chips, breadsticks, crackers
pancakes | maple syrup, lemon and sugar, berries, banana | bacon, yogurt
jollof, jollof rice | scotch bonnet, thyme, bay leaf, smoked paprika | fried plantain (dodo), grilled or fried chicken, coleslaw, moi moi, fried fish, green salad
pierogi, pierogies, perogies | fried onions, bacon, butter, dill | sour cream, fried onions and bacon bits, sauerkraut, cucumber salad (mizeria), kielbasa
bulgogi | garlic, sesame, gochujang, spring onion, pear | steamed rice, kimchi, lettuce wraps (ssam), japchae, cucumber salad, other banchan
injera | berbere, niter kibbeh (spiced butter), mitmita | doro wat (chicken stew), misir wat (spiced red lentils), shiro (chickpea stew), gomen (collard greens), tibs, ayib (fresh cheese)
miso, miso paste | butter, honey, ginger, sesame, garlic, mirin | corn on the cob, eggplant, salmon, ramen, roast vegetables, pasta
`;

export const pairings: () => readonly Pairing[] = lazy(() =>
  PAIRING_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [names, flavors, sides] = line.split('|').map((part) => part.split(',').map((word) => word.trim()));
      return { food: names[0], names, flavors, sides };
    }),
);

const index = lazy(() => new NameIndex(pairings(), (entry) => entry.names));

/** What goes with a food ("salmon", "pork chops"); null when unknown. */
export function pairingsFor(food: string): Pairing | null {
  return index().exact(food) ?? index().find(food) ?? null;
}
