/**
 * The one typed map of socket events shared by backend and frontend (DESIGN §3), inferred from
 * `realtimeSchemas`. Entity payloads are the entity exactly as its REST list returns it (the
 * module's contract schema); deletes carry `{ id }`.
 */
import type { apiRoutes } from './api/api-routes.js';
import type { ServerToClientEvents } from './realtime-schemas.js';

export * from './realtime-schemas.js';

/**
 * Every entity that travels over sockets (DESIGN §3). Adding one here adds its three events on the
 * server and breaks the build until its row schema, its list and the client's handling exist.
 */
export const realtimeEntities = [
  'food-item',
  'storage-location',
  'shopping-item',
  'meal-plan',
  'recipe',
  'chat-message',
  'appliance',
  /** The instance-wide cooking glossary: sent to every signed-in device, not one household. */
  'cooking-term',
] as const;
export type RealtimeEntity = (typeof realtimeEntities)[number];

/** The paths of the API's `GET` routes. */
type GetPath = keyof typeof apiRoutes extends infer K ? (K extends `GET ${infer P}` ? P : never) : never;

/**
 * The REST list each entity's rows come from, which is also the client's query key of that list
 * (spec 000 §7). Plain data kept apart from the schemas (realtime-schemas.ts), so the web app's
 * socket code does not bundle every row schema to read a path.
 */
export const realtimeListPaths = {
  'food-item': '/api/food-items',
  'storage-location': '/api/storage-locations',
  'shopping-item': '/api/shopping-list/items',
  'meal-plan': '/api/meal-plans',
  recipe: '/api/recipes',
  'chat-message': '/api/chat/messages',
  appliance: '/api/appliances',
  'cooking-term': '/api/cooking-terms',
} as const satisfies Record<RealtimeEntity, GetPath>;

export const realtimeOps = ['created', 'updated', 'deleted'] as const;
export type RealtimeOp = (typeof realtimeOps)[number];

/** `<entity>:<op>` for every entity and op. */
export type EntityEventName = `${RealtimeEntity}:${RealtimeOp}`;
/** The row an entity's created/updated events carry. */
export type EntityRowOf<E extends RealtimeEntity> = ServerToClientEvents[`${E}:created`];

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = ServerToClientEvents[E];

/** Socket.IO's listener-map form of the same events, for typed `Server`/`Socket` generics. */
export type ServerToClientListeners = {
  [E in ServerEventName]: (payload: ServerToClientEvents[E]) => void;
};

export const entityEventName = <E extends RealtimeEntity, O extends RealtimeOp>(entity: E, op: O) =>
  `${entity}:${op}` satisfies `${E}:${O}`;

/** Parses `<entity>:<op>`; null for any other event (chat, notifications, household). */
export function parseEntityEvent(name: string): { entity: RealtimeEntity; op: RealtimeOp } | null {
  const [entity, op, ...rest] = name.split(':');
  if (rest.length > 0) return null;
  if (!(realtimeEntities as readonly string[]).includes(entity)) return null;
  if (!(realtimeOps as readonly string[]).includes(op)) return null;
  return { entity: entity as RealtimeEntity, op: op as RealtimeOp };
}

/** Room names (DESIGN §3): household data to the household room, personal data to the user room. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  household: (householdId: string) => `household:${householdId}`,
} as const;
