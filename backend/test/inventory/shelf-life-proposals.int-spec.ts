import { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import type { FoodItem, ShelfLifeProposal, UpdatedFoodCard } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation, signUpHousemate } from '../support/factories.js';
import { livePastLots, type PastLot } from '../support/food-history.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

/**
 * Shelf lives that learn (issue 35), through the API: a household's back-dated history of spinach
 * going off after about 4 days in its fridge proposes 4 days; accepting it dates later adds by it,
 * on this household only; every device of the household hears the answer, no other household does.
 */
describe('shelf-life proposals', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  /** Five bags of spinach since 60 days ago: four went off after 4, 5, 4 and 4 days, one was eaten on day 2. */
  const spinachHistory: PastLot[] = [
    { name: 'Spinach', unit: 'bag', placedDaysAgo: 60, lastedDays: 4, end: 'spoiled' },
    { name: 'Spinach', unit: 'bag', placedDaysAgo: 45, lastedDays: 5, end: 'spoiled' },
    { name: 'Spinach', unit: 'bag', placedDaysAgo: 30, lastedDays: 2, end: 'used' },
    { name: 'Spinach', unit: 'bag', placedDaysAgo: 20, lastedDays: 4, end: 'spoiled' },
    { name: 'Spinach', unit: 'bag', placedDaysAgo: 10, lastedDays: 4, end: 'spoiled' },
  ];

  /** A new household with a fridge and that history in it. */
  async function householdWithSpinach(): Promise<{ cook: SignedInUser; fridge: string }> {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    await livePastLots(suite.testApp, cook, fridge, spinachHistory);
    return { cook, fridge };
  }

  const proposalsOf = async (user: SignedInUser) => json(await user.agent.get('/api/shelf-life-proposals').expect(200)) as unknown as ShelfLifeProposal[];
  const sinceMonth = new Date(`${addDays(today, -60)}T12:00:00`).toLocaleString('en-US', { month: 'long' });

  it("proposes what the household's own history shows, explained, within the safety figure", async () => {
    const { cook } = await householdWithSpinach();
    expect(await proposalsOf(cook)).toEqual([
      {
        id: expect.any(String) as unknown,
        foodKey: expect.any(String) as unknown,
        foodName: 'Spinach',
        place: 'fridge',
        state: null,
        days: 4,
        currentDays: 3,
        safetyDays: 7,
        lots: 5,
        spoiledLots: 4,
        since: addDays(today, -60),
        question: 'Spinach usually goes off after 4 days in your fridge — use 4 days?',
        explanation: `from 5 bags since ${sinceMonth}`,
      },
    ]);
  });

  it('proposes nothing from fewer than 3 lots seen going off', async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    await livePastLots(suite.testApp, cook, fridge, spinachHistory.filter((lot) => lot.placedDaysAgo < 30 || lot.end === 'used'));
    expect(await proposalsOf(cook)).toEqual([]);
  });

  it("accepting dates later adds by the household's figure, tells every device of the household and no other", async () => {
    const { cook, fridge } = await householdWithSpinach();
    const housemate = await signUpHousemate(suite.server, cook);
    const stranger = await signUp(suite.server);
    const [proposal] = await proposalsOf(housemate);
    const [deviceA, deviceB, other] = await suite.connect(cook, housemate, stranger);
    const heardA = record(deviceA, 'shelf-life-proposal:deleted');
    const heardB = record(deviceB, 'shelf-life-proposal:deleted');
    const otherHeard = record(other, 'shelf-life-proposal:deleted');

    // another household cannot answer it: its history proposes nothing
    await stranger.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).send({}).expect(404);
    // no body at all accepts the proposed days
    const accepted = json(await cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).expect(200));
    expect(accepted).toEqual({ id: proposal.id, foodKey: proposal.foodKey, place: 'fridge', state: null, days: 4, status: 'accepted' });

    await eventually(() => {
      expect(heardA).toEqual([{ id: proposal.id }]);
      expect(heardB).toEqual([{ id: proposal.id }]);
    });
    // a marker in the other household: once it has arrived, anything for it would have too
    const marker = record(other, 'storage-location:created');
    await addStorageLocation(stranger, 'Cellar');
    await eventually(() => expect(marker).toHaveLength(1));
    expect(otherHeard).toEqual([]);

    // answered: no longer proposed, not answerable again
    expect(await proposalsOf(housemate)).toEqual([]);
    await cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).send({}).expect(404);
    // later adds of spinach in this fridge keep 4 days; the table's 3 elsewhere
    expect((await addFood(housemate, fridge, { name: 'Spinach', quantity: '1', unit: 'bag' })).expirationDate).toBe(addDays(today, 4));
    const strangersFridge = await addStorageLocation(stranger, 'Fridge', 'refrigerator');
    expect((await addFood(stranger, strangersFridge, { name: 'Spinach', quantity: '1', unit: 'bag' })).expirationDate).toBe(addDays(today, shelfLifeDaysFor('Spinach', 'Fridge')));
    // a date the person gives still wins
    expect((await addFood(cook, fridge, { name: 'Spinach', quantity: '1', unit: 'bag', expirationDate: addDays(today, 2) })).expirationDate).toBe(addDays(today, 2));
  });

  it("a move into the fridge dates by the accepted figure, heard by every device of the household and no other", async () => {
    const { cook, fridge } = await householdWithSpinach();
    const housemate = await signUpHousemate(suite.server, cook);
    const stranger = await signUp(suite.server);
    const pantry = await addStorageLocation(cook, 'Pantry');
    const single = await addFood(cook, pantry, { name: 'Spinach', quantity: '1', unit: 'bag' });
    const carded = await addFood(cook, pantry, { name: 'Baby spinach', quantity: '2', unit: 'bag', expirationDate: addDays(today, 9) });
    // before any answer a move dates by the table: the proposal alone dates nothing
    const unanswered = json(await cook.agent.patch(`/api/food-items/${single.id}`).send({ version: single.version, storageLocationId: fridge }).expect(200)) as unknown as FoodItem;
    expect(unanswered.expirationDate).toBe(addDays(today, shelfLifeDaysFor('Spinach', 'Fridge')));
    const back = json(await cook.agent.patch(`/api/food-items/${single.id}`).send({ version: unanswered.version, storageLocationId: pantry }).expect(200)) as unknown as FoodItem;

    const [proposal] = await proposalsOf(cook);
    await cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).expect(200);
    const [deviceA, deviceB, other] = await suite.connect(cook, housemate, stranger);
    const heardA = record(deviceA, 'food-item:updated');
    const heardB = record(deviceB, 'food-item:updated');
    const otherHeard = record(other, 'food-item:updated');

    // one lot moved by the housemate, then a whole card: both dated 4 days from today, not the table's 3
    const moved = json(await housemate.agent.patch(`/api/food-items/${single.id}`).send({ version: back.version, storageLocationId: fridge }).expect(200)) as unknown as FoodItem;
    expect(moved).toMatchObject({ storageLocationId: fridge, expirationDate: addDays(today, 4) });
    const card = json(
      await cook.agent.patch(`/api/food-items/${carded.id}/card`).send({ lots: [{ id: carded.id, version: carded.version }], storageLocationId: fridge }).expect(200),
    ) as unknown as UpdatedFoodCard;
    // baby spinach is spinach on a card of its own: the food's figure dates it too
    expect(card.lots).toEqual([expect.objectContaining({ id: carded.id, storageLocationId: fridge, expirationDate: addDays(today, 4) })]);

    await eventually(() => {
      for (const heard of [heardA, heardB]) {
        expect(heard.find((item) => item.id === single.id && item.storageLocationId === fridge)?.expirationDate).toBe(addDays(today, 4));
        expect(heard.find((item) => item.id === carded.id && item.storageLocationId === fridge)?.expirationDate).toBe(addDays(today, 4));
      }
    });
    // a marker in the other household: once it has arrived, anything for it would have too
    const marker = record(other, 'storage-location:created');
    await addStorageLocation(stranger, 'Cellar');
    await eventually(() => expect(marker).toHaveLength(1));
    expect(otherHeard).toEqual([]);

    // keeping the date, or giving one, still wins over the household's figure
    const kept = await addFood(cook, pantry, { name: 'Spinach', quantity: '1', unit: 'bunch', expirationDate: addDays(today, 12) });
    const keptMove = json(await cook.agent.patch(`/api/food-items/${kept.id}`).send({ version: kept.version, storageLocationId: fridge, keepExpirationDate: true }).expect(200));
    expect(keptMove.expirationDate).toBe(addDays(today, 12));
    // another household's move of spinach into its fridge keeps the table's figure
    const strangersPantry = await addStorageLocation(stranger, 'Pantry');
    const strangersFridge = await addStorageLocation(stranger, 'Fridge', 'refrigerator');
    const theirs = await addFood(stranger, strangersPantry, { name: 'Spinach', quantity: '1', unit: 'bag' });
    const theirMove = json(await stranger.agent.patch(`/api/food-items/${theirs.id}`).send({ version: theirs.version, storageLocationId: strangersFridge }).expect(200));
    expect(theirMove.expirationDate).toBe(addDays(today, shelfLifeDaysFor('Spinach', 'Fridge')));
  });

  it("marking a card opened dates it by the household's accepted figure for the opened food, never later than it was", async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    // opened milk went off after about 4 days here; the table says 7
    await livePastLots(suite.testApp, cook, fridge, [
      { name: 'Opened milk', unit: 'carton', placedDaysAgo: 40, lastedDays: 4, end: 'spoiled' },
      { name: 'Opened milk', unit: 'carton', placedDaysAgo: 30, lastedDays: 3, end: 'spoiled' },
      { name: 'Opened milk', unit: 'carton', placedDaysAgo: 20, lastedDays: 4, end: 'spoiled' },
      { name: 'Opened milk', unit: 'carton', placedDaysAgo: 10, lastedDays: 5, end: 'spoiled' },
    ]);
    const [proposal] = await proposalsOf(cook);
    expect(proposal).toMatchObject({ foodName: 'Opened milk', place: 'fridge', state: 'opened', days: 4, currentDays: 7 });
    const early = await addFood(cook, fridge, { name: 'Milk', quantity: '1', unit: 'carton', expirationDate: addDays(today, 2) });
    const late = await addFood(cook, fridge, { name: 'Milk', quantity: '1', unit: 'carton', expirationDate: addDays(today, 10) });
    const openAll = (lots: FoodItem[]) => cook.agent.patch(`/api/food-items/${lots[0].id}/card`).send({ lots: lots.map((lot) => ({ id: lot.id, version: lot.version })), state: 'opened' });

    // answered nothing yet: opened by the table (7 days), the earlier date kept
    const byTable = json(await openAll([early, late]).expect(200)) as unknown as UpdatedFoodCard;
    expect(byTable.lots.map((lot) => lot.expirationDate)).toEqual([addDays(today, 2), addDays(today, 7)]);

    await cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).expect(200);
    const fresh = await addFood(cook, fridge, { name: 'Milk', quantity: '1', unit: 'bottle', expirationDate: addDays(today, 10) });
    const card = (json(await cook.agent.get(`/api/food-items`).expect(200)) as unknown as FoodItem[]).filter((lot) => lot.cardKey === fresh.cardKey && lot.storageLocationId === fridge);
    expect(card).toHaveLength(3);
    const opened = json(await openAll(card).expect(200)) as unknown as UpdatedFoodCard;
    // the fresh bottle takes the household's 4 days; lots opened already keep their dates
    expect(opened.lots.map((lot) => [lot.id, lot.state, lot.expirationDate])).toEqual([
      [early.id, 'opened', addDays(today, 2)],
      [fresh.id, 'opened', addDays(today, 4)],
      [late.id, 'opened', addDays(today, 7)],
    ]);
  });

  it('ignoring keeps the table figure and does not ask again', async () => {
    const { cook, fridge } = await householdWithSpinach();
    const [proposal] = await proposalsOf(cook);
    const ignored = json(await cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/ignore`).expect(200));
    expect(ignored).toMatchObject({ id: proposal.id, days: 4, status: 'ignored' });
    expect(await proposalsOf(cook)).toEqual([]);
    expect((await addFood(cook, fridge, { name: 'Spinach', quantity: '1', unit: 'bag' })).expirationDate).toBe(addDays(today, 3));
  });

  it("counts a lot's days in a place from when it was put there: a move starts a new life", async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    const pantry = await addStorageLocation(cook, 'Pantry');
    const lot = await addFood(cook, fridge, { name: 'Bananas', quantity: '3', unit: 'item' });
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    await em.execute(`update food_items set placed_at = now() - interval '10 days' where id = ?`, [lot.id]);
    await cook.agent.patch(`/api/food-items/${lot.id}`).send({ version: lot.version, storageLocationId: pantry }).expect(200);
    await cook.agent.post(`/api/food-items/${lot.id}/discard`).send({ quantity: '3', reason: 'spoiled' }).expect(200);
    const [event] = await em.execute<{ place: string; state: string | null; food_key: string; placed_at: Date }[]>(
      'select place, state, food_key, placed_at from food_item_events where food_item_id = ?',
      [lot.id],
    );
    expect(event).toMatchObject({ place: 'pantry', state: null, food_key: lot.foodKey });
    // placed by the move, moments ago, not 10 days ago with the add
    expect(Date.now() - new Date(event.placed_at).getTime()).toBeLessThan(60_000);
  });

  it('refuses bad input naming the field, and more days than the safety figure', async () => {
    const { cook, fridge } = await householdWithSpinach();
    const [proposal] = await proposalsOf(cook);
    const accept = (body: unknown) => cook.agent.post(`/api/shelf-life-proposals/${proposal.id}/accept`).send(body as object);
    expect(json(await accept({ days: 'four' }).expect(400)).message).toMatch(/^days/);
    expect(json(await accept({ days: 2.5 }).expect(400)).message).toMatch(/^days/);
    expect(json(await accept({ days: 0 }).expect(400)).message).toMatch(/^days/);
    expect(json(await accept({ days: 4, extra: true }).expect(400)).message).toMatch(/extra/);
    expect(json(await accept({ days: 8 }).expect(400))).toEqual({ message: 'days: must be at most 7, the food-safety figure for spinach in the fridge', issues: [] });
    await cook.agent.post('/api/shelf-life-proposals/not-a-uuid/accept').send({}).expect(404);
    // nothing was stored by any of them: still proposed, adds still on the table's figure
    expect((await proposalsOf(cook)).map((p) => p.id)).toEqual([proposal.id]);
    expect((await addFood(cook, fridge, { name: 'Spinach', quantity: '1', unit: 'bag' })).expirationDate).toBe(addDays(today, 3));
    // a figure of the person's own, within the safety figure
    expect(json(await accept({ days: 5 }).expect(200))).toMatchObject({ days: 5, status: 'accepted' });
  });
});
