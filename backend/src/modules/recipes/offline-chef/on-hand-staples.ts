/**
 * Staples the kitchen lacks (issue 31's blind read): "only what is on hand" must never end in a
 * shopping line, and a cook with butter does not buy oil to fry in.
 *
 * - Oil to buy, butter on hand: the butter is the cooking fat (lines and steps), whether or not the
 *   request allows shopping. Oil eaten raw (a dressing, a drizzle) is not swapped: melted butter is
 *   no vinaigrette.
 * - Only what is on hand: salt and pepper the kitchen lacks leave the dish (its lines and the
 *   steps that call for them; the note says so); oil with no butter to stand in, or any other
 *   staple to buy, rules the dish out.
 */
import type { PantryItem } from './pantry.js';

export interface StapleFit {
  ingredients: string[];
  instructions: string[];
  staplesToBuy: string[];
  /** Staples the dish is now cooked without ('salt', 'black pepper'). */
  without: string[];
  /** The butter that stands in for the oil, if it does. */
  butter: PantryItem | null;
}

const OIL_NAME = /^(?:olive oil|cooking oil|vegetable oil|cooking spray)$/;
/** Whether a staple to buy is a cooking oil ('olive oil', 'cooking oil', 'cooking spray'). */
export const isOilName = (name: string): boolean => OIL_NAME.test(name);
const SEASONING_NAME = /^(?:salt|black pepper|white pepper)$/;
/** A line that is only a cooking oil: '2 tbsp olive oil', '3 tbsp vegetable oil', 'Cooking spray'. */
const OIL_LINE = /^(?:(\d+(?:\s+\d\/\d)?|\d\/\d)\s+(tbsp|tsp|cups?)\s+)?(?:extra[- ]virgin\s+)?(?:olive|vegetable|canola|neutral|cooking)?\s*(?:oil|spray)(?:,[^,]*)?$/i;
/** Steps that eat the oil raw: butter does not do that. */
const RAW_OIL = /\b(?:drizzle|vinaigrette|dressing|whisk[^.]*\boil\b|dress(?:ed)?\b)/i;
/** Steps that deep-fry: butter burns long before 350°F (issue 31's fifth blind read: banana fritters fried in butter). */
const DEEP_FRY = /\bdeep[- ]?fr(?:y|ie)|\bto (?:3[2-9]\d|[4]\d\d) ?°?F\b|\bat least 2 inches\b|\bfor (?:deep[- ])?frying\b/i;
const OIL_WORDS = /\b(?:extra[- ]virgin olive oil|olive oil|vegetable oil|cooking oil|neutral oil|cooking spray|oil)\b/gi;

/** Butter for the oil, in the lines and the steps; null when the oil is eaten raw or no line reads as oil alone. */
function butterForOil(ingredients: readonly string[], instructions: readonly string[], butter: PantryItem): { ingredients: string[]; instructions: string[] } | null {
  if (instructions.some((step) => RAW_OIL.test(step) && /\boil\b/i.test(step))) return null;
  if (instructions.some((step) => DEEP_FRY.test(step)) || ingredients.some((line) => DEEP_FRY.test(line))) return null;
  const oilLines = ingredients.filter((line) => OIL_LINE.test(line.trim()));
  if (oilLines.length === 0) return null;
  const butterName = butter.label;
  const lines: string[] = [];
  for (const line of ingredients) {
    if (!oilLines.includes(line)) {
      lines.push(line);
      continue;
    }
    const match = OIL_LINE.exec(line.trim());
    const amount = match?.[1] ? `${match[1]} ${match[2]}` : '2 tbsp';
    lines.push(`${amount} ${butterName}`);
  }
  const steps = instructions.map((step) =>
    step
      .replace(OIL_WORDS, butterName)
      .replace(new RegExp(`\\b${butterName} ${butterName}\\b`, 'g'), butterName)
      // Butter burns where oil smokes: a hot pan, not a very hot one.
      .replace(/\bover (?:very )?high heat\b/gi, 'over medium-high heat')
      // Butter at a sear: it has foamed and settled, not 'until foaming' (issue 31's blind read).
      .replace(/\bover medium-high heat until shimmering\b/gi, 'over medium heat until the foam subsides')
      .replace(/\buntil shimmering\b/gi, 'until the foam subsides'),
  );
  return { ingredients: mergeButter(lines, butterName), instructions: steps };
}

