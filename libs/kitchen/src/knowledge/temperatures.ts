/**
 * Safe minimum internal temperatures from the USDA FSIS "Safe Minimum Internal Temperature Chart"
 * (fsis.usda.gov), and doneness temperatures and cues as cooks use them. Doneness below the USDA
 * minimum (a rare steak, a medium-rare salmon) is the cook's choice; the answer says so.
 */
import { lazy, NameIndex } from './food-names.js';

export interface SafeTemperature {
  food: string;
  names: readonly string[];
  fahrenheit: number;
  celsius: number;
  /** Rest time or other condition ("rest 3 minutes"). */
  note: string;
}

const safe = (names: string, fahrenheit: number, celsius: number, note: string): SafeTemperature => {
  const list = names.split(',').map((name) => name.trim());
  return { food: list[0], names: list, fahrenheit, celsius, note };
};

export const safeTemperatures: () => readonly SafeTemperature[] = lazy(() => [
  safe('chicken, poultry, chicken breast, chicken thighs, chicken wings, whole chicken, turkey, duck, goose, stuffed poultry, ground chicken, ground turkey, ground poultry', 165, 74, 'Measure in the thickest part, away from the bone.'),
  safe('ground beef, ground meat, ground pork, ground lamb, ground veal, hamburger, burger, burgers, meatballs, meatloaf, sausage, sausages, mince', 160, 71, 'Ground meat must be cooked through: the grinding spreads surface bacteria inside.'),
  safe('beef, steak, steaks, roast beef, pork, pork chops, pork loin, pork tenderloin, lamb, lamb chops, veal, roast, ribs', 145, 63, 'Then rest it for 3 minutes before carving or eating.'),
  safe('pulled pork, pork shoulder, pork butt, brisket, beef brisket, short ribs', 145, 63, 'That is the safe minimum, but these tough cuts only turn tender enough to shred or slice soft at about 195 to 205 °F (90 to 96 °C) inside; cook them low and slow and rest 30 minutes.'),
  safe('fresh ham, raw ham', 145, 63, 'Then rest it for 3 minutes.'),
  safe('precooked ham, cooked ham, ham', 140, 60, 'Reheat to 140 °F (60 °C); 165 °F (74 °C) if it was not packaged in a USDA-inspected plant.'),
  safe('fish, salmon, cod, tuna, tilapia, halibut, trout, fish fillet, seafood', 145, 63, 'Or until the flesh is opaque and flakes easily with a fork.'),
  safe('shrimp, prawns, lobster, crab, scallops', 145, 63, 'Cook until the flesh is pearly and opaque; scallops turn milky white and firm.'),
  safe('clams, mussels, oysters', 145, 63, 'Cook until the shells open; discard any that stay shut.'),
  safe('eggs, egg, egg dishes, egg casserole, quiche, frittata, custard', 160, 71, 'Cook eggs until yolk and white are firm; egg dishes to 160 °F (71 °C).'),
  safe('leftovers, casserole, casseroles, reheated food, soup, stew, chili', 165, 74, 'Reheat until steaming hot throughout; bring sauces and soups to a boil.'),
  safe('stuffing, dressing', 165, 74, 'Cooked alone or in the bird, the stuffing itself must reach 165 °F (74 °C).'),
  safe('hot dogs, deli meat, lunch meat', 165, 74, 'Reheat until steaming hot, especially for pregnant or older people.'),
  safe('venison, game, bison', 160, 71, 'Ground game to 160 °F (71 °C); whole cuts 145 °F (63 °C) with a 3 minute rest.'),
]);

const safeIndex = lazy(() => new NameIndex(safeTemperatures(), (entry) => entry.names));

/** The USDA minimum for a food ("chicken", "pork chops", "burgers"); null when unknown. */
export function safeTemperature(food: string): SafeTemperature | null {
  return safeIndex().exact(food) ?? safeIndex().find(food) ?? null;
}

export interface Doneness {
  food: string;
  names: readonly string[];
  /** The doneness levels with their temperatures or cues, in order. */
  levels: readonly string[];
  /** How to tell without a thermometer. */
  cue: string;
}

