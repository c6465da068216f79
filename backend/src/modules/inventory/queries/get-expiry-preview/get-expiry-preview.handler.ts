import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ExpiryPreview } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { acceptedShelfLivesOf } from '../../database/accepted-shelf-lives.js';
import { findFoodItem } from '../../database/food-item.row.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { foodItemNotFound, storageLocationNotFound } from '../../domain/inventory.errors.js';
import { storagePlaceOf } from '../../domain/place-shelf-life.js';
import { redateLot } from '../../domain/redate-lot.js';
import { GetExpiryPreviewQuery } from './get-expiry-preview.query.js';

/**
 * The date a move of the lot to `storageLocationId` and/or a change to `state` would save, and
 * whether the household's accepted shelf life or the table set it: the Move and Edit dialogs show
 * it before the person commits (issue 35). It reads the lot and places as the update handlers do
 * and dates by the same `redateLot`, so the preview cannot drift from what is saved. A state is
 * taken as the card route takes it (a leftover keeps its own); dates kept by choice are the client's.
 */
@QueryHandler(GetExpiryPreviewQuery)
export class GetExpiryPreviewHandler implements IQueryHandler<GetExpiryPreviewQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, id, change }: GetExpiryPreviewQuery): Promise<ExpiryPreview> {
    const lot = await findFoodItem(this.em, actor.householdId, id);
    if (!lot) throw foodItemNotFound();
    const moveTo = change.storageLocationId !== undefined && change.storageLocationId !== lot.storageLocationId ? change.storageLocationId : undefined;
    const to = moveTo ? await findStorageLocation(this.em, actor.householdId, moveTo) : null;
    if (moveTo && !to) throw storageLocationNotFound();
    const from = lot.storageLocationId ? await findStorageLocation(this.em, actor.householdId, lot.storageLocationId) : null;
    const fromPlace = from && storagePlaceOf(from);
    const newState = lot.kind !== 'leftover' ? change.state : undefined;
    const accepted = await acceptedShelfLivesOf(this.em, actor.householdId, [lot.foodKey]);
    const redated = redateLot(
      { name: lot.name, foodName: lot.foodName, foodCategory: lot.foodCategory, kind: lot.kind, state: lot.state, expirationDate: lot.expirationDate },
      { from: fromPlace, to: (to && storagePlaceOf(to)) ?? fromPlace, newState },
      todayIn(new Date()),
      (place, state) => accepted(lot.foodKey, place, state),
    );
    return redated ? { expirationDate: redated.expirationDate, basis: redated.basis } : { expirationDate: lot.expirationDate, basis: null };
  }
}
