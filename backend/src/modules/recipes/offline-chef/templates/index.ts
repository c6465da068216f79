/** Every template recipe the offline chef can compose from what is on hand. */
import { flatbread, grainBowl, quesadilla, salad, sheetPan, snackBoard, tacos, toast } from './assembled.js';
import { frittata, omelette, skilletHash } from './eggs.js';
import type { RecipeTemplate } from './kit.js';
import { braise } from './braise.js';
import { beurreBlanc, panSauce } from './pan-sauce.js';
import { eggsBenedict, poachedEggs } from './poached-eggs.js';
import { dippedFruit, truffles } from './chocolate.js';
import { bakedApples, breadPudding, granola, ricePudding, strata } from './bakes.js';
import { poached } from './poached.js';
import { sandwich } from './sandwich.js';
import { curry, friedRice, panSeared, pasta, soup, stirFry } from './skillet.js';
import { fruitCompote, fruitCrisp, parfait, smoothie, sundae } from './sweet.js';

export type { RecipeTemplate, TemplateContext, TemplateDraft } from './kit.js';

export const TEMPLATES: readonly RecipeTemplate[] = [
  omelette,
  frittata,
  skilletHash,
  stirFry,
  friedRice,
  curry,
  pasta,
  soup,
  salad,
  grainBowl,
  tacos,
  quesadilla,
  sheetPan,
  toast,
  snackBoard,
  flatbread,
  smoothie,
  parfait,
  fruitCrisp,
  fruitCompote,
  sundae,
  panSeared,
  braise,
  panSauce,
  beurreBlanc,
  poachedEggs,
  eggsBenedict,
  truffles,
  dippedFruit,
  granola,
  breadPudding,
  strata,
  ricePudding,
  bakedApples,
  poached,
  sandwich,
];
