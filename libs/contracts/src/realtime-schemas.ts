import { z } from 'zod';
import type { apiRoutes } from './api/api-routes.js';
import { appliance } from './appliances/appliance.js';
import { chatMessage } from './chat/chat.js';
import { cookingTerm } from './cooking-terms/cooking-term.js';
import { cookSession, cookSessionEnded } from './cook-sessions.js';
import { foodItem } from './inventory/food-item.js';
import { expirationNotification } from './inventory/notifications.js';
import { storageLocation } from './inventory/storage-location.js';
import { mealPlan } from './planning/meal-plan.js';
import { shoppingItem } from './planning/shopping-list.js';
import { recipe } from './recipes/recipe.js';
import type { RealtimeEntity, realtimeListPaths } from './realtime.js';

/** The schema of each entity's row: the module's contract, the row of its REST list exactly. */
export const realtimeEntityRows = {
  'food-item': foodItem,
  'storage-location': storageLocation,
  'shopping-item': shoppingItem,
  'meal-plan': mealPlan,
  recipe,
  'chat-message': chatMessage,
  appliance,
  'cooking-term': cookingTerm,
} satisfies Record<RealtimeEntity, z.ZodType<{ id: string }>>;

type Rows = typeof realtimeEntityRows;
type Lists = typeof realtimeListPaths;

/** Each list must be a `GET` route whose 200 answer is an array of exactly the entity's row: else this does not compile. */
type ListRoute<P extends string> = (typeof apiRoutes)[`GET ${P}` & keyof typeof apiRoutes];
type ListMatchesRow = {
  [E in RealtimeEntity]: ListRoute<Lists[E]> extends { responses: { 200: z.ZodArray<Rows[E]> } }
    ? true
    : `${E}: GET ${Lists[E]} does not answer an array of its row`;
};
const listsMatchRows = {
  'food-item': true,
  'storage-location': true,
  'shopping-item': true,
  'meal-plan': true,
  recipe: true,
  'chat-message': true,
  appliance: true,
  'cooking-term': true,
} as const satisfies ListMatchesRow;
void listsMatchRows;

/** A delete carries the id only. */
export const deletedPayload = z.strictObject({ id: z.string() });
export type DeletedPayload = z.infer<typeof deletedPayload>;

export const householdMemberEvent = z.object({ householdId: z.string(), userId: z.string() });
export type HouseholdMemberEvent = z.infer<typeof householdMemberEvent>;
/** A member renamed the household; every member's devices show the new name. */
export const householdRenamedEvent = z.object({ householdId: z.string(), name: z.string() });
export type HouseholdRenamedEvent = z.infer<typeof householdRenamedEvent>;

type EntityEventSchemas = {
  [E in RealtimeEntity as `${E}:created` | `${E}:updated`]: Rows[E];
} & {
  [E in RealtimeEntity as `${E}:deleted`]: typeof deletedPayload;
};

// computed keys lose their literal types; the mapped type above states what this builds
const entityEventSchemas = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(realtimeEntityRows) as RealtimeEntity[]).flatMap((entity) => [
    [`${entity}:created`, realtimeEntityRows[entity]],
    [`${entity}:updated`, realtimeEntityRows[entity]],
    [`${entity}:deleted`, deletedPayload],
  ]),
) as EntityEventSchemas;

/**
 * Every server-to-client event and the schema of its payload: the one typed map both sides use.
 * `ServerToClientEvents` is inferred from it, and backend/test/realtime parses what the server sends with it.
 */
export const realtimeSchemas = {
  ...entityEventSchemas,
  'chat:token': z.object({ streamId: z.string(), content: z.string() }),
  /**
   * The reply is saved: `message` is it, as the history holds it, so a device that showed the
   * stream swaps its text for the saved message without refetching; `messageId` is `message.id`.
   */
  'chat:done': z.object({ streamId: z.string(), messageId: z.string(), message: chatMessage }),
  /** The user cleared their chat on one device; the others empty theirs too. */
  'chat:cleared': z.object({ clearedAt: z.string() }),
  /** The user's whole list of expiring items, as `GET /api/notifications/expiration` returns it. */
  'notification:expiring': z.array(expirationNotification),
  'household:member-joined': householdMemberEvent,
  'household:member-left': householdMemberEvent,
  'household:renamed': householdRenamedEvent,
  /** Cook mode (issue 35): the household's session started, moved on a step or changed a timer; devices follow it. */
  'cook-session:updated': cookSession,
  'cook-session:ended': cookSessionEnded,
  /**
   * A member accepted or ignored a learned shelf life (issue 35): it leaves every device's list of
   * open proposals (`GET /api/shelf-life-proposals`). `id` is the proposal's.
   */
  'shelf-life-proposal:deleted': deletedPayload,
};

export type ServerToClientEvents = { [E in keyof typeof realtimeSchemas]: z.output<(typeof realtimeSchemas)[E]> };
