import type { BarcodeProduct, FoodSearchResponse } from '@sous/contracts';
import request from 'supertest';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Barcodes without online sources: "Product not found" until the household names the code. */
describe('barcodes (offline)', () => {
  let testApp: TestApp;
  let cook: SignedInUser;
  let neighbour: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    cook = await signUp(testApp.app.getHttpServer());
    neighbour = await signUp(testApp.app.getHttpServer());
  });
  afterAll(() => testApp.close());

  it('answers signed-out callers 401', async () => {
    const server = testApp.app.getHttpServer();
    await request(server).get('/api/food/barcode/4006381333931').expect(401);
    await request(server).post('/api/barcode-products').send({ barcode: '4006381333931', title: 'Pens' }).expect(401);
  });

  it.each(['abc', '1234567', '12345678901234', '12345678a'])('refuses the code %p with 400', async (code) => {
    const res = await cook.agent.get(`/api/food/barcode/${code}`).expect(400);
    expect(json(res).message).toBe('barcode: must be 8 to 13 digits');
  });

  it('answers 404 "Product not found" for a code nobody named', async () => {
    const res = await cook.agent.get('/api/food/barcode/5000112637922').expect(404);
    expect(json(res)).toMatchObject({ message: 'Product not found' });
  });

  it('names a code once for the household; the other household does not see it', async () => {
    const code = '7612345678900';
    const created = await cook.agent
      .post('/api/barcode-products')
      .send({ barcode: code, title: 'Oat drink, barista', brand: 'Oatly', category: 'Beverages' })
      .expect(201);
    expect(created.body).toMatchObject({
      barcode: code,
      title: 'Oat drink, barista',
      brand: 'Oatly',
      category: 'Beverages',
      usda: { fdcId: `upc:${code}`, description: 'Oat drink, barista', dataType: 'Household', source: 'household' },
    });

    const found = await cook.agent.get(`/api/food/barcode/${code}`).expect(200);
    expect(found.body).toEqual({
      usda: {
        fdcId: `upc:${code}`,
        description: 'Oat drink, barista',
        brandOwner: 'Oatly',
        brandName: 'Oatly',
        foodCategory: 'Beverages',
        gtinUpc: code,
        dataType: 'Household',
        source: 'household',
      },
    });
    await cook.agent.get(`/api/usda/foods/upc:${code}`).expect(200);

    // another household: not found, and its own name stays its own
    await neighbour.agent.get(`/api/food/barcode/${code}`).expect(404);
    await neighbour.agent.get(`/api/usda/foods/upc:${code}`).expect(404);
    await neighbour.agent.post('/api/barcode-products').send({ barcode: code, title: 'Haferdrink' }).expect(201);
    expect((await neighbour.agent.get(`/api/food/barcode/${code}`).expect(200)).body).toMatchObject({
      usda: { description: 'Haferdrink', brandOwner: null },
    });
    expect((await cook.agent.get(`/api/food/barcode/${code}`).expect(200)).body).toMatchObject({
      usda: { description: 'Oat drink, barista' },
    });
  });

  it('renames the household\'s product when the code is named again (200)', async () => {
    const code = '0041303001813';
    const first = (await cook.agent.post('/api/barcode-products').send({ barcode: code, title: 'Tortillas' }).expect(201)).body as BarcodeProduct;
    const again = (await cook.agent.post('/api/barcode-products').send({ barcode: code, title: 'Corn tortillas', brand: '  ' }).expect(200)).body as BarcodeProduct;
    expect(again).toMatchObject({ id: first.id, title: 'Corn tortillas', brand: null });
    expect((await cook.agent.get(`/api/food/barcode/${code}`).expect(200)).body).toMatchObject({ usda: { description: 'Corn tortillas' } });
  });

  it('lists the household\'s named products first in search', async () => {
    await cook.agent.post('/api/barcode-products').send({ barcode: '4012345678901', title: 'Grandma\'s milk jam' }).expect(201);
    const mine = (await cook.agent.get('/api/usda/search').query({ query: 'milk jam', pageSize: 20 }).expect(200)).body as FoodSearchResponse;
    expect(mine.foods[0]).toMatchObject({ fdcId: 'upc:4012345678901', source: 'household' });
    const theirs = (await neighbour.agent.get('/api/usda/search').query({ query: 'milk jam', pageSize: 20 }).expect(200)).body as FoodSearchResponse;
    expect(theirs.foods.some((f) => f.source === 'household')).toBe(false);
    const byCode = (await cook.agent.get('/api/usda/search').query({ query: '4012345678901' }).expect(200)).body as FoodSearchResponse;
    expect(byCode.foods[0]).toMatchObject({ gtinUpc: '4012345678901' });
  });

  it.each([
    [{ title: 'Pens' }, 'barcode: Required'],
    [{ barcode: '123', title: 'Pens' }, 'barcode: must be 8 to 13 digits'],
    [{ barcode: '4006381333931' }, 'title: Required'],
    [{ barcode: '4006381333931', title: '   ' }, 'title: Required'],
    [{ barcode: '4006381333931', title: 'x'.repeat(121) }, 'title: must be at most 120 characters'],
  ])('refuses the name %p with 400 and stores nothing', async (body, message) => {
    const res = await cook.agent.post('/api/barcode-products').send(body).expect(400);
    expect(json(res).message).toBe(message);
    await cook.agent.get('/api/food/barcode/4006381333931').expect(404);
  });
});