/** Two butter lines of tablespoons ('2 tbsp butter' for the pan and '2 tbsp butter' to baste) are one. */
function mergeButter(lines: readonly string[], butterName: string): string[] {
  const plain = new RegExp(`^(\\d+(?:\\.\\d+)?) tbsp ${butterName}$`, 'i');
  const butterLines = lines.filter((line) => plain.test(line));
  if (butterLines.length < 2) return [...lines];
  const total = butterLines.reduce((sum, line) => sum + Number(plain.exec(line)?.[1] ?? 0), 0);
  const first = lines.indexOf(butterLines[0]);
  return lines.flatMap((line, index) => (index === first ? [`${total} tbsp ${butterName}`] : butterLines.includes(line) ? [] : [line]));
}

/** Tofu, tempeh or seitan: fried in oil, not butter. */
const TOFU = /\b(?:tofu|tempeh|seitan)\b/i;
/** Meat that renders its own fat in a dry pan. */
const RENDERING_MEAT = /\b(?:bacon|sausages?|chorizo|pancetta|ground (?:beef|pork|lamb)|beef, ground)\b/i;
/** Oil that cannot be left out: a roast, a dressing, a drizzle, a dough, a crumble, a sear. */
const OIL_NEEDED = /\b(?:roast|drizzle|vinaigrette|dressing|dough|clumps|brush|sear|shimmering)\w*/i;
const OIL = '(?:(?:extra[- ]virgin )?(?:olive |vegetable |cooking )?oil)';
const SPOONS = '(?:(?:\\d+|a|one|two) (?:tablespoons?|teaspoons?|tbsp|tsp) of (?:the )?)';

/** 'Heat the oil in a large pot' → 'Heat a large pot with a splash of water': the onions sweat instead. */
const withoutPotOil = (step: string): string =>
  step.replace(
    new RegExp(`\\b(heat) (?:${SPOONS}|the remaining |the )?${OIL} in (an? |the )((?:[a-z0-9-]+ )*?(?:pot|saucepan|dutch oven))\\b`, 'gi'),
    (_m, verb: string, article: string, vessel: string) => `${verb} ${article}${vessel} with a splash of water`,
  );

/** A skillet's or wok's oil, where the bacon or the ground beef gives the fat: a dry pan, then the same pan. */
const withoutPanOil = (step: string): string =>
  step
    .replace(new RegExp(`\\b(heat) (?:${SPOONS}|the remaining |the )?${OIL} in `, 'gi'), '$1 ')
    .replace(new RegExp(`\\bAdd (?:the remaining |${SPOONS})${OIL}(?: to the (?:pan|skillet|wok|pot))? and (\\w)`, 'gi'), (_m, next: string) => `In the same pan, ${next.toLowerCase()}`)
    .replace(new RegExp(`\\bAdd the remaining ${OIL} to the (?:pan|skillet|wok|pot)\\.\\s*`, 'gi'), '')
    .replace(new RegExp(`\\bAdd the remaining ${OIL}(?:,(?: then)? | and )`, 'gi'), 'Add ')
    .replace(new RegExp(`,? (?:and )?toss with a few drops of ${OIL} so they do not stick`, 'gi'), '')
    .replace(new RegExp(` in (?:${SPOONS})?(?:the )?${OIL}`, 'gi'), '');

/** 'Finish and serve' once the finish it named is gone: 'Serve', or 'then serve'. */
const EMPTY_FINISH = /\b(then f|F)inish and serve\b/g;
const emptyFinish = (_m: string, opening: string): string => (opening === 'F' ? 'Serve' : 'then serve');

