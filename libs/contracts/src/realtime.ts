/**
 * The one typed map of socket events shared by backend and frontend (DESIGN §3).
 * Entity payloads are the entity exactly as its REST read returns it; deletes carry `{ id }`.
 * Entity payload types are widened to a record until each module's contract lands, then narrowed here.
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

export const realtimeOps = ['created', 'updated', 'deleted'] as const;
export type RealtimeOp = (typeof realtimeOps)[number];

/** Shape of any entity row sent over the wire: at least an id. */
export interface EntityRow {
  id: string;
  [field: string]: unknown;
}
export interface DeletedPayload {
  id: string;
}

type EntityEvents = {
  [E in RealtimeEntity as `${E}:created` | `${E}:updated`]: EntityRow;
} & {
  [E in RealtimeEntity as `${E}:deleted`]: DeletedPayload;
};

export interface ExpirationNotification {
  id: string;
  foodItemName: string;
  daysUntilExpiry: number;
}

export interface HouseholdMemberEvent {
  householdId: string;
  userId: string;
}

export type ServerToClientEvents = EntityEvents & {
  'chat:token': { streamId: string; content: string };
  'chat:done': { streamId: string; messageId: string };
  /** The user cleared their chat on one device; the others empty theirs too. */
  'chat:cleared': { clearedAt: string };
  'notification:expiring': ExpirationNotification[];
  'household:member-joined': HouseholdMemberEvent;
  'household:member-left': HouseholdMemberEvent;
};

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
