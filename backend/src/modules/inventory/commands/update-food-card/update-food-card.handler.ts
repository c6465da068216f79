import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem, FoodItemMerge, UpdatedFoodCard } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { setClause } from '#platform/database/set-clause.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { identityOfName, renamedCard } from '../../database/canonical-food.js';
import { foodItemColumns, type FoodItemRow, findFoodItem, toFoodItem } from '../../database/food-item.row.js';
import { foodItemNotFound, StaleFoodCardError, storageLocationNotFound } from '../../domain/inventory.errors.js';
import { joinIdenticalLot } from '../../database/join-identical-lot.js';
import { storagePlaceOf } from '../../domain/place-shelf-life.js';
import { redateLot } from '../../domain/redate-lot.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { acceptedShelfLivesOf, type AcceptedDaysOf } from '../../database/accepted-shelf-lives.js';
import { FoodItemChanged, FoodItemRemoved } from '../../events/inventory.events.js';
import { UpdateFoodCardCommand } from './update-food-card.command.js';

const columns = {
  name: 'name',
  foodKey: 'food_key',
  cardKey: 'card_key',
  state: 'state',
  foodCategory: 'food_category',
  storageLocationId: 'storage_location_id',
  expirationDate: 'expiration_date',
} as const;

type Changes = Partial<Record<keyof typeof columns, string | null>>;

const lotsInUseOrder = `order by fi.expiration_date asc nulls last, fi.added_at, fi.id`;

/**
 * Renames, re-categorises, moves or marks (opened, thawed…) a whole card (issues 16, 29) in one
 * transaction: every lot must be listed with the version the client read, else 409 with the card
 * as it is now and nothing changed. A rename resolves the food key like an add; a move to another
 * kind of place re-dates each lot from the shelf-life table unless told to keep the dates, and a
 * new state re-dates each lot by that state, never later than its date was (both by `redateLot`: the
 * household's accepted figure for the food, place and state first, issue 35, as an add is); a lot
 * that lands beside an identical one (same expiry, convertible unit) merges into it. One socket
 * event per row that changed or went, after commit.
 */
