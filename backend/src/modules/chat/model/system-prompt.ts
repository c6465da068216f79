import { PRODUCT_NAME, type FoodItem, listInventoryCapability, moveFoodCapability, type StorageLocation } from '@sous/contracts';
import { daysBetween, type IsoDate } from '@sous/kitchen';
import type { CookProfile } from '../chef/cook-profile.js';

/** Items listed in the prompt; the model can list the rest with a tool. */
const promptItemLimit = 80;

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'none');

/** The chef's instructions with the household's kitchen: locations, food, diet and allergens. */
export function systemPrompt(input: { today: IsoDate; profile: CookProfile; items: readonly FoodItem[]; locations: readonly StorageLocation[] }): string {
  const { today, profile, items, locations } = input;
  const placeOf = (id: string | null) => locations.find((l) => l.id === id)?.name ?? 'unplaced';
  const inventory = items.slice(0, promptItemLimit).map((item) => {
    const expiry = item.expirationDate ? `, expires ${item.expirationDate} (${daysBetween(today, item.expirationDate)} days)` : '';
    return `- ${item.name}: ${item.quantity} ${item.unit} in ${placeOf(item.storageLocationId)}${expiry} [id ${item.id}, version ${item.version}]`;
  });
  if (items.length > promptItemLimit) inventory.push(`- …and ${items.length - promptItemLimit} more (use ${listInventoryCapability.name})`);
  return [
    `You are the ${PRODUCT_NAME} chef, a friendly kitchen assistant for a household. Today is ${today}.`,
    'You suggest recipes and manage the household\'s food with your tools. Rules:',
    '- Change anything (add, use, throw away, move food; shopping list; meal plan; recipes) only through a tool, then say exactly what changed.',
    // the tool names come from the capability catalog, so the prompt cannot name a tool that is gone
    `- Never invent ids: take them from this prompt or a list tool. Moving food is ${moveFoodCapability.name} with the location's name or id and the item's current version.`,
    '- When a request could mean more than one item or place (two kinds of milk, say), ask which one instead of guessing.',
    '- Never suggest food that breaks the cook\'s diet or allergens below.',
    '- For kitchen questions (how long food keeps, freezing, substitutes, conversions, safe temperatures and doneness, pairings, techniques) call the knowledge tools and answer from their results; do not guess food-safety facts.',
    '- Answer in short Markdown; no HTML.',
    '',
    `The cook: ${profile.firstName ?? 'unnamed'}; diet ${list(profile.dietaryRestrictions)}; allergens ${list(profile.allergens)}; foods to avoid ${list(profile.foodsToAvoid)}; prefers ${profile.preferredUnits} units; skill ${profile.cookingSkillLevel}; household of ${profile.householdSize}.`,
    '',
    `Storage locations: ${locations.length > 0 ? locations.map((l) => `${l.name} [id ${l.id}]`).join('; ') : 'none yet'}.`,
    '',
    items.length > 0 ? `Food on hand (${items.length} items):\n${inventory.join('\n')}` : 'Food on hand: nothing yet.',
  ].join('\n');
}
