import type { BarcodeProduct, FoodItem } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addBarcodeProduct, addFood, addStorageLocation, household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

/**
 * Issue 29, the barcode path: a scanned product is added the way the Add Food dialog sends it (the
 * product's name, its result as `usdaData`, its `fdcId`). The card keeps the product's name, links a
 * catalog food only on evidence and never one of another family, and dates it by its state.
 */
describe('names kept on the barcode path', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());
  const daysFromToday = (date: string | null) => (date === null ? null : Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000));

  /** Names the code for the household, scans it back and adds it as the dialog does. */
  async function scanAndAdd(cook: SignedInUser, storageLocationId: string, product: { barcode: string; title: string; brand?: string; category?: string }) {
    await addBarcodeProduct(cook, product);
    const scanned = json(await cook.agent.get(`/api/food/barcode/${product.barcode}`).expect(200)) as unknown as BarcodeProduct;
    const result = scanned.usda;
    const body = {
      name: result.description,
      quantity: '1',
      unit: 'item',
      storageLocationId,
      fcdId: result.fdcId,
      usdaData: result,
      foodCategory: result.foodCategory ?? null,
    };
    return json(await cook.agent.post('/api/food-items').send(body).expect(201)) as unknown as FoodItem;
  }

  it('keeps the product name, links the right food, dates it by its state, live on the other device only', async () => {
    const { cook, locations } = await household(suite.server, ['Refrigerator', 'Pantry']);
    const fridgeId = locations.Refrigerator;
    const stranger = await signUp(suite.server);
    const [deviceB, other] = await suite.connect(cook, stranger);
    const seenB = record(deviceB, 'food-item:created');
    const strangerSaw = record(other, 'food-item:created');

    const butter = await scanAndAdd(cook, fridgeId, { barcode: '5011038133019', title: 'Kerrygold Pure Irish Butter', brand: 'Kerrygold', category: 'Dairy and Egg Products' });
    expect(butter).toMatchObject({ name: 'Kerrygold Pure Irish Butter', foodKey: 'butter', foodName: 'Butter' });
    expect(daysFromToday(butter.expirationDate)).toBeGreaterThan(7);

    const chicken = await scanAndAdd(cook, fridgeId, { barcode: '0020000123456', title: 'Rotisserie chicken, cooked', category: 'Poultry Products' });
    // the trailing ', cooked' is tidied away as a recipe line's note would be; the state stays
    expect(chicken.name).toBe('Rotisserie chicken');
    expect(chicken.state).toBe('cooked');
    expect(daysFromToday(chicken.expirationDate)).toBeGreaterThanOrEqual(3);
    expect(daysFromToday(chicken.expirationDate)).toBeLessThanOrEqual(4);

    // a flavour is not the food: chicken-flavoured noodles never become a chicken card
    const ramen = await scanAndAdd(cook, locations.Pantry, { barcode: '0070662404010', title: 'Chicken flavor ramen noodle soup', brand: 'Maruchan' });
    expect(ramen.name).toBe('Chicken flavor ramen noodle soup');
    expect(ramen.foodKey ?? '').not.toMatch(/chicken/);

    await eventually(() => expect(seenB).toHaveLength(3));
    expect(seenB.map((item) => item.name)).toEqual(['Kerrygold Pure Irish Butter', 'Rotisserie chicken', 'Chicken flavor ramen noodle soup']);
    await addFood(stranger, await addStorageLocation(stranger, 'Fridge'), { name: 'Oat milk' });
    await eventually(() => expect(strangerSaw).toHaveLength(1));
    expect(strangerSaw[0].name).toBe('Oat milk');
  });

  it('merges a second scan of the same product into its card', async () => {
    const { cook, locations } = await household(suite.server, ['Refrigerator']);
    const first = await scanAndAdd(cook, locations.Refrigerator, { barcode: '5000295142893', title: 'Greek style natural yogurt', category: 'Dairy and Egg Products' });
    expect(first.name).toBe('Greek style natural yogurt');
    const product = json(await cook.agent.get('/api/food/barcode/5000295142893').expect(200)) as unknown as BarcodeProduct;
    const second = json(
      await cook.agent
        .post('/api/food-items')
        .send({ name: product.usda.description, quantity: '1', unit: 'item', storageLocationId: locations.Refrigerator, fcdId: product.usda.fdcId, usdaData: product.usda })
        .expect(201),
    ) as unknown as FoodItem;
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ name: 'Greek style natural yogurt', quantity: '2' });
  });
});