@CommandHandler(UpdateFoodCardCommand)
export class UpdateFoodCardHandler implements ICommandHandler<UpdateFoodCardCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  execute(command: UpdateFoodCardCommand): Promise<UpdatedFoodCard> {
    return inUnitOfWork(this.em, this.events, () => this.update(command));
  }

  private async update({ actor, id, body }: UpdateFoodCardCommand): Promise<UpdatedFoodCard> {
    const anchor = await findFoodItem(this.em, actor.householdId, id);
    if (!anchor) throw foodItemNotFound();
    const lots = await this.cardOf(anchor);
    const read = new Map(body.lots.map((lot) => [lot.id, lot.version]));
    if (read.size !== lots.length || lots.some((lot) => read.get(lot.id) !== lot.version)) throw new StaleFoodCardError(lots);

    const moveTo = body.storageLocationId !== undefined && body.storageLocationId !== anchor.storageLocationId ? body.storageLocationId : undefined;
    const to = moveTo ? await findStorageLocation(this.em, actor.householdId, moveTo) : null;
    if (moveTo && !to) throw storageLocationNotFound();
    const from = anchor.storageLocationId ? await findStorageLocation(this.em, actor.householdId, anchor.storageLocationId) : null;
    const shared: Changes = {};
    if (body.name !== undefined) {
      shared.name = body.name;
      // a leftover card stays its dish's card whatever it is called; other names land on a card like an add
      const place = (to ?? from)?.id;
      if (anchor.kind !== 'leftover') Object.assign(shared, place ? await renamedCard(this.em, actor.householdId, place, body.name, anchor.cardKey) : identityOfName(body.name));
    }
    if (body.foodCategory !== undefined) shared.foodCategory = body.foodCategory === null || body.foodCategory === '' ? null : body.foodCategory;
    if (moveTo) shared.storageLocationId = moveTo;
    const place = to ? storagePlaceOf(to) : null;
    const fromPlace = from && storagePlaceOf(from);
    const today = todayIn(new Date());
    // 'Opened' (and the like) on a card: every lot takes the state and its date, never a later one
    const newState = body.state !== undefined && anchor.kind !== 'leftover' ? body.state : undefined;
    // where the lots will be: a place of unknown kind leaves them where they were, as far as dates go
    const here = place ?? fromPlace;
    const movesPlace = to !== null && place !== fromPlace;
    const redate = !body.keepExpirationDate && (here !== fromPlace || newState !== undefined);

    // the household's accepted figures for the card's foods date its lots as they date an add (issue 35)
    const acceptedDays: AcceptedDaysOf = redate ? await acceptedShelfLivesOf(this.em, actor.householdId, lots.map((lot) => shared.foodKey ?? lot.foodKey)) : () => null;
    const changed = new Map<string, FoodItem>();
    for (const lot of lots) {
      const changes: Changes = { ...shared };
      const name = shared.name ?? lot.name;
      const foodCategory = shared.foodCategory !== undefined ? shared.foodCategory : lot.foodCategory;
      const foodKey = shared.foodKey ?? lot.foodKey;
      if (body.keepExpirationDate) {
        // the dates stay; a state given still applies
        if (newState !== undefined && newState !== (lot.state ?? null)) changes.state = newState;
      } else {
        const redated = redateLot(
          { name, foodName: lot.foodName, foodCategory, kind: lot.kind, state: lot.state, expirationDate: lot.expirationDate },
          { from: fromPlace, to: here, newState },
          today,
          (at, state) => acceptedDays(foodKey, at, state),
        );
        if (redated) {
          changes.state = redated.state;
          changes.expirationDate = redated.expirationDate;
        }
      }
      const { sets, params } = setClause(columns, changes);
      if (changes.expirationDate !== undefined && changes.expirationDate !== lot.expirationDate) sets.push('notification_dismissed = false', 'last_notified_at = null');
      // another kind of place or another state starts a new life there (issue 35: learned shelf lives count from it)
      if (movesPlace || (changes.state !== undefined && changes.state !== (lot.state ?? null))) sets.push('placed_at = now()');
      const rows = await this.em.execute<FoodItemRow[]>(
        `update food_items fi set ${['version = version + 1', ...sets].join(', ')} where fi.id = ? returning ${foodItemColumns}`,
        [...params, lot.id],
      );
      changed.set(lot.id, toFoodItem(rows[0]));
    }

    // each lot that now sits beside an identical one becomes part of it
    const removedIds: string[] = [];
    const merges: FoodItemMerge[] = [];
    const destination = to ?? from;
    for (const lot of lots) {
      const item = changed.get(lot.id);
      if (!item || !destination) continue;
      if (item.cardKey === lot.cardKey && item.storageLocationId === lot.storageLocationId && item.expirationDate === lot.expirationDate) continue;
      const joined = await joinIdenticalLot(this.em, item, destination);
      if (!joined) continue;
      changed.delete(joined.removedId);
      changed.set(joined.survivor.id, joined.survivor);
      removedIds.push(joined.removedId);
      merges.push(joined.merge);
    }

    publishAfterCommit(
      this.events,
      ...[...changed.values()].map((item) => new FoodItemChanged(item)),
      ...removedIds.map((removed) => new FoodItemRemoved(actor.householdId, removed)),
    );
    const survivor = [...changed.values()][0];
    return { lots: survivor ? await this.cardOf(survivor) : [], removedIds, merges };
  }

  /** The lots of the card `lot` belongs to, locked until the transaction ends; a row without a card key is a card alone. */
  private async cardOf(lot: FoodItem): Promise<FoodItem[]> {
    const rows = await this.em.execute<FoodItemRow[]>(
      `select ${foodItemColumns} from food_items fi
        where fi.household_id = ? and fi.storage_location_id is not distinct from ?::uuid
          and (fi.id = ? or (fi.card_key is not null and fi.card_key = ?))
        ${lotsInUseOrder} for update`,
      [lot.householdId, lot.storageLocationId, lot.id, lot.cardKey ?? null],
    );
    return rows.map(toFoodItem);
  }
}
