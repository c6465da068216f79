import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import type { ExpiryPreview, FoodItem, ShelfLifeProposal, UpdatedFoodCard } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation } from '../support/factories.js';
import { livePastLots } from '../support/food-history.js';
import { appSuite } from '../support/test-app.js';

/**
 * The Move and Edit dialogs' expiry preview (issue 35), through HTTP: the date a move or a change of
 * state would save, by the same rule as the save, so a food the household accepted a figure for
 * shows that figure before the person commits, and the save then gives exactly what was shown.
 */
describe('expiry preview', () => {
  const suite = appSuite();
  const today = todayIn(new Date());

  const preview = async (user: SignedInUser, id: string, query: Record<string, string>, status = 200) =>
    json(await user.agent.get(`/api/food-items/${id}/expiry-preview`).query(query).expect(status)) as unknown as ExpiryPreview & { message?: string };
  /** Moves the card of one lot, as the Move dialog does; the answer is the whole card there, so the lot is picked out. */
  const moveCard = async (user: SignedInUser, lot: FoodItem, storageLocationId: string) =>
    (json(await user.agent.patch(`/api/food-items/${lot.id}/card`).send({ lots: [{ id: lot.id, version: lot.version }], storageLocationId }).expect(200)) as unknown as UpdatedFoodCard).lots.find(
      (moved) => moved.id === lot.id,
    );

  /** A household whose fridge saw spinach go off after about 4 days, four times since two months ago. */
  async function householdWithSpinach() {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    const pantry = await addStorageLocation(cook, 'Pantry');
    await livePastLots(suite.testApp, cook, fridge, [
      { name: 'Spinach', unit: 'bag', placedDaysAgo: 60, lastedDays: 4, end: 'spoiled' },
      { name: 'Spinach', unit: 'bag', placedDaysAgo: 45, lastedDays: 5, end: 'spoiled' },
      { name: 'Spinach', unit: 'bag', placedDaysAgo: 20, lastedDays: 4, end: 'spoiled' },
      { name: 'Spinach', unit: 'bag', placedDaysAgo: 10, lastedDays: 4, end: 'spoiled' },
    ]);
    return { cook, fridge, pantry };
  }

  it("answers the table's date before the household accepts a figure, the household's after, and the save agrees", async () => {
    const { cook, fridge, pantry } = await householdWithSpinach();
    const tableDate = addDays(today, shelfLifeDaysFor('Spinach', 'Fridge'));
    expect(tableDate).not.toBe(addDays(today, 4));
    const first = await addFood(cook, pantry, { name: 'Spinach', quantity: '1', unit: 'bag' });

    expect(await preview(cook, first.id, { storageLocationId: fridge })).toEqual({ expirationDate: tableDate, basis: 'table' });
    expect((await moveCard(cook, first, fridge))?.expirationDate).toBe(tableDate);

    const [proposal] = json(await cook.agent.get('/api/shelf-life-proposals').expect(200)) as unknown as ShelfLifeProposal[];
    expect(proposal).toMatchObject({ foodName: 'Spinach', place: 'fridge', days: 4 });
    await cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).expect(200);

    const second = await addFood(cook, pantry, { name: 'Spinach', quantity: '2', unit: 'bag', expirationDate: addDays(today, 9) });
    expect(await preview(cook, second.id, { storageLocationId: fridge })).toEqual({ expirationDate: addDays(today, 4), basis: 'household' });
    expect((await moveCard(cook, second, fridge))?.expirationDate).toBe(addDays(today, 4));
    // the single-lot route saves the same
    const third = await addFood(cook, pantry, { name: 'Spinach', quantity: '1', unit: 'bunch', expirationDate: addDays(today, 8) });
    const shown = await preview(cook, third.id, { storageLocationId: fridge });
    const saved = json(await cook.agent.patch(`/api/food-items/${third.id}`).send({ version: third.version, storageLocationId: fridge }).expect(200)) as unknown as FoodItem;
    expect(saved.expirationDate).toBe(shown.expirationDate);

    // the figure is the fridge's: back to the pantry is the table's, and staying put keeps the date
    expect(await preview(cook, saved.id, { storageLocationId: pantry })).toMatchObject({ basis: 'table' });
    expect(await preview(cook, saved.id, { storageLocationId: fridge })).toEqual({ expirationDate: saved.expirationDate, basis: null });
    const shelf = await addStorageLocation(cook, 'Bottom shelf', 'refrigerator');
    expect(await preview(cook, saved.id, { storageLocationId: shelf })).toEqual({ expirationDate: saved.expirationDate, basis: null });
  });

  it('answers a change of state as the card route saves it, never later than the lot was', async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    const openedDays = shelfLifeDaysFor('Opened milk', 'Fridge');
    const milk = await addFood(cook, fridge, { name: 'Milk', quantity: '1', unit: 'carton', expirationDate: addDays(today, openedDays + 5) });
    const soon = await addFood(cook, fridge, { name: 'Milk', quantity: '1', unit: 'bottle', expirationDate: addDays(today, 1) });
    expect(await preview(cook, milk.id, { state: 'opened' })).toEqual({ expirationDate: addDays(today, openedDays), basis: 'table' });
    expect(await preview(cook, soon.id, { state: 'opened' })).toEqual({ expirationDate: addDays(today, 1), basis: null });
    const card = json(
      await cook.agent
        .patch(`/api/food-items/${milk.id}/card`)
        .send({ lots: [milk, soon].map((lot) => ({ id: lot.id, version: lot.version })), state: 'opened' })
        .expect(200),
    ) as unknown as UpdatedFoodCard;
    expect(Object.fromEntries(card.lots.map((lot) => [lot.id, lot.expirationDate]))).toEqual({ [milk.id]: addDays(today, openedDays), [soon.id]: addDays(today, 1) });
  });

  it("404s for another household's lot or place, 400s naming a bad parameter", async () => {
    const { cook, fridge, pantry } = await householdWithSpinach();
    const stranger = await signUp(suite.server);
    const theirFridge = await addStorageLocation(stranger, 'Fridge', 'refrigerator');
    const lot = await addFood(cook, pantry, { name: 'Spinach', quantity: '1', unit: 'bag' });

    await preview(stranger, lot.id, { storageLocationId: theirFridge }, 404);
    await preview(cook, lot.id, { storageLocationId: theirFridge }, 404);
    await preview(cook, '00000000-0000-4000-8000-000000000000', { storageLocationId: fridge }, 404);
    expect((await preview(cook, lot.id, { storageLocationId: 'fridge' }, 400)).message).toMatch(/^storageLocationId/);
    expect((await preview(cook, lot.id, { state: 'melted' }, 400)).message).toMatch(/^state/);
    expect((await preview(cook, lot.id, { storageLocationId: fridge, place: 'fridge' }, 400)).message).toMatch(/place/);
    // nothing asked: the lot keeps its date
    expect(await preview(cook, lot.id, {})).toEqual({ expirationDate: lot.expirationDate, basis: null });
  });
});
