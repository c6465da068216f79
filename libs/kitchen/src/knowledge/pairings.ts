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
zucchini, courgette | garlic, lemon, mint, parmesan, basil | pasta, fish, chicken, couscous
eggplant, aubergine | garlic, tomato, miso, tahini, cumin, mint | lamb, rice, flatbread, pasta
bell peppers, peppers | onion, garlic, cumin, paprika, feta | fajitas, rice, sausages, eggs
corn | butter, lime, chili, cilantro, cotija cheese | grilled chicken, burgers, black beans, tacos
avocado | lime, cilantro, chili, tomato, salt | toast, tacos, eggs, salads
beans, black beans, chickpeas | cumin, garlic, lemon, chili, smoked paprika, cilantro | rice, tortillas, salads, flatbread
lentils | cumin, garlic, tomato, lemon, spinach, curry spices | rice, naan, sausages, roasted vegetables
apples, apple | cinnamon, caramel, cheddar, pork, walnuts | pork chops, cheese boards, oatmeal
bananas, banana | cinnamon, peanut butter, chocolate, honey, walnuts | pancakes, oatmeal, yogurt
strawberries | cream, balsamic, black pepper, chocolate, mint | shortcake, yogurt, salads with spinach
lemon | garlic, herbs, butter, honey, berries | fish, chicken, pasta, desserts
chocolate | orange, raspberries, coffee, chili, sea salt, peanut butter | ice cream, berries
cheddar, cheese | apple, chutney, mustard, onion | crackers, bread, soups, burgers
goat cheese | honey, beets, walnuts, figs, thyme | salads, toast, pasta
feta | watermelon, olives, oregano, lemon, mint | salads, roast vegetables, flatbread
quinoa | lemon, herbs, feta, cucumber, chickpeas | grilled chicken, fish, salads
mac and cheese, macaroni and cheese | mustard, paprika, breadcrumbs | green salad, broccoli, ham
soup, tomato soup | basil, cream, croutons | grilled cheese, crusty bread
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
