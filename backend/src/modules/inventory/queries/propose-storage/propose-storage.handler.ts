import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { knownFoods, resolveCanonicalFood } from '../../database/canonical-food.js';
import { expiryForNewItem } from '../../domain/expiry-rules.js';
import { storagePlaceOf } from '../../domain/place-shelf-life.js';
import { ProposeStorageQuery, type ProposedStorage } from './propose-storage.query.js';
import { locationFor, type PlacedLocation, usualPlaceOf } from './usual-place.js';

/**
 * A place and an expiry for each food of a receipt, decided as the add decides them: the food is
 * resolved to the household's canonical food first (the same name and category `stockFood` will
 * use), then dated by the one shelf-life table for that food and the chosen location.
 */
@QueryHandler(ProposeStorageQuery)
export class ProposeStorageHandler implements IQueryHandler<ProposeStorageQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, foods }: ProposeStorageQuery): Promise<ProposedStorage[] | null> {
    const locations = await this.em.execute<PlacedLocation[]>(
      'select id, name, icon from storage_locations where household_id = ? order by sort_order, created_at',
      [actor.householdId],
    );
    if (locations.length === 0) return null;
    const known = await knownFoods(this.em, actor.householdId);
    const now = new Date();
    return foods.map((food) => {
      const canonical = resolveCanonicalFood({ name: food.name, foodCategory: food.foodCategory }, known);
      const location = locationFor(usualPlaceOf(canonical), locations);
      return {
        storageLocationId: location.id,
        storageLocationName: location.name,
        expirationDate: expiryForNewItem(null, canonical, now, storagePlaceOf(location)),
      };
    });
  }
}
