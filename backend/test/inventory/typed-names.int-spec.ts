import type { FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation, household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

/** Issue 29: names kept as typed, the right food linked on evidence, cards by name, dates by state. */
describe('names as people type them', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  async function kitchen() {
    const { cook, locations } = await household(suite.server, ['Refrigerator', 'Freezer', 'Pantry']);
    return { cook, fridgeId: locations.Refrigerator, freezerId: locations.Freezer, pantryId: locations.Pantry };
  }

  const add = async (cook: SignedInUser, body: Record<string, unknown>) => json(await cook.agent.post('/api/food-items').send(body).expect(201)) as unknown as FoodItem & { merge: { outcome: string; message: string } };
  const rows = async (cook: SignedInUser) => json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
  const daysFromToday = (date: string | null) => (date === null ? null : Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000));

  it('keeps each typed name, links the right food and dates cooked food by the cooked rule, live on every device', async () => {
    const { cook, fridgeId } = await kitchen();
    const stranger = await signUp(suite.server);
    const [deviceA, deviceB, other] = await suite.connect(cook, cook, stranger);
    const seenA = record(deviceA, 'food-item:created');
    const seenB = record(deviceB, 'food-item:created');
    const strangerSaw = record(other, 'food-item:created');

    const lasagna = await add(cook, { name: 'leftover lasagna', storageLocationId: fridgeId });
    expect(lasagna).toMatchObject({ name: 'Leftover lasagna', state: 'leftover', foodName: null });
    expect(lasagna.foodKey).not.toBe('lasagna-noodle');
    expect(daysFromToday(lasagna.expirationDate)).toBeGreaterThanOrEqual(3);
    expect(daysFromToday(lasagna.expirationDate)).toBeLessThanOrEqual(5);

    const rice = await add(cook, { name: 'cooked rice', storageLocationId: fridgeId });
    expect(rice).toMatchObject({ name: 'Cooked rice', state: 'cooked', foodName: 'Rice' });
    expect(daysFromToday(rice.expirationDate)).toBeLessThanOrEqual(5);

    const thighs = await add(cook, { name: 'bone-in chicken thighs', quantity: '2', unit: 'lb', storageLocationId: fridgeId });
    expect(thighs).toMatchObject({ name: 'Bone-in chicken thighs', foodKey: 'chicken-thigh', foodName: 'Chicken thighs', foodCategory: 'Poultry Products' });
    expect(daysFromToday(thighs.expirationDate)).toBeLessThanOrEqual(2);

    const butter = await add(cook, { name: 'Kerrygold butter', storageLocationId: fridgeId });
    expect(butter).toMatchObject({ name: 'Kerrygold butter', foodKey: 'butter', foodName: 'Butter' });
    const milk = await add(cook, { name: '2% milk', storageLocationId: fridgeId });
    expect(milk).toMatchObject({ name: '2% milk', foodKey: 'milk', foodName: 'Milk' });

    const eggs = await add(cook, { name: 'a dozen eggs', storageLocationId: fridgeId });
    expect(eggs).toMatchObject({ name: 'Eggs', quantity: '12', unit: 'item', foodKey: 'egg' });

    await eventually(() => expect(seenB).toHaveLength(6));
    expect(seenA.map((item) => item.name)).toEqual(seenB.map((item) => item.name));
    expect(seenB.find((item) => item.id === thighs.id)).toMatchObject({ name: 'Bone-in chicken thighs', foodName: 'Chicken thighs' });
    // the other household hears nothing of ours, once it has heard its own add
    await addFood(stranger, await addStorageLocation(stranger, 'Fridge'), { name: 'Oat milk' });
    await eventually(() => expect(strangerSaw).toHaveLength(1));
    expect(strangerSaw[0].name).toBe('Oat milk');
  });

  it('merges names that mean the same, keeps specific names apart, and lets a plain name join the one specific card', async () => {
    const { cook, fridgeId } = await kitchen();
    const first = await add(cook, { name: 'eggs', quantity: '6', storageLocationId: fridgeId, expirationDate: addDays(today, 20) });
    const again = await add(cook, { name: 'Large eggs', quantity: '6', storageLocationId: fridgeId, expirationDate: addDays(today, 20) });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ name: 'Eggs', quantity: '12' });
    expect(again.merge.outcome).toBe('merged');

    const kerrygold = await add(cook, { name: 'Kerrygold butter', storageLocationId: fridgeId, expirationDate: addDays(today, 30) });
    const plain = await add(cook, { name: 'butter', storageLocationId: fridgeId, expirationDate: addDays(today, 30) });
    // one specific card of butter: the plain name joins it, and the answer names that card
    expect(plain.id).toBe(kerrygold.id);
    expect(plain.merge.message).toContain('Kerrygold butter');
    const unsalted = await add(cook, { name: 'unsalted butter', storageLocationId: fridgeId, expirationDate: addDays(today, 30) });
    expect(unsalted.id).not.toBe(kerrygold.id);
    expect(unsalted).toMatchObject({ name: 'Unsalted butter', foodKey: 'butter' });
    expect(unsalted.cardKey).not.toBe(kerrygold.cardKey);
    // now two specific cards: a plain name does not guess between them
    const generic = await add(cook, { name: 'butter', storageLocationId: fridgeId, expirationDate: addDays(today, 30) });
    expect([kerrygold.id, unsalted.id]).not.toContain(generic.id);
    expect(generic.name).toBe('Butter');

    const red = await add(cook, { name: 'red lentils', storageLocationId: fridgeId });
    const green = await add(cook, { name: 'green lentils', storageLocationId: fridgeId });
    expect(red.cardKey).not.toBe(green.cardKey);
    expect(red.foodKey).toBe(green.foodKey);

    const all = await rows(cook);
    expect(all.filter((row) => row.foodKey === 'butter').map((row) => row.name).sort()).toEqual(['Butter', 'Kerrygold butter', 'Unsalted butter']);
  });

  it('keeps a rename through later merges', async () => {
    const { cook, fridgeId } = await kitchen();
    const breast = await add(cook, { name: 'chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: addDays(today, 2) });
    const renamed = json(
      await cook.agent.patch(`/api/food-items/${breast.id}/card`).send({ lots: [{ id: breast.id, version: breast.version }], name: 'Chicken breast, boneless' }).expect(200),
    ) as { lots: FoodItem[] };
    expect(renamed.lots[0].name).toBe('Chicken breast, boneless');
    const more = await add(cook, { name: 'boneless chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: addDays(today, 2) });
    expect(more.id).toBe(breast.id);
    expect(more).toMatchObject({ name: 'Chicken breast, boneless', quantity: '2' });
  });

  it('re-dates a freezer lot taken out to the fridge as thawed', async () => {
    const { cook, fridgeId, freezerId } = await kitchen();
    const frozen = await add(cook, { name: 'chicken thighs', quantity: '1', unit: 'lb', storageLocationId: freezerId });
    expect(daysFromToday(frozen.expirationDate)).toBeGreaterThan(60);
    const moved = json(
      await cook.agent.patch(`/api/food-items/${frozen.id}`).send({ version: frozen.version, storageLocationId: fridgeId }).expect(200),
    ) as unknown as FoodItem;
    expect(moved.state).toBe('thawed');
    expect(daysFromToday(moved.expirationDate)).toBeLessThanOrEqual(2);
  });

  it('marks a card opened: each lot re-dated by the opened figure, never later, live on the other device', async () => {
    const { cook, fridgeId } = await kitchen();
    const [device] = await suite.connect(cook);
    const updated = record(device, 'food-item:updated');
    const early = await add(cook, { name: 'salsa', storageLocationId: fridgeId, expirationDate: addDays(today, 2) });
    const late = await add(cook, { name: 'salsa', storageLocationId: fridgeId, expirationDate: addDays(today, 200) });
    const card = json(
      await cook.agent
        .patch(`/api/food-items/${late.id}/card`)
        .send({ lots: [{ id: early.id, version: early.version }, { id: late.id, version: late.version }], state: 'opened' })
        .expect(200),
    ) as { lots: FoodItem[] };
    expect(card.lots.map((lot) => lot.state)).toEqual(['opened', 'opened']);
    // the early lot kept its nearer date; the late one now keeps as an opened jar does
    expect(card.lots[0]).toMatchObject({ id: early.id, expirationDate: addDays(today, 2) });
    const opened = daysFromToday(card.lots[1].expirationDate) as number;
    expect(opened).toBeGreaterThanOrEqual(1);
    expect(opened).toBeLessThan(200);
    await eventually(() => expect(updated.map((item) => item.id).sort()).toEqual([early.id, late.id].sort()));
    // a state the contract does not know is refused, naming the field, and nothing changes
    const refused = await cook.agent.patch(`/api/food-items/${late.id}/card`).send({ lots: card.lots.map(({ id, version }) => ({ id, version })), state: 'ajar' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('state');
  });
});
