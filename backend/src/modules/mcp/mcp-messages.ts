import { capabilityMessages } from '@sous/contracts';

/** What the MCP endpoint says in its own words (tool errors the AI client relays to the user). */
export const mcpMessages = {
  readOnly: capabilityMessages.readOnly,
  /** The capability registry's answer to a location the household does not have. */
  storageLocationNotFound: 'Storage location not found',
  internal: 'That did not work because of a problem on our side',
} as const;

/** How the server introduces itself to the model on initialize. */
export const mcpInstructions = [
  "Sous is a household's kitchen: the food it has and where it is kept (inventory), what expires soon,",
  'a shared shopping list, a meal-plan calendar and a cookbook. Every change reaches the household\'s',
  'other devices at once. Ids come from the list tools; quantities are numeric text in the item\'s own unit.',
  'Storage locations may be given by name (e.g. "Fridge") or id.',
].join(' ');
