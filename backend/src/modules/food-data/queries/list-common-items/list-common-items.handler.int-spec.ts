import { itemShelfLifeDays } from '@sous/kitchen';
import { insertRow } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { ListCommonItemsHandler } from './list-common-items.handler.js';

const db = useTestDatabase();

describe('ListCommonItemsHandler on the database', () => {
  beforeEach(async () => {
    // the catalogue is exactly these rows for the test (its seeded rows come back with the rollback)
    await db.em.execute('delete from common_food_items');
  });

  it("answers the catalogue's rows in the contract's shape, grouped by category", async () => {
    await insertRow(db.em, 'common_food_items', {
      display_name: 'Eggs',
      category: 'Dairy',
      food_category: 'Dairy and Egg Products',
      storage: 'Refrigerator',
      quantity: '12',
      unit: 'item',
      expiration_days: 35,
    });
    await insertRow(db.em, 'common_food_items', { display_name: 'Mystery', category: null, storage: null, quantity: '1', unit: 'item', expiration_days: 9 });

    expect(await new ListCommonItemsHandler(db.em).execute()).toEqual({
      categories: {
        Dairy: [
          // the days the inventory's shelf-life rule gives eggs in the fridge, not the seeded column's (issue 29)
          { displayName: 'Eggs', category: 'Dairy', foodCategory: 'Dairy and Egg Products', storage: 'Refrigerator', quantity: '12', unit: 'item', expirationDays: itemShelfLifeDays({ name: 'Eggs' }, 'Refrigerator') },
        ],
        // no place named: the seeded column stands in
        Other: [{ displayName: 'Mystery', category: null, foodCategory: null, storage: null, quantity: '1', unit: 'item', expirationDays: 9 }],
      },
    });
  });

  it('answers no categories when the catalogue is empty', async () => {
    expect(await new ListCommonItemsHandler(db.em).execute()).toEqual({ categories: {} });
  });
});
