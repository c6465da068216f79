import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { formatScaled, parseQuantity } from '@sous/kitchen';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { type FoodItemUsed, UseFoodItemCommand } from './use-food-item.command.js';
import { FoodItemEvent } from '../../domain/food-item-event.entity.js';
import { foodItemColumns, type FoodItemRow, findFoodItem, toFoodItem } from '../../database/food-item.row.js';
import { valueOf } from '../../domain/food-prices.js';
import { priceOfLot } from '../../database/food-prices.row.js';
import { lotLifeOf } from '../../database/lot-life.js';
import { foodItemNotFound } from '../../domain/inventory.errors.js';
import { convertAmount } from '../../domain/lot-amounts.js';
import { takeQuantity } from '../../domain/quantity-left.js';
import { weightOf } from '../../domain/weight-of.js';
import { FoodItemChanged, FoodItemRemoved } from '../../events/inventory.events.js';
import { FoodChangeRecording } from '../undo-food-change/food-change-undo.js';
import { UndoClock } from '../undo-food-change/undo-clock.js';

/** Below this (in the asked unit) nothing is left to take: rounding dust of unit conversions. */
const dust = 0.005;

/**
 * Reduces a card by what was eaten or thrown away, and records each lot's share in
 * `food_item_events` in the same transaction so waste figures never disagree with the inventory.
 * The quantity is in the named lot's unit and may be more than that lot holds: it spills over the
 * other lots of the same food in the same place (issue 16). Eating (and cooking) takes the
 * earliest-expiring lot first, whichever lot was named; throwing away starts with the named lot
 * (the spoiled one) and then goes earliest first. A lot at zero is removed. Each event records
 * what its share was worth when a price is known (issue 21).
 */
@CommandHandler(UseFoodItemCommand)
export class UseFoodItemHandler implements ICommandHandler<UseFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly clock: UndoClock,
  ) {}

  async execute({ actor, id, kind, quantity, reason, undoable }: UseFoodItemCommand): Promise<FoodItemUsed> {
    return inUnitOfWork(this.em, this.events, async () => {
      const named = await findFoodItem(this.em, actor.householdId, id);
      if (!named) throw foodItemNotFound();
      const card = await this.cardOf(named);
      const order = kind === 'consumed' ? card : [named, ...card.filter((lot) => lot.id !== named.id)];
      let wanted = parseQuantity(quantity);
      let taken = 0;
      let after: FoodItem | null = named;
      // what the change did, kept so it can be undone (issue 29)
      const recording = undoable ? new FoodChangeRecording() : null;
      for (const lot of order) {
        if (wanted === null || wanted <= dust) break;
        // what this lot holds in the named lot's unit; a lot in an unrelated unit is not the same stock
        const holds = lot.id === named.id ? parseQuantity(lot.quantity) : parseQuantity(convertAmount(lot, named.unit, named.foodKey));
        if (holds === null && lot.id !== named.id) continue;
        const share = holds === null ? wanted : Math.min(wanted, holds);
        const inLotUnit = lot.id === named.id ? formatScaled(share) : (convertAmount({ quantity: formatScaled(share), unit: named.unit }, lot.unit, named.foodKey) ?? '0');
        const left = await this.take(actor, lot, inLotUnit, kind, reason, recording);
        if (lot.id === named.id) after = left;
        taken += holds === null ? (parseQuantity(lot.quantity) ?? share) : share;
        wanted -= share;
      }
      const used: FoodItemUsed = { item: after, taken: formatScaled(taken), unit: named.unit };
      if (recording) used.undo = await recording.save(this.em, actor.householdId, actor.userId, kind, this.clock.now());
      return used;
    });
  }

  /**
   * The lots of the named lot's card, earliest expiry first (undated last); only itself when it has
   * no card key, or is a leftover: the dish of one cooking, eaten from the lot the cook picked.
   */
  private async cardOf(named: FoodItem): Promise<FoodItem[]> {
    if (!named.cardKey || named.kind === 'leftover') return [named];
    const rows = await this.em.execute<FoodItemRow[]>(
      `select ${foodItemColumns} from food_items fi
        where fi.household_id = ? and fi.card_key = ? and fi.storage_location_id is not distinct from ?
        order by fi.expiration_date asc nulls last, fi.added_at, fi.id for update`,
      [named.householdId, named.cardKey, named.storageLocationId],
    );
    return rows.map(toFoodItem);
  }

  /** Takes `quantity` (in the lot's unit) from one lot, records it, and answers the lot as it is after, or null. */
  private async take(
    actor: UseFoodItemCommand['actor'],
    lot: FoodItem,
    quantity: string,
    kind: UseFoodItemCommand['kind'],
    reason: string | null,
    recording: FoodChangeRecording | null = null,
  ): Promise<FoodItem | null> {
    await recording?.before(this.em, lot.id);
    const { taken, left } = takeQuantity(lot.quantity, quantity);
    // what left is worth: the lot's own price, else its food's latest known price (an estimate)
    const price = await priceOfLot(this.em, lot);
    const value = price && valueOf(taken, price.unitPrice);
    const life = await lotLifeOf(this.em, lot.id);
    const event = this.em.create(FoodItemEvent, {
      householdId: actor.householdId,
      userId: actor.userId,
      foodItemId: lot.id,
      foodName: lot.name,
      foodCategory: lot.foodCategory,
      kind,
      quantity: taken,
      unit: lot.unit,
      reason,
      value,
      valueSource: value === null ? null : price?.source ?? null,
      // the lot's life so far, for the shelf lives the household's history teaches (issue 35)
      foodKey: lot.foodKey ?? null,
      place: life?.place ?? null,
      state: lot.state ?? null,
      placedAt: life?.placedAt ?? null,
    });
    await this.em.flush();
    recording?.event(event.id);
    if (left === null) {
      await this.em.execute('delete from food_items where id = ?', [lot.id]);
      publishAfterCommit(this.events, new FoodItemRemoved(actor.householdId, lot.id));
      return null;
    }
    const rows = await this.em.execute<FoodItemRow[]>(
      `update food_items fi set quantity = ?, weight_in_grams = ?, version = version + 1 where fi.id = ? returning ${foodItemColumns}`,
      [left, weightOf(lot, left, lot.unit), lot.id],
    );
    const item = toFoodItem(rows[0]);
    recording?.after(lot.id, item.version);
    publishAfterCommit(this.events, new FoodItemChanged(item));
    return item;
  }
}
