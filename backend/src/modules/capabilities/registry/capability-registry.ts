import type { Capability } from '@sous/contracts';
import type { CapabilityHandler } from './capability-handler.js';
import { inventoryHandlers } from './inventory-handlers.js';
import { knowledgeHandlers } from './knowledge-handlers.js';
import { planningHandlers } from './planning-handlers.js';
import { recipeHandlers } from './recipe-handlers.js';

/**
 * Every capability of the catalog (`@sous/contracts`) mapped to the command or query that does it.
 * A capability without a handler, or a handler of no capability, fails the registry's spec.
 */
export const capabilityHandlers: readonly CapabilityHandler[] = [...inventoryHandlers, ...planningHandlers, ...recipeHandlers, ...knowledgeHandlers];

const byName = new Map(capabilityHandlers.map((entry) => [entry.capability.name, entry]));

export const handlerOf = (capability: Pick<Capability, 'name'>): CapabilityHandler | undefined => byName.get(capability.name);
