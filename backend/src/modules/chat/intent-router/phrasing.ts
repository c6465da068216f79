/** How the offline chef words things: amounts, expiry, lists and its help. Pure. */
import { PRODUCT_NAME } from '@sous/contracts';
import { canonicalUnit, formatScaled, parseQuantity, singularize, unitKind } from '@sous/kitchen';

const COUNT_UNITS = new Set(['item', 'piece', 'each']);
const PLURALS: Readonly<Record<string, string>> = {
  cup: 'cups', can: 'cans', bag: 'bags', loaf: 'loaves', box: 'boxes', bunch: 'bunches', pinch: 'pinches',
  dash: 'dashes', package: 'packages', bottle: 'bottles', jar: 'jars', carton: 'cartons', container: 'containers',
  slice: 'slices', clove: 'cloves', head: 'heads', stalk: 'stalks', sprig: 'sprigs', stick: 'sticks',
  handful: 'handfuls', pint: 'pints', quart: 'quarts', gallon: 'gallons', dozen: 'dozen',
};

/** "Eggs" → "Egg" for "1 Egg": only the last word, keeping its capital. */
function singular(name: string): string {
  return name.replace(/([A-Za-z]+)$/, (word) => {
    const one = singularize(word.toLowerCase());
    return word[0] === word[0].toUpperCase() ? one.charAt(0).toUpperCase() + one.slice(1) : one;
  });
}

/** True for units that just count things ("item"), which read best left out: "12 Eggs". */
export function isCountUnit(unit: string | null | undefined): boolean {
  const canonical = canonicalUnit(unit ?? 'item');
  return canonical !== null && COUNT_UNITS.has(canonical) && unitKind(canonical) === 'count';
}

/** "12 Eggs", "2 lb of Chicken", "1 bag of Spinach", "1.5 cups of Rice". */
export function amountOf(quantity: string | number, unit: string | null | undefined, name: string): string {
  const value = typeof quantity === 'number' ? quantity : parseQuantity(quantity);
  const text = typeof quantity === 'number' ? formatScaled(quantity) : quantity;
  if (!unit || isCountUnit(unit)) return `${text} ${value === 1 ? singular(name) : name}`;
  const plural = value !== null && value !== 1 ? (PLURALS[unit] ?? unit) : unit;
  return `${text} ${plural} of ${name}`;
}

/** "12", "2 lb", "1 bag": how much there is, without the name. */
export function quantityOf(quantity: string, unit: string | null | undefined): string {
  const value = parseQuantity(quantity);
  // a decimal worked out by subtraction ("0.9500000000000002") is said as a cook would
  const text = value !== null && /^\d*\.\d{4,}$/.test(quantity.trim()) ? formatScaled(value) : quantity;
  if (!unit || isCountUnit(unit)) return text;
  return `${text} ${value !== null && value !== 1 ? (PLURALS[unit] ?? unit) : unit}`;
}

/** "expired 2 days ago", "expires today", "expires tomorrow", "expires in 5 days". */
export function expiryWords(days: number): string {
  if (days < -1) return `expired ${-days} days ago`;
  if (days === -1) return 'expired yesterday';
  if (days === 0) return 'expires today';
  if (days === 1) return 'expires tomorrow';
  return `expires in ${days} days`;
}

const EXAMPLES = [
  '- **Add food**: "add 2 pounds of chicken to my fridge", "put a dozen eggs in the fridge"',
  '- **Use it up**: "I used 3 eggs", "we finished the milk"',
  '- **Throw it away**: "throw away the spinach"',
  '- **Move it**: "move the bread to the freezer"',
  '- **Check what you have**: "what\'s in my pantry?", "what\'s expiring?", "do we have eggs?"',
  '- **Recipes**: "what can I make with chicken and rice?", "give me a quick vegetarian dinner"',
  '- **Shopping list**: "add olive oil to my shopping list"',
  '- **Meal plan**: "plan lasagna for dinner on Friday"',
  '- **Cooking terms and techniques**: "what does julienne mean?", "how do I make a roux?"',
  '- **Storage and freezing**: "how long does cooked rice last in the fridge?", "can I freeze milk?"',
  '- **Substitutes**: "what can I use instead of buttermilk?"',
  '- **Conversions and temperatures**: "how many grams is a cup of flour?", "350 °F in °C", "what temperature is chicken done?"',
  '- **Pairings**: "what goes with salmon?"',
];

/** What the chef can do, with a phrase to try for each. */
export function helpText(): string {
  return `Here's what I can do for you:\n\n${EXAMPLES.join('\n')}`;
}

/** The offline chef's answer to an attachment it cannot look inside. */
export function attachmentText(photos: boolean): string {
  const what = photos ? 'photos' : 'attachments';
  return `I need an AI model to look at ${what} — here is what I can do:\n\n${EXAMPLES.join('\n')}\n\nI've kept the ${photos ? 'photo' : 'file'} in our chat; tell me in words what you'd like to do.`;
}

export function unknownText(): string {
  return `I'm not sure what you mean. ${helpText()}`;
}

export function greetingText(): string {
  return `Hi! I'm your ${PRODUCT_NAME} chef. Tell me what you bought, used or threw away, or ask me what you can make with what you have.`;
}

export const thanksText = "You're welcome! Anything else I can help with?";
