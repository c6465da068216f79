export { appOutbox, resetAppOutbox, sendQueued, idempotencyHeader } from './app-outbox';
export { newKey } from './new-key';
export { Outbox, type Conflict, type ReplayResult } from './outbox';
export { createIndexedDbStore, createMemoryStore, type OutboxStore, type QueuedWrite } from './outbox-store';
