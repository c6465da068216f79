import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem, UndoneFoodChange } from '@sous/contracts';
import { toArrayLiteral } from '#platform/database/set-clause.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { findFoodItem } from '../../database/food-item.row.js';
import { FoodItemAdded, FoodItemChanged } from '../../events/inventory.events.js';
import { undoRefusal, type UndoLot, type UndoRecord } from './food-change-undo.js';
import { UndoClock } from './undo-clock.js';
import { alreadyUndone, changedSinceUndo, undoExpired, undoNotFound } from './undo-errors.js';
import { UndoFoodChangeCommand } from './undo-food-change.command.js';

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Takes back one Use or Throw away (issue 29) from the record it left: every lot it touched is put
 * back as it was (same id, amount, unit, date, price, weight, nutrition; the version goes on, as
 * for any write, so a device holding the used-up state cannot overwrite it unseen), and the eaten or
 * wasted records it wrote are deleted, so waste figures and nutrition no longer count it. One
 * transaction, all or nothing: a lot changed again since (its version moved on, or it went, or a
 * removed lot's place is gone) refuses the whole undo with 409 rather than overwrite that change.
 * The record is single-use and honoured for `undoWindowMs` by the injectable clock.
 */
@CommandHandler(UndoFoodChangeCommand)
export class UndoFoodChangeHandler implements ICommandHandler<UndoFoodChangeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly clock: UndoClock,
  ) {}

  async execute({ actor, token }: UndoFoodChangeCommand): Promise<UndoneFoodChange> {
    return inUnitOfWork(this.em, this.events, async () => {
      const [record] = await this.em.execute<UndoRecord[]>(
        `select id, household_id, lots, event_ids, created_at, expires_at, undone_at from food_change_undos
          where id = ? and household_id = ? for update`,
        [token, actor.householdId],
      );
      if (!record) throw undoNotFound();
      const refusal = undoRefusal(record, this.clock.now());
      if (refusal === 'undone') throw alreadyUndone();
      if (refusal === 'expired') throw undoExpired();
      const lots = parsed<UndoLot[]>(record.lots);
      for (const lot of lots) await this.checkUnchanged(actor.householdId, lot);

      const restored: FoodItem[] = [];
      for (const lot of lots) {
        const came = lot.versionAfter === null ? await this.reinsert(lot) : await this.putBack(lot);
        const item = await findFoodItem(this.em, actor.householdId, lot.id);
        if (!item) throw new Error(`Food item ${lot.id} vanished after its undo was written`);
        restored.push(item);
        publishAfterCommit(this.events, came === 'added' ? new FoodItemAdded(item) : new FoodItemChanged(item));
      }
      // drivers hand uuid[] back parsed; a literal '{a,b}' is read the same way
      const raw: unknown = record.event_ids;
      const ids = Array.isArray(raw) ? raw.map(String) : String(raw).replace(/^\{|\}$/g, '').split(',').filter(Boolean);
      if (ids.length > 0) {
        await this.em.execute('delete from food_item_events where household_id = ? and id = any(?::uuid[])', [actor.householdId, toArrayLiteral(ids)]);
      }
      await this.em.execute('update food_change_undos set undone_at = ? where id = ?', [this.clock.now(), record.id]);
      return { restored };
    });
  }

  /** The lot is as the change left it: at the version it gave it, or still gone when it removed it. */
  private async checkUnchanged(householdId: string, lot: UndoLot): Promise<void> {
    const rows = await this.em.execute<{ version: number }[]>('select version from food_items where id = ? and household_id = ? for update', [
      lot.id,
      householdId,
    ]);
    const now = rows[0]?.version ?? null;
    if (lot.versionAfter === null ? rows.length > 0 : now !== lot.versionAfter) throw changedSinceUndo();
    if (lot.versionAfter === null) {
      const place = lot.before.storage_location_id;
      if (typeof place === 'string') {
        const found = await this.em.execute('select 1 from storage_locations where id = ? and household_id = ?', [place, householdId]);
        if (found.length === 0) throw changedSinceUndo();
      }
    }
  }

  /** A lot the change only reduced: its amount and weight back (nothing else of it changed, its version says). */
  private async putBack(lot: UndoLot): Promise<'changed'> {
    await this.em.execute('update food_items set quantity = ?, weight_in_grams = ?, version = version + 1 where id = ?', [
      lot.before.quantity,
      lot.before.weight_in_grams ?? null,
      lot.id,
    ]);
    return 'changed';
  }

  /**
   * A lot the change used up: the whole row again, every column as it was (the same id, so links
   * and other devices' copies still name it). Should a recipe or member it names have been deleted
   * in those seconds, the insert's foreign key refuses it and the whole undo is a 409 (a data error).
   */
  private async reinsert(lot: UndoLot): Promise<'added'> {
    const row: Record<string, unknown> = { ...lot.before, version: Number(lot.before.version ?? 0) + 1 };
    await this.em.execute('insert into food_items select * from json_populate_record(null::food_items, ?::json)', [JSON.stringify(row)]);
    return 'added';
  }
}
