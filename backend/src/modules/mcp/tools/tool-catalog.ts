import { inventoryTools } from './inventory-tools.js';
import type { KitchenTool } from './kitchen-tool.js';
import { planningTools } from './planning-tools.js';
import { recipeTools } from './recipe-tools.js';

/** Every tool the MCP server offers, in the order clients list them. */
export const kitchenTools: readonly KitchenTool[] = [...inventoryTools, ...planningTools, ...recipeTools];
