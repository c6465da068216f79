/**
 * The offline chef's answers to kitchen questions, worded from the authored tables in
 * `@sous/kitchen` (storage, freezing, substitutions, conversions, temperatures, pairings). Pure:
 * techniques need the glossary and are answered in offline-chef.ts.
 */
import {
  convertMeasure,
  densities,
  donenessOf,
  findStoredFood,
  type FoodState,
  FREEZING_ADVICE,
  lifeOf,
  pairingsFor,
  safeTemperature,
  safeTemperatures,
  type StorageLife,
  type StoragePlace,
  storageLives,
  substitutesFor,
  temperatureText,
} from '@sous/kitchen';
import type { KnowledgeIntent } from './knowledge-intents.js';

const PLACE_NAMES: Readonly<Record<StoragePlace, string>> = { pantry: 'the pantry (room temperature)', fridge: 'the fridge', freezer: 'the freezer' };
const PLACE_LABELS: Readonly<Record<StoragePlace, string>> = { pantry: 'Pantry', fridge: 'Fridge', freezer: 'Freezer' };

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function foodLabel(name: string, state: FoodState | null): string {
  if (state === 'cooked' && !/^cooked /.test(name)) return `Cooked ${name}`;
  if (state === 'opened') return `${capital(name)}, once opened,`;
  return capital(name);
}

function foodWords(name: string, state: FoodState | null): string {
  if (state === 'cooked' && !/^cooked /.test(name)) return `cooked ${name}`;
  return state === 'opened' ? `opened ${name}` : name;
}

function placeLine(life: StorageLife): string {
  const leftovers = life.basis === 'leftovers' ? ' (the rule for cooked leftovers)' : '';
  const opened = life.state === 'opened' ? ' once opened' : '';
  return `- ${PLACE_LABELS[life.place]}: ${life.text}${opened}${leftovers}`;
}

const STORAGE_FOOTER = 'Freezer times are for best quality: food kept frozen at 0 °F (-18 °C) stays safe. When in doubt, throw it out.';

/** "How long does cooked rice last in the fridge?" */
export function storageAnswer(intent: Extract<KnowledgeIntent, { kind: 'storage-life' }>): string {
  const found = findStoredFood(intent.food);
  if (!found) {
    return `I don't have storage times for "${intent.food}" yet. As a rule, cooked leftovers keep 3 to 4 days in the fridge and 2 to 6 months in the freezer, and raw meat, poultry and fish 1 to 2 days in the fridge.`;
  }
  const state = intent.state ?? found.state;
  const { food } = found;
  const label = foodLabel(food.name, state);
  if (intent.place) {
    const life = lifeOf(food, intent.place, state);
    const others = storageLives(food, state).filter((other) => other.place !== intent.place);
    const elsewhere = others.length > 0 ? `\n\nElsewhere:\n${others.map(placeLine).join('\n')}` : '';
    if (!life) {
      const roomTemperature = intent.place === 'pantry' ? ' Perishable food should not sit out of the fridge for more than 2 hours (1 hour above 90 °F / 32 °C).' : '';
      const lines = [`I wouldn't keep ${foodWords(food.name, state)} in ${PLACE_NAMES[intent.place]}.${roomTemperature}`];
      if (others.length > 0) lines.push(`Where it keeps:\n${others.map(placeLine).join('\n')}`);
      return lines.join('\n\n');
    }
    const rule = life.basis === 'leftovers' ? ' That is the general rule for cooked leftovers.' : '';
    const opened = life.state === 'opened' && state !== 'opened' ? ' once opened' : '';
    const freezer = intent.place === 'freezer' ? ` ${STORAGE_FOOTER}` : '';
    return `${label} keeps ${life.text} in ${PLACE_NAMES[intent.place]}${opened}.${rule}${freezer}${elsewhere}`;
  }
  const lines = storageLives(food, state).map(placeLine);
  if (state === null) {
    const opened = storageLives(food, 'opened').filter((life) => life.range !== food.times[life.place]);
    if (opened.length > 0) lines.push(...opened.map((life) => `${placeLine(life).replace(/ once opened$/, '')} once opened`));
    const cooked = (['fridge', 'freezer'] as const).map((place) => food.cooked[place] && lifeOf(food, place, 'cooked')).filter((life) => !!life);
    if (cooked.length > 0) lines.push(...cooked.map((life) => `${placeLine(life)} once cooked`));
  }
  const footer = lines.some((line) => line.startsWith('- Freezer')) ? `\n\n${STORAGE_FOOTER}` : '';
  return `${label} keeps:\n${[...new Set(lines)].join('\n')}${footer}`;
}

/** FSIS "The Big Thaw": refreezing depends on how the food was thawed. */
const REFREEZING =
  '**Refreezing**: food thawed in the fridge can go back in the freezer uncooked (it loses some quality). Food thawed in cold water or the microwave must be cooked before you freeze it again.';

/** "Can I freeze milk?" */
export function freezingAnswer(intent: Extract<KnowledgeIntent, { kind: 'freezing' }>): string {
  const found = findStoredFood(intent.food);
  if (!found) {
    return `I don't have freezing notes for "${intent.food}" yet. Most cooked dishes, bread, raw meat and fish freeze well for 2 to 3 months in airtight containers; salad leaves, raw potatoes, cream sauces and mayonnaise-based dishes do not.`;
  }
  const { food, state } = found;
  const advice = FREEZING_ADVICE[food.freezing];
  const name = state === 'cooked' && !/^cooked /.test(food.name) ? `cooked ${food.name}` : food.name;
  const frozen = lifeOf(food, 'freezer', state);
  const time = frozen ? ` It keeps its best quality for ${frozen.text} in the freezer.` : '';
  const opening: Record<typeof advice.verdict, string> = {
    yes: `Yes, you can freeze ${name}.${time}`,
    texture: `Yes, you can freeze ${name}, but its texture changes.${time}`,
    no: `I wouldn't freeze ${name}.`,
    needless: frozen ? `Yes, you can freeze ${name}, though it keeps well without it.${time}` : `You don't need to freeze ${name}.`,
  };
  const refreeze = intent.refreeze ? `\n\n${REFREEZING}` : '';
  return `${opening[advice.verdict]}\n\n**How**: ${advice.how}\n\n**Good to know**: ${advice.caveat}${refreeze}`;
}

