import { Outbox } from './outbox';
import { createIndexedDbStore, createMemoryStore, type QueuedWrite } from './outbox-store';

export const idempotencyHeader = 'Idempotency-Key';

/** Replays one write as the browser sent it first: same method, path, body and key. */
export async function sendQueued(write: QueuedWrite) {
  const res = await fetch(write.path, {
    method: write.method,
    credentials: 'include',
    headers: { [idempotencyHeader]: write.key, ...(write.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: write.body === undefined ? undefined : JSON.stringify(write.body),
  });
  return { status: res.status, body: await res.text() };
}

let outbox: Outbox | undefined;

/** The app's outbox: IndexedDB where the browser has it (memory otherwise, e.g. jsdom tests). */
export function appOutbox(): Outbox {
  outbox ??= new Outbox(typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore(), sendQueued);
  return outbox;
}

/** Tests start from an empty outbox. */
export function resetAppOutbox(next?: Outbox): void {
  outbox = next;
}
