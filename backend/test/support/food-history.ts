import { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, todayIn } from '@sous/kitchen';
import type { SignedInUser } from './auth.js';
import { addFood } from './factories.js';
import type { TestApp } from './test-app.js';

/** A lot of the past: added `placedDaysAgo` days ago, then after `lastedDays` used up or thrown away as spoiled. */
export interface PastLot {
  name: string;
  unit?: string;
  placedDaysAgo: number;
  lastedDays: number;
  end: 'spoiled' | 'used';
}

/**
 * A household's history (issue 35), lived through the API as the household would live it (add,
 * then Use or Throw away as spoiled), then moved back in time: the lot's events are back-dated to
 * when it was placed and when it ended. Each lot gets its own expiry so no two merge into one.
 */
export async function livePastLots(testApp: TestApp, user: SignedInUser, storageLocationId: string, lots: readonly PastLot[]): Promise<void> {
  const em = testApp.app.get(SqlEntityManager).fork();
  const today = todayIn(new Date());
  for (const [index, lot] of lots.entries()) {
    const added = await addFood(user, storageLocationId, { name: lot.name, quantity: '1', unit: lot.unit ?? 'item', expirationDate: addDays(today, 100 + index) });
    const path = `/api/food-items/${added.id}/${lot.end === 'spoiled' ? 'discard' : 'consume'}`;
    const res = await user.agent.post(path).send(lot.end === 'spoiled' ? { quantity: '1', reason: 'spoiled' } : { quantity: '1' });
    if (res.status !== 200) throw new Error(`Could not end the lot ${lot.name}: ${res.status} ${res.text}`);
    await em.execute(
      `update food_item_events set placed_at = now() - make_interval(days => ?), occurred_at = now() - make_interval(days => ?) where food_item_id = ?`,
      [lot.placedDaysAgo, lot.placedDaysAgo - lot.lastedDays, added.id],
    );
  }
}
