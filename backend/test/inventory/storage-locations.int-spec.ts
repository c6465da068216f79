import request from 'supertest';
import { json, signUp } from '../support/auth.js';
import { appSuite } from '../support/test-app.js';

describe('storage locations', () => {
  const suite = appSuite();

  it('creates, lists with item counts, renames and refuses duplicate names in any case', async () => {
    const cook = await signUp(suite.server);
    const fridge = json(await cook.agent.post('/api/storage-locations').send({ name: 'Fridge', icon: 'refrigerator' }).expect(201));
    expect(fridge).toMatchObject({ name: 'Fridge', icon: 'refrigerator', itemCount: 0 });
    const dup = await cook.agent.post('/api/storage-locations').send({ name: ' fridge ' }).expect(409);
    expect(json(dup).message).toBe('A storage location named fridge already exists');
    await cook.agent.post('/api/food-items').send({ name: 'Milk', storageLocationId: fridge.id }).expect(201);
    const list = json(await cook.agent.get('/api/storage-locations').expect(200)) as unknown as { name: string; itemCount: number }[];
    expect(list).toEqual([expect.objectContaining({ name: 'Fridge', itemCount: 1 })]);
    const renamed = json(await cook.agent.patch(`/api/storage-locations/${String(fridge.id)}`).send({ name: 'Big fridge' }).expect(200));
    expect(renamed).toMatchObject({ name: 'Big fridge', icon: 'refrigerator' });
    await cook.agent.patch(`/api/storage-locations/${String(fridge.id)}`).send({}).expect(400);
    await cook.agent.post('/api/storage-locations').send({ name: 'Garage', icon: 'rocket' }).expect(400);
  });

  it('refuses to delete a location that holds items unless they move, then moves them', async () => {
    const cook = await signUp(suite.server);
    const a = json(await cook.agent.post('/api/storage-locations').send({ name: 'Counter' }).expect(201)).id as string;
    const b = json(await cook.agent.post('/api/storage-locations').send({ name: 'Pantry' }).expect(201)).id as string;
    const item = json(await cook.agent.post('/api/food-items').send({ name: 'Bananas', storageLocationId: a }).expect(201));
    const refused = await cook.agent.delete(`/api/storage-locations/${a}`).expect(409);
    expect(json(refused).message).toBe('This storage location still holds 1 item. Move or remove them first.');
    await cook.agent.delete(`/api/storage-locations/${a}?moveTo=${a}`).expect(409);
    await cook.agent.delete(`/api/storage-locations/${a}?moveTo=${b}`).expect(204);
    const moved = json(await cook.agent.get(`/api/food-items/${String(item.id)}`).expect(200));
    expect(moved).toMatchObject({ storageLocationId: b, version: 2 });
    await cook.agent.delete(`/api/storage-locations/${a}`).expect(404);
  });

  it("hides another household's locations", async () => {
    const owner = await signUp(suite.server);
    const stranger = await signUp(suite.server);
    const id = json(await owner.agent.post('/api/storage-locations').send({ name: 'Freezer' }).expect(201)).id as string;
    await stranger.agent.patch(`/api/storage-locations/${id}`).send({ name: 'Mine' }).expect(404);
    await stranger.agent.delete(`/api/storage-locations/${id}`).expect(404);
    expect(json(await stranger.agent.get('/api/storage-locations').expect(200))).toEqual([]);
    await request(suite.server).get('/api/storage-locations').expect(401);
  });
});