/** 'drizzle the vegetables with olive oil, ' and 'Drizzle the hot toast generously with the olive oil.' go. */
function withoutDrizzle(step: string): string {
  return step
    .split(/(?<=[.;!])\s+/)
    .filter((sentence) => !new RegExp(`^drizzle [^,.;]*?with (?:the )?${OIL}[.;!]?$`, 'i').test(sentence.trim()))
    .map((sentence) =>
      sentence
        .replace(new RegExp(`,? drizzle the [a-z ]+? with (?:the )?${OIL}(?=[,.;])`, 'gi'), '')
        // 'Finish with a squeeze of lemon, a drizzle of olive oil and a pinch of salt': the oil leaves the list.
        .replace(new RegExp(`(?:, | and )a drizzle of (?:the )?${OIL}`, 'gi'), '')
        .replace(new RegExp(`\\ba drizzle of (?:the )?${OIL}(?:, | and )`, 'gi'), '')
        .replace(new RegExp(`\\bwith a drizzle of (?:the )?${OIL} and serve`, 'gi'), 'and serve')
        .replace(EMPTY_FINISH, emptyFinish),
    )
    .join(' ')
    .trim();
}

/**
 * The steps without oil, where a cook manages without it: the bacon or the ground beef renders
 * its own fat in a dry pan, the onions of a soup sweat in a splash of water. Null otherwise, or when
 * a step would still call for oil.
 */
export function stepsWithoutOil(ingredients: readonly string[], authored: readonly string[]): { ingredients: string[]; instructions: string[] } | null {
  // Without a meat that renders fat, only a pot's oil can go (the onions sweat in water); a
  // skillet's or a wok's cannot, and the dish is out when a step still calls for oil.
  const rendering = ingredients.some((line) => RENDERING_MEAT.test(line));
  // A finishing drizzle of oil (a board, a toast) is left off; a dressing or a roast is another matter.
  const instructions = authored.map((step) => withoutDrizzle(step)).filter((step) => step !== '');
  if (instructions.some((step) => (OIL_NEEDED.test(step) || DEEP_FRY.test(step)) && /\boil\b/i.test(step))) return null;
  const upper = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
  const steps = instructions
    .map((step) => (rendering ? withoutPanOil(withoutPotOil(step)) : withoutPotOil(step)).trim())
    .filter((step) => step !== '')
    .map(upper);
  if (steps.some((step) => /\boil\b/i.test(step))) return null;
  // Meat is browned in fat, never in a splash of water (a braise's steak was, on the blind read's sample).
  if (steps.some((step) => /splash of water/i.test(step) && /\b(?:brown|sear)/i.test(step))) return null;
  return { ingredients: ingredients.filter((line) => !OIL_LINE.test(line.trim())), instructions: steps };
}

// Ground pepper the seasoning, never the vegetable: 'bell peppers' must not become 'bells' (seen in a pasta's steps).
const PEPPER = '(?<!\\b(?:bell|chil[ie]|red|green|yellow|orange|sweet|hot|banana|cayenne|poblano|serrano|jalape\\w*) )(?:(?:a few grinds of |a grind of )?(?:freshly )?(?:ground )?(?:black |white )?pepper)(?![a-z]| flakes| jack)';
const SALT = '(?:(?:\\d+(?:/\\d+)? (?:teaspoons?|tsp) of |a (?:good |generous |large )?pinch of |some |plenty of |more |flaky |kosher |sea )*salt)(?![a-z])';

