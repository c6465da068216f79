/**
 * How much of a food to allow per person, and so for a table of N (issue 31): "how much salmon
 * per person", "rice for 6 people", "how many potatoes to feed 8". Figures are common main-course
 * allowances (raw or dry weight) from standard portion guides; the text is our own. Pure.
 */
import { lazy, NameIndex } from './food-names.js';

export interface Portion {
  names: readonly string[];
  /** Grams per person, low and high. */
  grams: readonly [number, number];
  /** What the weight is of: "dry", "raw boneless", "bone-in". */
  as: string;
  /** A cook's hint in other terms, when it helps ("about 1 medium potato"). */
  hint: string | null;
}

/** `names | low-high grams | as | hint` */
const PORTION_TABLE = `
rice, white rice, brown rice, basmati, jasmine rice | 75-90 | uncooked | about 1/3 to 1/2 cup uncooked
pasta, spaghetti, penne, fusilli, macaroni, linguine, tagliatelle, dried pasta | 75-100 | dry | the standard serving is 2 oz (56 g) dry
fresh pasta, gnocchi | 100-125 | fresh |
noodles, egg noodles, rice noodles | 75-100 | dry |
couscous | 70-80 | dry | about 1/3 cup dry
quinoa, bulgur, pearl barley, farro | 60-75 | dry | about 1/3 cup dry
lentils, dried beans, chickpeas, split peas | 60-75 | dry | about 1/3 cup dry
oats, porridge, oatmeal | 40-50 | dry | about 1/2 cup rolled oats
potatoes, potato, mashed potatoes, mash, roast potatoes, baked potato | 200-250 | raw | about 1 medium potato, 1/2 lb
sweet potatoes, sweet potato | 200-250 | raw | about 1 medium sweet potato
chips, fries, french fries | 150-200 | raw potato |
chicken, chicken breast, chicken breasts, chicken thighs, boneless chicken | 150-200 | raw boneless | about 1 breast or 2 boneless thighs
chicken wings, wings | 250-350 | raw with bone | about 5 to 6 whole wings
whole chicken, roast chicken | 350-450 | whole raw bird | a 1.5 kg (3 1/4 lb) bird feeds 4
turkey, whole turkey | 450-700 | whole raw bird | 1 lb to 1 1/2 lb per person
turkey breast, turkey crown | 200-250 | raw boneless |
steak, steaks, sirloin, ribeye, fillet steak | 200-250 | raw | about 8 oz
beef, roast beef, beef joint, beef roast | 200-250 | raw boneless | 1/2 lb boneless, 3/4 lb bone-in
ground beef, mince, minced beef, ground meat, ground turkey, ground pork | 125-150 | raw | 4 to 5 oz
burgers, burger | 150-170 | raw | one 5 to 6 oz patty, 3 from a pound
stewing beef, stew meat, braising steak | 175-225 | raw | 6 to 8 oz
pork, pork loin, pork tenderloin, pork joint | 175-225 | raw boneless | 6 to 8 oz
pork chops, pork chop | 200-250 | raw bone-in | 1 chop
pork shoulder, pulled pork | 250-350 | raw bone-in | about 1/2 to 3/4 lb
ribs, spare ribs, baby back ribs, pork ribs, bbq ribs | 450-600 | raw with bone | about 1 lb, half a rack of baby backs
lamb, leg of lamb, lamb leg | 250-350 | raw bone-in | 150 to 200 g boneless
lamb chops, lamb cutlets | 200-250 | raw bone-in | 2 to 3 chops
ham, gammon | 225-340 | bone-in | 150 to 225 g boneless
sausages, sausage | 120-180 | raw | 2 to 3 sausages
bacon | 50-75 | raw | 2 to 3 rashers
meat, bbq meat, barbecue meat, grilled meat, mixed meat | 200-250 | raw boneless, a mix at a barbecue (more for bone-in ribs and wings) | about 1/2 lb per adult, less with plenty of sides
fish, salmon, salmon fillet, cod, haddock, tuna steak, sea bass, trout, white fish, fish fillet | 140-180 | raw fillet | 5 to 6 oz
shrimp, prawns, scallops | 100-150 | raw peeled | 4 to 5 oz
mussels, clams | 400-500 | in the shell | about 1 lb
tofu | 100-150 | pressed |
vegetables, veg, green beans, broccoli, carrots, peas, cauliflower, asparagus | 80-120 | raw, as a side | about 1 cup raw
salad, salad leaves, lettuce, greens | 30-50 | loose leaves, as a side | 1 to 2 cups loose
soup | 300-400 | ml, as a main (250 ml as a starter) |
cheese, cheeseboard, cheese board | 50-75 | after dinner (100 to 125 g as the main event) |
`;

export const portions: () => readonly Portion[] = lazy(() =>
  PORTION_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [names, grams, as, hint] = line.split('|').map((part) => part.trim());
      const [low, high] = grams.split('-').map(Number);
      return { names: names.split(',').map((name) => name.trim()), grams: [low, high] as const, as, hint: hint || null };
    }),
);

const index = lazy(() => new NameIndex(portions(), (portion) => portion.names));

/** The allowance per person for a food ("salmon", "bbq ribs"); null when unknown. */
export function portionOf(food: string): Portion | null {
  return index().exact(food) ?? index().find(food) ?? null;
}

/** "about 1.1 kg (2 1/2 lb)" for a weight in grams; millilitres for soup. */
function weightText(grams: number, millilitres: boolean): string {
  if (millilitres) return grams >= 1000 ? `${(grams / 1000).toFixed(1)} liters` : `${Math.round(grams / 10) * 10} ml`;
  const pounds = grams / 453.59237;
  const metric = grams >= 1000 ? `${(grams / 1000).toFixed(1).replace(/\.0$/, '')} kg` : `${Math.round(grams / 5) * 5} g`;
  const imperial = pounds >= 0.9 ? `${(Math.round(pounds * 4) / 4).toString()} lb` : `${Math.round(grams / 28.3495)} oz`;
  return `${metric} (${imperial})`;
}

/** The allowance for one, and for `people` when given: "allow 140 to 180 g … for 6 people about 1 kg". */
export function portionText(portion: Portion, people: number | null): string {
  const ml = portion.as.startsWith('ml');
  const [low, high] = portion.grams;
  const unit = ml ? ' ml' : ' g';
  const [lowOz, highOz] = [low, high].map((grams) => Math.round(grams / 28.3495));
  const ounces = ml ? '' : lowOz === highOz ? ` (about ${lowOz} oz)` : ` (${lowOz} oz to ${highOz} oz)`;
  const per = `Allow about ${low}${unit} to ${high}${unit}${ounces} of ${portion.names[0]} per person (${ml ? portion.as.replace(/^ml, /, '') : portion.as})${portion.hint ? `, ${portion.hint}` : ''}.`;
  if (!people || people < 2) return `${per} Allow the upper end for big eaters or when it is the only main.`;
  return `${per} For ${people} people that is about ${weightText(low * people, ml)} to ${weightText(high * people, ml)}.`;
}
