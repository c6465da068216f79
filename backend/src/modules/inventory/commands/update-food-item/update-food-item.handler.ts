import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { UpdatedFoodItem } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { setClause } from '#platform/database/set-clause.js';
import { UpdateFoodItemCommand } from './update-food-item.command.js';
import { identityOfName, renamedCard } from '../../database/canonical-food.js';
import { assertNotPast } from '../../domain/expiry-rules.js';
import { joinIdenticalLot } from '../../database/join-identical-lot.js';
import { foodItemColumns, type FoodItemRow, findFoodItem, toFoodItem } from '../../database/food-item.row.js';
import { foodItemNotFound, StaleFoodItemError, storageLocationNotFound } from '../../domain/inventory.errors.js';
import { unitPriceAfterUnitChange, unitPriceOf } from '../../domain/food-prices.js';
import { recordPrice } from '../../database/food-prices.row.js';
import { convertAmount } from '../../domain/lot-amounts.js';
import { storagePlaceOf } from '../../domain/place-shelf-life.js';
import { redateLot } from '../../domain/redate-lot.js';
import { weightOf } from '../../domain/weight-of.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { acceptedShelfLivesOf } from '../../database/accepted-shelf-lives.js';
import { FoodItemChanged, FoodItemRemoved } from '../../events/inventory.events.js';

const columns = {
  name: 'name',
  foodKey: 'food_key',
  cardKey: 'card_key',
  state: 'state',
  quantity: 'quantity',
  unit: 'unit',
  weightInGrams: 'weight_in_grams',
  foodCategory: 'food_category',
  storageLocationId: 'storage_location_id',
  expirationDate: 'expiration_date',
  unitPrice: 'unit_price',
} as const;

type Changes = Partial<Record<keyof typeof columns, string | number | null>>;

/**
 * Edits anything of an item (issue 16), only if nobody changed it since the caller read it: the
 * update matches on `version` and bumps it, so of two devices saving at once the second gets 409
 * with the row as it is now, not a silent loss. A new unit alone converts the amount (1.5 lb → 24
 * oz); a move between fridge, freezer and pantry re-dates the item from that place's shelf life
 * (the household's accepted figure for the food there first, issue 35) unless the body keeps the
 * date or sends one. A rename keeps the name as typed but resolves the
 * food and card keys like an add of that name; when a rename, move or new date puts
 * the lot beside an identical one (same card, expiry, convertible unit), the two become one and
 * the answer is the survivor with `merge`.
 */