/** The steps without salt (or pepper): 'season with salt and pepper' goes, 'salted water' is water. */
export function stepsUnseasoned(instructions: readonly string[], without: readonly string[]): string[] {
  const salt = without.includes('salt');
  const pepper = without.some((name) => /pepper/.test(name));
  const seasoning = salt && pepper ? `(?:${SALT}(?:,? and ${PEPPER})?|${PEPPER})` : salt ? `${SALT}(?! and ${PEPPER})` : `${PEPPER}`;
  const other = salt && !pepper ? PEPPER : !salt && pepper ? SALT : null;
  return instructions
    .map((step) => {
      let text = step;
      if (salt) text = text.replace(/\b(?:well[- ])?salted (water|boiling water)\b/gi, '$1');
      if (salt && other) {
        // 'salt and pepper' with only the pepper on hand: the pepper stays.
        text = text.replace(new RegExp(`\\b${SALT},? and (${PEPPER})\\b`, 'gi'), '$1').replace(new RegExp(`\\b(${other}),? and ${SALT}\\b`, 'gi'), '$1');
      }
      if (pepper && other) text = text.replace(new RegExp(`\\b(${SALT}),? and ${PEPPER}\\b`, 'gi'), '$1');
      const any = new RegExp(`\\b${seasoning}\\b`, 'i');
      const sentences = text.split(/(?<=[.;!])\s+/).flatMap((sentence) => {
        if (!any.test(sentence)) return [sentence];
        let out = sentence
          // 'with the oil, the rest of the spice and a pinch of salt' → 'with the oil and the rest of the spice'.
          .replace(new RegExp(`\\bwith ${SALT},? ${PEPPER},? and `, 'gi'), 'with ')
          .replace(new RegExp(`, ((?:the|a|an|some|half|\\d+) [^,.;]+?),? and ${seasoning}\\b`, 'gi'), ' and $1')
          // 'with the lime juice, a pinch of salt and a splash of water' → 'with the lime juice and a splash of water'.
          .replace(new RegExp(`, ${seasoning},? and (?=(?:a|an|the|some|\\d)\\b)`, 'gi'), ' and ')
          // 'Add the bacon, season with salt and cook' → 'Add the bacon and cook'.
          .replace(new RegExp(`, (?:then )?season (?:it |them )?with ${seasoning} and `, 'gi'), ' and ')
          // 'Season with salt and pepper and the cumin' → 'Season with the cumin'.
          .replace(new RegExp(`\\bwith ${seasoning},? and (the )`, 'gi'), 'with $1')
          .replace(new RegExp(`\\b(?:and |then )?season(?:ing)? (?:[a-z]+ )?(?:all over |lightly |generously |well )?(?:to taste )?with ${seasoning}(?: to taste)?`, 'gi'), '')
          .replace(new RegExp(`,? (?:along )?with ${seasoning}`, 'gi'), '')
          // 'and the salt', 'the black pepper and a ladle': the article leaves with its seasoning
          .replace(new RegExp(`,? and (?:the )?${seasoning}`, 'gi'), '')
          .replace(new RegExp(`(?:\\bthe )?${seasoning},? and `, 'gi'), '')
          .replace(new RegExp(`,? (?:the )?${seasoning}`, 'gi'), '')
          .replace(/\bSeason to taste and serve\b/g, 'Serve')
          .replace(EMPTY_FINISH, emptyFinish)
          .replace(/,?\s*\b(?:and|then)\s*([.;!])/gi, '$1')
          .replace(/\s+([,.;!])/g, '$1')
          .replace(/,\s*([.;!])/g, '$1')
          .replace(/\s{2,}/g, ' ')
          .trim();
        // 'Season with salt and white pepper, return the steak …' loses its opening clause, not the rest
        out = out.replace(/^[,;]\s*/, '');
        if (/^(?:season|add|sprinkle)(?: it| them)?[.;!]?$/i.test(out) || /^[.;!,]*$/.test(out)) return [];
        // 'Season the tomato slices with salt and pepper.' with neither on hand is a step with nothing to do.
        if (/^season (?:the |each |all )?[a-z ]*[.;!]?$/i.test(out) && !/\bwith\b/i.test(out)) return [];
        out = out.charAt(0).toUpperCase() + out.slice(1);
        return [out];
      });
      return sentences.join(' ').trim();
    })
    .filter((step) => step !== '');
}

/** The lines without the staples the dish is cooked without ('Salt and black pepper to taste' → 'Black pepper to taste'). */
function linesUnseasoned(ingredients: readonly string[], without: readonly string[]): string[] {
  const salt = without.includes('salt');
  const pepper = without.some((name) => /pepper/.test(name));
  return ingredients.flatMap((line) => {
    const hasSalt = /\bsalt\b/i.test(line) && !/\b(?:salted|garlic salt|celery salt|onion salt|seasoning salt)\b/i.test(line);
    const hasPepper = /\b(?:black|white|ground)? ?pepper\b/i.test(line) && !/\b(?:bell|chili|chile|red|green|yellow|cayenne|jalape\w*|sweet|hot)\s+peppers?\b|pepper flakes/i.test(line);
    if (!(hasSalt && salt) && !(hasPepper && pepper)) return [line];
    if (hasSalt && hasPepper && salt !== pepper) {
      return [salt ? line.replace(/\b(?:kosher |flaky |sea )?salt,? and /i, '').replace(/^./, (c) => c.toUpperCase()) : line.replace(/,? and (?:freshly ground )?(?:black |white )?pepper/i, '')];
    }
    return [];
  });
}