/** "Substitute for buttermilk" */
export function substituteAnswer(intent: Extract<KnowledgeIntent, { kind: 'substitute' }>): string {
  const found = substitutesFor(intent.ingredient);
  if (!found) {
    return `I don't have a tested substitute for "${intent.ingredient}" yet. Tell me the ingredient's job in the recipe (binding, rising, fat, acid, flavor) and pick something that does the same job.`;
  }
  const lines = found.options.map((option) => `- ${option.use}. *When it falls short*: ${option.fails}`);
  return `**Instead of ${found.ingredient}**:\n${lines.join('\n')}`;
}

/** "How many grams is a cup of flour?" */
export function convertAnswer(intent: Extract<KnowledgeIntent, { kind: 'convert' }>): string {
  // "ounces in a cup" means fluid ounces when no ingredient is named
  const volumes = /^(?:cups?|c|tablespoons?|tbsps?|tbsp|tbs|teaspoons?|tsps?|tsp|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|pints?|quarts?|gallons?)$/;
  const to = !intent.ingredient && /^(?:oz|ounces?)$/.test(intent.to) && volumes.test(intent.from) ? 'fl oz' : intent.to;
  const from = !intent.ingredient && /^(?:oz|ounces?)$/.test(intent.from) && volumes.test(intent.to) ? 'fl oz' : intent.from;
  if (to !== intent.to || from !== intent.from) return convertAnswer({ ...intent, from, to });
  const result = convertMeasure(intent.quantity, intent.from, intent.to, intent.ingredient);
  const amount = `${formatNumber(intent.quantity)} ${intent.from}`;
  if (!result) {
    if (intent.ingredient) {
      return `I don't know how much a ${intent.from} of ${intent.ingredient} weighs. I know the weights of ${densities().slice(0, 8).map((density) => density.names[0]).join(', ')} and more.`;
    }
    return `${amount} and ${intent.to} measure different things (volume and weight), so it depends on the ingredient. Ask me, for example, "how many grams is a cup of flour?"`;
  }
  const of = result.ingredient ? ` of ${result.ingredient}` : intent.ingredient ? ` of ${intent.ingredient}` : '';
  const note = result.ingredient && /flour|cocoa|powder|sugar|starch/.test(result.ingredient)
    ? ' (spooned into the cup and levelled; packed or scooped it can be 20 % more)'
    : '';
  // pints, quarts and gallons are US measures here; a British cook means the larger imperial ones
  const imperial = !result.ingredient && (/^(?:pint|quart|gallon)s?$/.test(intent.from) || /^(?:pint|quart|gallon)s?$/.test(intent.to))
    ? ' (US measures; a UK imperial pint is 568 ml, a quart 1.14 liters, a gallon 4.55 liters)'
    : '';
  return `${amount}${of} is about ${result.text}${note}${imperial}.`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** "350 °F to °C" */
export function temperatureAnswer(intent: Extract<KnowledgeIntent, { kind: 'convert-temperature' }>): string {
  if (intent.value === null) {
    return intent.from === 'F'
      ? 'To turn °F into °C, subtract 32 and multiply by 5/9: 350 °F is 177 °C.'
      : 'To turn °C into °F, multiply by 9/5 and add 32: 180 °C is 356 °F.';
  }
  return `${temperatureText(intent.value, intent.from)}.`;
}

/** "What temperature should chicken be cooked to?" */
export function safeTemperatureAnswer(intent: Extract<KnowledgeIntent, { kind: 'safe-temperature' }>): string {
  const found = safeTemperature(intent.food);
  if (!found) {
    const known = safeTemperatures().slice(0, 4).map((entry) => `${entry.food} ${entry.fahrenheit} °F (${entry.celsius} °C)`);
    return `I don't have a safe temperature for "${intent.food}". The USDA minimums I know include ${known.join(', ')}.`;
  }
  return `Cook ${intent.food} to an internal temperature of at least ${found.fahrenheit} °F (${found.celsius} °C), the USDA safe minimum. ${found.note} Use an instant-read thermometer.`;
}

/** "How do I know when salmon is done?" */
export function donenessAnswer(intent: Extract<KnowledgeIntent, { kind: 'doneness' }>): string {
  const found = donenessOf(intent.food);
  if (!found) {
    const safe = safeTemperature(intent.food);
    if (safe) return safeTemperatureAnswer({ kind: 'safe-temperature', food: intent.food });
    return `I don't have doneness notes for "${intent.food}" yet. An instant-read thermometer in the thickest part is the surest test.`;
  }
  return `**${capital(found.food)}** doneness:\n${found.levels.map((level) => `- ${level}`).join('\n')}\n\n${found.cue}`;
}

/** "What goes with salmon?" */
export function pairingAnswer(intent: Extract<KnowledgeIntent, { kind: 'pairing' }>): string {
  const found = pairingsFor(intent.food);
  if (!found) return `I don't have pairing notes for "${intent.food}" yet. Ask me "what can I make with ${intent.food}?" and I'll suggest a recipe.`;
  return `**${capital(found.food)}** goes well with ${found.flavors.join(', ')}.\n\nGood sides: ${found.sides.join(', ')}.`;
}