@CommandHandler(UpdateFoodItemCommand)
export class UpdateFoodItemHandler implements ICommandHandler<UpdateFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  execute(command: UpdateFoodItemCommand): Promise<UpdatedFoodItem> {
    return inUnitOfWork(this.em, this.events, () => this.update(command));
  }

  private async update({ actor, id, body }: UpdateFoodItemCommand): Promise<UpdatedFoodItem> {
    const { version, keepExpirationDate, ...edit } = body;
    const before = await findFoodItem(this.em, actor.householdId, id);
    if (!before) throw foodItemNotFound();
    if (before.version !== version) throw new StaleFoodItemError(before);
    const changes: Changes = {};
    if (edit.name !== undefined) {
      // the name as the user wrote it; the key is the canonical food's, so a renamed item joins that food's card
      changes.name = edit.name;
      // a leftover stays on its dish's card whatever it is called; other names land on a card like an add
      const place = edit.storageLocationId ?? before.storageLocationId;
      if (before.kind !== 'leftover') Object.assign(changes, place ? await renamedCard(this.em, actor.householdId, place, edit.name, before.cardKey) : identityOfName(edit.name));
    }
    if (edit.foodCategory !== undefined) changes.foodCategory = edit.foodCategory === null || edit.foodCategory === '' ? null : edit.foodCategory;
    const unit = edit.unit ?? before.unit;
    if (edit.unit !== undefined) changes.unit = edit.unit;
    if (edit.quantity !== undefined) changes.quantity = edit.quantity;
    // a unit alone converts the amount; units that measure different things just relabel it (the weight stays)
    else if (edit.unit !== undefined) changes.quantity = convertAmount(before, edit.unit, before.foodKey) ?? undefined;
    if (changes.quantity !== undefined) changes.weightInGrams = weightOf(before, String(changes.quantity), unit);
    // a price is for the lot's amount after the edit; a new unit alone re-prices per unit, the lot worth the same
    if (edit.price !== undefined) {
      changes.unitPrice = edit.price === null ? null : unitPriceOf(edit.price, changes.quantity !== undefined ? String(changes.quantity) : before.quantity);
    } else if (edit.unit !== undefined && edit.unit !== before.unit && typeof before.unitPrice === 'number') {
      changes.unitPrice = unitPriceAfterUnitChange(before.unitPrice, before.unit, edit.unit, before.foodKey);
    }
    let movedPlace = false;
    if (edit.storageLocationId !== undefined && edit.storageLocationId !== before.storageLocationId) {
      const location = await findStorageLocation(this.em, actor.householdId, edit.storageLocationId);
      if (!location) throw storageLocationNotFound();
      changes.storageLocationId = edit.storageLocationId;
      const from = before.storageLocationId ? await findStorageLocation(this.em, actor.householdId, before.storageLocationId) : null;
      const place = storagePlaceOf(location);
      movedPlace = place !== (from && storagePlaceOf(from));
      if (edit.expirationDate === undefined && !keepExpirationDate) {
        const foodCategory = changes.foodCategory !== undefined ? (changes.foodCategory as string | null) : before.foodCategory;
        const name = typeof changes.name === 'string' ? changes.name : before.name;
        // the household's accepted figure for the food there dates the move as it dates an add (issue 35)
        const foodKey = changes.foodKey !== undefined ? (changes.foodKey as string | null) : before.foodKey;
        const accepted = await acceptedShelfLivesOf(this.em, actor.householdId, [foodKey]);
        const fromPlace = from && storagePlaceOf(from);
        const redated = redateLot(
          { name, foodName: before.foodName, foodCategory, kind: before.kind, state: before.state, expirationDate: before.expirationDate },
          { from: fromPlace, to: place ?? fromPlace },
          todayIn(new Date()),
          (at, state) => accepted(foodKey, at, state),
        );
        if (redated) {
          if (redated.state !== (before.state ?? null)) changes.state = redated.state;
          changes.expirationDate = redated.expirationDate;
        }
      }
    }
    if (edit.expirationDate !== undefined) {
      if (edit.expirationDate) assertNotPast(edit.expirationDate, new Date());
      changes.expirationDate = edit.expirationDate;
    }
    const { sets: fieldSets, params } = setClause(columns, changes);
    const sets = ['version = version + 1', ...fieldSets];
    // another kind of place or another state starts a new life there (issue 35: learned shelf lives count from it)
    if (movedPlace || (changes.state !== undefined && changes.state !== (before.state ?? null))) sets.push('placed_at = now()');
    // a new date means a new chance to be warned about it
    if (changes.expirationDate !== undefined) sets.push('notification_dismissed = false', 'last_notified_at = null');
    const rows = await this.em.execute<FoodItemRow[]>(
      `update food_items fi set ${sets.join(', ')} where fi.id = ? and fi.household_id = ? and fi.version = ? returning ${foodItemColumns}`,
      [...params, id, actor.householdId, version],
    );
    if (!rows[0]) {
      // another write got in between the read and this one
      const current = await findFoodItem(this.em, actor.householdId, id);
      if (current) throw new StaleFoodItemError(current);
      throw foodItemNotFound();
    }
    const item = toFoodItem(rows[0]);
    if (edit.price !== undefined && edit.price !== null && typeof item.unitPrice === 'number') {
      // a price given late to an unpriced lot is a purchase; a change of a known price only corrects it
      const paid = typeof before.unitPrice === 'number' ? null : edit.price;
      await recordPrice(this.em, { householdId: actor.householdId, userId: actor.userId, foodKey: item.foodKey ?? null, unitPrice: item.unitPrice, unit: item.unit, paid, foodItemId: item.id });
    }
    const movedCard = item.cardKey !== before.cardKey || item.storageLocationId !== before.storageLocationId;
    if (movedCard || item.expirationDate !== before.expirationDate) {
      const location = item.storageLocationId ? await findStorageLocation(this.em, actor.householdId, item.storageLocationId) : null;
      const joined = location ? await joinIdenticalLot(this.em, item, location) : null;
      if (joined) {
        publishAfterCommit(this.events, new FoodItemChanged(joined.survivor), new FoodItemRemoved(actor.householdId, joined.removedId));
        return { ...joined.survivor, merge: joined.merge };
      }
    }
    publishAfterCommit(this.events, new FoodItemChanged(item));
    return item;
  }
}