/**
 * Fits a dish's staples to the kitchen: butter for oil to buy; with only what is on hand, no salt
 * or pepper the kitchen lacks. Null when the dish cannot be cooked from what is on hand.
 */
export function fitStaples(
  dish: { ingredients: readonly string[]; instructions: readonly string[]; staplesToBuy: readonly string[] },
  pantry: readonly PantryItem[],
  onlyUseOnHand: boolean,
): StapleFit | null {
  let ingredients = [...dish.ingredients];
  let instructions = [...dish.instructions];
  let toBuy = [...dish.staplesToBuy];
  let fat: PantryItem | null = null;
  const butter = pantry.find((item) => item.allowed && item.kind === 'butter' && !/peanut|almond|nut|apple/i.test(item.name));
  if (butter && toBuy.some((name) => OIL_NAME.test(name))) {
    // Bacon or ground beef gives the fat: the pan stays dry rather than taking butter (issue 31's
    // blind read: bacon stir-fried in butter). Tofu is never fried in butter: it waits for oil.
    const rendered = ingredients.some((line) => RENDERING_MEAT.test(line)) ? stepsWithoutOil(ingredients, instructions) : null;
    const swapped = rendered ?? (ingredients.some((line) => TOFU.test(line)) ? null : butterForOil(ingredients, instructions, butter));
    if (swapped) {
      ingredients = swapped.ingredients;
      instructions = swapped.instructions;
      toBuy = toBuy.filter((name) => !OIL_NAME.test(name));
      fat = rendered ? null : butter;
    }
  }
  const without: string[] = [];
  if (onlyUseOnHand && toBuy.some((name) => OIL_NAME.test(name))) {
    const oilFree = stepsWithoutOil(ingredients, instructions);
    if (oilFree === null) return null;
    ingredients = oilFree.ingredients;
    instructions = oilFree.instructions;
    without.push(...toBuy.filter((name) => OIL_NAME.test(name)));
    toBuy = toBuy.filter((name) => !OIL_NAME.test(name));
  }
  if (onlyUseOnHand) {
    without.push(...toBuy.filter((name) => SEASONING_NAME.test(name)));
    if (toBuy.some((name) => !SEASONING_NAME.test(name))) return null;
    toBuy = [];
    if (without.length > 0) {
      ingredients = linesUnseasoned(ingredients, without);
      instructions = stepsUnseasoned(instructions, without);
    }
  }
  return { ingredients, instructions, staplesToBuy: toBuy, without, butter: fat };
}

/** A line of olive oil the kitchen holds another oil for: '3 tbsp olive oil or vegetable oil'. */
const OTHER_OIL_LINE = /\bolive oil or (?!olive)[a-z ]*\boil\b/i;

/**
 * Olive oil named in the steps of a kitchen that holds another oil (issue 31's blind reads: "drizzle
 * with the olive oil" where the list says vegetable oil): a drizzle of it goes, as vegetable oil is
 * nothing to finish toast with, and the cooking is done in 'the oil'. The line goes when no step
 * uses oil any more.
 */
export function stepsForOtherOil(ingredients: readonly string[], instructions: readonly string[]): { ingredients: string[]; instructions: string[] } | null {
  if (!ingredients.some((line) => OTHER_OIL_LINE.test(line))) return null;
  const steps = instructions
    .map((step) => withoutDrizzle(step).replace(/\b(?:extra[- ]virgin )?olive oil\b/gi, 'oil'))
    .filter((step) => step !== '')
    .map((step) => step.charAt(0).toUpperCase() + step.slice(1));
  const oilUsed = steps.some((step) => /\boil\b/i.test(step));
  return { ingredients: oilUsed ? [...ingredients] : ingredients.filter((line) => !OTHER_OIL_LINE.test(line)), instructions: steps };
}
