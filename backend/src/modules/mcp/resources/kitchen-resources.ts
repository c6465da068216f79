import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { type Capability, type CapabilityOutput, listInventoryCapability, listShoppingCapability } from '@sous/contracts';

/** Runs a read capability for the caller of this request. */
export type ReadCapability = <C extends Capability>(capability: C, input: unknown) => Promise<CapabilityOutput<C>>;

export interface KitchenResource {
  name: string;
  uri: string;
  title: string;
  description: string;
  read(run: ReadCapability): Promise<unknown>;
}

/** Documents a client can attach to a conversation as context; reads of the catalog, so every token may have them. */
export const kitchenResources: readonly KitchenResource[] = [
  {
    name: 'inventory',
    uri: 'sous://inventory',
    title: 'Inventory',
    description: "The household's storage locations and every food item in them (quantity, unit, expiry), as JSON.",
    read: async (run) => {
      const { items, locations } = await run(listInventoryCapability, {});
      return { locations, items };
    },
  },
  {
    name: 'shopping-list',
    uri: 'sous://shopping-list',
    title: 'Shopping list',
    description: "The household's shared shopping list (ingredient, quantity, unit, checked, store section), as JSON.",
    read: async (run) => ({ items: (await run(listShoppingCapability, {})).items }),
  },
];

export const resourceContents = (uri: URL, value: unknown): ReadResourceResult => ({
  contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
});
