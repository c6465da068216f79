import { appliancesErrorCodes } from '../appliances/appliances-errors.js';
import { chatErrorCodes } from '../chat/chat-errors.js';
import { cookSessionsErrorCodes } from '../cook-sessions-errors.js';
import { cookingTermsErrorCodes } from '../cooking-terms/cooking-terms-errors.js';
import { donationsErrorCodes } from '../donations/donations-errors.js';
import { feedbackErrorCodes } from '../feedback/feedback-errors.js';
import { foodDataErrorCodes } from '../food-data/food-data-errors.js';
import { householdsErrorCodes } from '../households/households-errors.js';
import { identityErrorCodes } from '../identity/identity-errors.js';
import { inventoryErrorCodes } from '../inventory/inventory-errors.js';
import { mcpErrorCodes } from '../mcp/mcp-errors.js';
import { planningErrorCodes } from '../planning/planning-errors.js';
import { platformErrorCodes } from '../platform/platform-errors.js';
import { pushErrorCodes } from '../push/push-errors.js';
import { receiptsErrorCodes } from '../receipts/receipts-errors.js';
import { recipesErrorCodes } from '../recipes/recipes-errors.js';
import { uploadsErrorCodes } from '../uploads/uploads-errors.js';

/**
 * Every error code the server answers, by the module that owns it (the key is the codes' prefix).
 * A client branches on these, never on the message: messages are for people and may be reworded.
 */
export const errorCodesByModule = {
  platform: platformErrorCodes,
  identity: identityErrorCodes,
  households: householdsErrorCodes,
  inventory: inventoryErrorCodes,
  planning: planningErrorCodes,
  recipes: recipesErrorCodes,
  feedback: feedbackErrorCodes,
  'food-data': foodDataErrorCodes,
  'cooking-terms': cookingTermsErrorCodes,
  chat: chatErrorCodes,
  receipts: receiptsErrorCodes,
  uploads: uploadsErrorCodes,
  appliances: appliancesErrorCodes,
  donations: donationsErrorCodes,
  push: pushErrorCodes,
  mcp: mcpErrorCodes,
  'cook-sessions': cookSessionsErrorCodes,
} as const;
export type ErrorCodeModule = keyof typeof errorCodesByModule;
export type ErrorCode = (typeof errorCodesByModule)[ErrorCodeModule][number];

export const errorCodes: readonly ErrorCode[] = Object.values(errorCodesByModule).flat();
