import { newKey } from './new-key';
import type { OutboxStore, QueuedWrite } from './outbox-store';

export interface SentAnswer {
  status: number;
  body: string;
}

/** Sends one queued write with its Idempotency-Key; rejects (TypeError) when there is no connection. */
export type Sender = (write: QueuedWrite) => Promise<SentAnswer>;

/** A replayed write the server refused because the data changed elsewhere: the user decides. */
export interface Conflict {
  write: QueuedWrite;
  status: number;
  /** The server's answer; a food item's 409 carries `current`, the row as the other device left it. */
  body: string;
}

export type ReplayResult = 'done' | 'offline' | 'conflict';

export interface NewWrite {
  method: string;
  path: string;
  body?: unknown;
  label: string;
  /** The key the first attempt used, when it may have reached the server before the connection went. */
  key?: string;
}

/**
 * A change that met a newer one elsewhere, for the user to decide: a stale version (409) of an edit
 * or delete, or a delete of something already gone. A POST's 409 ("already cooked") is no choice:
 * sending it again would be refused again, so it is dropped and reported like other refusals.
 */
const isConflict = (write: QueuedWrite, status: number) =>
  (status === 409 && write.method !== 'POST') || (write.method === 'DELETE' && status === 404);

function currentVersionOf(body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as { current?: { version?: unknown } };
    return typeof parsed.current?.version === 'number' ? parsed.current.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The offline outbox (issue 21): writes queued in order, persisted in `store`, replayed one at a time
 * in that order with the key each was queued with, so a write the server already applied (the
 * answer was lost, or two tabs replay) is answered from the server's idempotency store instead of
 * done twice. Replay stops at the first write that cannot go (offline, server error) or that
 * conflicts, keeping the order: a later write may depend on it.
 */
export class Outbox {
  private writes: QueuedWrite[] = [];
  private conflict: Conflict | null = null;
  private readonly listeners = new Set<() => void>();
  private loaded: Promise<void> | undefined;
  private replaying: Promise<ReplayResult> | undefined;
  private seq = 0;
  /** Writes the server refused outright (a 4xx other than a conflict): dropped, reported once. */
  readonly refused: { write: QueuedWrite; status: number; body: string }[] = [];

  constructor(
    private readonly store: OutboxStore,
    private readonly send: Sender,
  ) {}

  load(): Promise<void> {
    this.loaded ??= this.store.all().then((rows) => {
      // a write queued in this session before the load finished stays after the stored ones
      const queuedMeanwhile = this.writes;
      const stored = rows.filter((row) => !queuedMeanwhile.some((w) => w.id === row.id));
      this.writes = [...stored.sort((a, b) => a.createdAt - b.createdAt || a.seq - b.seq), ...queuedMeanwhile];
      this.seq = Math.max(this.seq, ...this.writes.map((w) => w.seq + 1));
      this.emit();
    });
    return this.loaded;
  }

  /** The queued writes in replay order; the same array until something changes (for useSyncExternalStore). */
  pending = (): readonly QueuedWrite[] => this.writes;

  currentConflict = (): Conflict | null => this.conflict;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async enqueue(write: NewWrite): Promise<QueuedWrite> {
    const queued: QueuedWrite = {
      id: newKey(),
      key: write.key ?? newKey(),
      method: write.method.toUpperCase(),
      path: write.path,
      body: write.body,
      createdAt: Date.now(),
      seq: this.seq++,
      label: write.label,
    };
    this.writes = [...this.writes, queued];
    this.emit();
    await this.store.put(queued);
    return queued;
  }

  /** Sends the queue in order; one replay at a time (an `online` event and a reload may both ask). */
  replay(): Promise<ReplayResult> {
    this.replaying ??= this.drain().finally(() => {
      this.replaying = undefined;
    });
    return this.replaying;
  }

  /**
   * The user's answer to the conflict: `theirs` drops the queued write; `mine` sends it again with a
   * new key (the old one is bound to the refused request) and, for a versioned row, the version the
   * other device left, so it overwrites knowingly. A delete of something already gone is dropped.
   */
  async resolve(choice: 'theirs' | 'mine'): Promise<ReplayResult> {
    const conflict = this.conflict;
    if (!conflict) return this.replay();
    this.conflict = null;
    const { write } = conflict;
    const gone = write.method === 'DELETE' && conflict.status === 404;
    if (choice === 'theirs' || gone) {
      await this.drop(write.id);
    } else {
      const version = currentVersionOf(conflict.body);
      const body = version !== undefined && typeof write.body === 'object' && write.body !== null ? { ...write.body, version } : write.body;
      const retried: QueuedWrite = { ...write, key: newKey(), body };
      this.writes = this.writes.map((w) => (w.id === write.id ? retried : w));
      await this.store.put(retried);
      this.emit();
    }
    return this.replay();
  }

  private async drain(): Promise<ReplayResult> {
    await this.load();
    if (this.conflict) return 'conflict';
    while (this.writes.length > 0) {
      const write = this.writes[0];
      let answer: SentAnswer;
      try {
        answer = await this.send(write);
      } catch {
        return 'offline';
      }
      // not the write's fault (server trouble, signed out, rate limited): keep it and try later
      if (answer.status >= 500 || [401, 408, 429].includes(answer.status)) return 'offline';
      if (answer.status >= 400 && isConflict(write, answer.status)) {
        this.conflict = { write, status: answer.status, body: answer.body };
        this.emit();
        return 'conflict';
      }
      if (answer.status >= 400) this.refused.push({ write, status: answer.status, body: answer.body });
      await this.drop(write.id);
    }
    return 'done';
  }

  private async drop(id: string): Promise<void> {
    this.writes = this.writes.filter((w) => w.id !== id);
    this.emit();
    await this.store.remove(id);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
