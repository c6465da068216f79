import type { Capability, CapabilityDoor } from './capability.js';
import { inventoryCapabilities } from './inventory-capabilities.js';
import { knowledgeCapabilities } from './knowledge-capabilities.js';
import { planningCapabilities } from './planning-capabilities.js';
import { recipeCapabilities } from './recipe-capabilities.js';

/** Every capability, in the order the doors list them (MCP clients show this order). */
export const capabilityCatalog: readonly Capability[] = [...inventoryCapabilities, ...planningCapabilities, ...recipeCapabilities, ...knowledgeCapabilities];

/** The capabilities one door offers, in catalog order. */
export const capabilitiesAt = (door: CapabilityDoor): readonly Capability[] => capabilityCatalog.filter((capability) => capability.doors.includes(door));

/** The capability of that public name, or undefined. */
export const capabilityNamed = (name: string): Capability | undefined => capabilityCatalog.find((capability) => capability.name === name);