const done = (names: string, levels: string[], cue: string): Doneness => {
  const list = names.split(',').map((name) => name.trim());
  return { food: list[0], names: list, levels, cue };
};

export const donenessTable: () => readonly Doneness[] = lazy(() => [
  done('steak, beef, roast beef, prime rib, lamb, lamb chops', [
    'rare: 125 °F (52 °C)',
    'medium-rare: 135 °F (57 °C)',
    'medium: 145 °F (63 °C), the USDA minimum',
    'medium-well: 150 °F (66 °C)',
    'well done: 160 °F (71 °C)',
  ], 'Take it off the heat about 5 °F (3 °C) early: it keeps cooking as it rests. By touch, medium-rare feels like the base of your thumb when thumb and index finger touch.'),
  done('pork, pork chops, pork tenderloin, pork loin', ['medium (slightly pink, juicy): 145 °F (63 °C), the USDA minimum', 'well done: 160 °F (71 °C)'], 'A blush of pink at 145 °F is safe after a 3 minute rest.'),
  done('chicken, chicken breast, turkey, turkey breast', ['done: 165 °F (74 °C)'], 'The juices run clear and the thickest part is no longer pink; thighs and legs are most tender at 175 to 185 °F (79 to 85 °C).'),
  done('chicken thighs, chicken legs, drumsticks, chicken wings', ['safe: 165 °F (74 °C)', 'most tender: 175 to 185 °F (79 to 85 °C)'], 'The meat pulls away from the bone.'),
  done('salmon, trout', ['medium (moist, slightly translucent centre): 125 °F (52 °C), below the USDA 145 °F', 'well done: 145 °F (63 °C), the USDA minimum'], 'It flakes with gentle pressure from a fork and the centre turns from translucent to opaque.'),
  done('fish, cod, white fish, halibut, tilapia', ['done: 145 °F (63 °C)'], 'It turns opaque all the way through and flakes easily with a fork.'),
  done('tuna steak, tuna', ['seared rare: 115 °F (46 °C) in the centre', 'well done: 145 °F (63 °C)'], 'Sear the outside hard for a minute a side for a rare centre (use very fresh, sushi-grade fish).'),
  done('shrimp, prawns', ['done: 145 °F (63 °C)'], 'They curl into a loose C and turn pink and opaque; a tight O means overcooked.'),
  done('burger, burgers, hamburger, ground beef', ['done: 160 °F (71 °C)'], 'Color is not a reliable sign: use a thermometer.'),
  done('eggs, boiled eggs, boiled egg, egg', ['soft-boiled: 6 minutes', 'jammy: 7 minutes', 'hard-boiled: 10 to 12 minutes'], 'Lower eggs into boiling water, then cool them in ice water.'),
  done('bread, loaf', ['sandwich bread: 190 °F (88 °C)', 'crusty bread: 200 to 210 °F (93 to 99 °C)'], 'It sounds hollow when tapped underneath.'),
  done('cake, muffins, brownies', ['done: a toothpick comes out clean (brownies: a few moist crumbs)'], 'The top springs back when pressed lightly and the edges pull away from the pan.'),
  done('pasta, spaghetti, noodles', ['al dente: 1 to 2 minutes less than the packet time'], 'Bite one: it should be tender with a thin firm core.'),
  done('rice', ['done: all the water absorbed, about 15 to 18 minutes for white rice, 40 to 45 for brown'], 'Rest it covered 5 to 10 minutes, then fluff it.'),
  done('potatoes, baked potato, roast potatoes', ['baked: 205 to 210 °F (96 to 99 °C) inside'], 'A knife slides in with no resistance.'),
  done('vegetables, broccoli, green beans, carrots', ['crisp-tender: bright in color with a slight bite'], 'Taste one; they keep softening after draining.'),
]);

const doneIndex = lazy(() => new NameIndex(donenessTable(), (entry) => entry.names));

/** Doneness levels and cues for a food ("steak", "salmon", "boiled eggs"); null when unknown. */
export function donenessOf(food: string): Doneness | null {
  return doneIndex().exact(food) ?? doneIndex().find(food) ?? null;
}
