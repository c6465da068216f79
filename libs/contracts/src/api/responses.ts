import { z } from 'zod';
import { foodChangeUndo } from '../inventory/undo.js';
import { chatMessage } from '../chat/chat.js';
import { healthBody } from '../http.js';
import { foodItem } from '../inventory/food-item.js';

/** Answers that have no contract of their own elsewhere; described here for the OpenAPI document. */

/** `GET /api/health` when the database does not answer (503). */
export const healthDownBody = healthBody.extend({ status: z.literal('error'), message: z.string() });

/** `GET /api/health/live`: the process answers (nothing else is asked). */
export const livenessBody = z.object({ status: z.literal('ok') });

const checkState = z.enum(['ok', 'failing']);
/** `GET /api/health/ready`: whether this process should get traffic, and which check says no. */
export const readinessBody = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: checkState,
    migrations: z.enum(['ok', 'pending', 'unknown']),
    redis: z.union([checkState, z.literal('not configured')]),
    accepting: z.enum(['ok', 'shutting down']),
  }),
});
/** `GET /api/health/ready` answering 503: a check failed, the database is migrating, or shutdown began. */
export const notReadyBody = readinessBody.extend({ status: z.literal('error') });

/** `POST /api/food-items/:id/consume` and `/discard`. */
export const foodItemUsedResponse = z.object({
  item: foodItem.nullable().describe('The item as it is now, or null once nothing is left'),
  taken: z.string(),
  unit: z.string(),
  undo: foodChangeUndo.optional().describe('The token that takes this change back for a few seconds (POST /api/food-items/undo)'),
});

/** `POST /api/shopping-list/clear-checked`. */
export const clearCheckedResponse = z.object({ removed: z.number().int() });

/** `GET /api/account/export`: every row the user owns, as a download. */
export const accountExportResponse = z
  .object({
    exportedAt: z.string(),
    user: z.record(z.string(), z.unknown()),
    signInMethods: z.array(z.record(z.string(), z.unknown())),
    household: z.object({ id: z.string(), name: z.string(), createdAt: z.unknown(), members: z.array(z.record(z.string(), z.unknown())) }),
  })
  .catchall(z.unknown());

export const chatMessagesResponse = z.array(chatMessage);
