import type { SqlEntityManager } from '@mikro-orm/sql';
import { undoWindowMs, type FoodChangeUndo } from '@sous/contracts';
import { toArrayLiteral } from '#platform/database/set-clause.js';

/** One lot a change touched: the whole row before it, and its version after (null: the change removed it). */
export interface UndoLot {
  id: string;
  before: Record<string, unknown>;
  versionAfter: number | null;
}

/** A stored undo record (`food_change_undos`), as the undo reads it. */
export interface UndoRecord {
  id: string;
  household_id: string;
  lots: UndoLot[];
  event_ids: string[];
  created_at: Date | string;
  expires_at: Date | string;
  undone_at: Date | string | null;
}

/** How long a used or expired record is kept, so a late or second undo is told why, not "unknown". */
const keptForMs = 10 * 60_000;

/**
 * What one Use or Throw away did, collected while it runs (issue 29): each lot's row before it
 * was touched, its version after, and the eaten/wasted records written. Saved in the same
 * transaction as the change, so there is never a change without its undo nor an undo without it.
 */
export class FoodChangeRecording {
  private readonly lots = new Map<string, UndoLot>();
  private readonly eventIds: string[] = [];

  /** Keeps the lot's row as it is now, the first time the change touches it. */
  async before(em: SqlEntityManager, lotId: string): Promise<void> {
    if (this.lots.has(lotId)) return;
    const rows = await em.execute<{ row: Record<string, unknown> | string }[]>('select row_to_json(fi) as row from food_items fi where fi.id = ?', [lotId]);
    if (!rows[0]) return;
    const row = typeof rows[0].row === 'string' ? (JSON.parse(rows[0].row) as Record<string, unknown>) : rows[0].row;
    this.lots.set(lotId, { id: lotId, before: row, versionAfter: null });
  }

  event(id: string): void {
    this.eventIds.push(id);
  }

  /** The lot's version once the change left it (it stays null when the change removed the lot). */
  after(lotId: string, version: number | null): void {
    const lot = this.lots.get(lotId);
    if (lot) lot.versionAfter = version;
  }

  /** Stores the record and answers its token; also forgets records long past their window. */
  async save(em: SqlEntityManager, householdId: string, userId: string | null, kind: string, now: Date): Promise<FoodChangeUndo> {
    const expiresAt = new Date(now.getTime() + undoWindowMs);
    await em.execute('delete from food_change_undos where created_at < ?', [new Date(now.getTime() - keptForMs)]);
    const rows = await em.execute<{ id: string }[]>(
      `insert into food_change_undos (household_id, user_id, kind, lots, event_ids, created_at, expires_at)
       values (?, ?, ?, ?::json, ?::uuid[], ?, ?) returning id`,
      [householdId, userId, kind, JSON.stringify([...this.lots.values()]), toArrayLiteral(this.eventIds), now, expiresAt],
    );
    return { token: rows[0].id, expiresAt: expiresAt.toISOString() };
  }
}

export type UndoRefusal = 'undone' | 'expired' | null;

/** Whether a found record may still be undone at `now`: not yet used, and within its window. */
export function undoRefusal(record: Pick<UndoRecord, 'expires_at' | 'undone_at'>, now: Date): UndoRefusal {
  if (record.undone_at !== null) return 'undone';
  return new Date(record.expires_at).getTime() <= now.getTime() ? 'expired' : null;
}
