import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { listFood } from '../tools/inventory-tools.js';
import type { ToolContext } from '../tools/kitchen-tool.js';
import { listShopping } from '../tools/planning-tools.js';

export interface KitchenResource {
  name: string;
  uri: string;
  title: string;
  description: string;
  read(context: ToolContext): Promise<unknown>;
}

/** Documents a client can attach to a conversation as context; reads, so every token may have them. */
export const kitchenResources: readonly KitchenResource[] = [
  {
    name: 'inventory',
    uri: 'sous://inventory',
    title: 'Inventory',
    description: "The household's storage locations and every food item in them (quantity, unit, expiry), as JSON.",
    read: async (context) => {
      const { items, locations } = await listFood(context);
      return { locations: locations.map(({ id, name, itemCount }) => ({ id, name, itemCount })), items };
    },
  },
  {
    name: 'shopping-list',
    uri: 'sous://shopping-list',
    title: 'Shopping list',
    description: "The household's shared shopping list (ingredient, quantity, unit, checked, store section), as JSON.",
    read: async (context) => ({ items: await listShopping(context) }),
  },
];

export const resourceContents = (uri: URL, value: unknown): ReadResourceResult => ({
  contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
});
