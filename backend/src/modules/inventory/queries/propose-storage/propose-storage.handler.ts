import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { identifyFood } from '@sous/kitchen';
import { knownFoods, resolveCanonicalFood } from '../../database/canonical-food.js';
import { expiryForNewItem } from '../../domain/expiry-rules.js';
import { storagePlaceOf } from '../../domain/place-shelf-life.js';
import { ProposeStorageQuery, type ProposedStorage } from './propose-storage.query.js';
import { locationFor, type PlacedLocation, usualPlaceOf } from './usual-place.js';

/**
 * A place and an expiry for each food of a receipt, decided as the add decides them: the food is
 * resolved to the household's canonical food first (the same name and category `stockFood` will
 * use) for its usual place, then dated as the add dates it: the line's own name, its linked food and
 * its state ("cooked", "frozen", "leftover" on the line change the date, issue 29).
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
      const identified = identifyFood(food.name);
      const location = locationFor(usualPlaceOf(canonical, identified.state), locations);
      const dated = { name: food.name, foodName: identified.linked ? identified.food.name : null, foodCategory: canonical.foodCategory, state: identified.state };
      return {
        storageLocationId: location.id,
        storageLocationName: location.name,
        expirationDate: expiryForNewItem(null, dated, now, storagePlaceOf(location)),
      };
    });
  }
}
