import request from 'supertest';
import type { FoodItem, PurchaseResponse, ShoppingItem } from '@sous/contracts';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { json, signUp } from '../support/auth.js';
import { addFood, addShoppingEntry, addStorageLocation } from '../support/factories.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { statementsOf } from '../support/statements.js';
import { liveSuite } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

const items = (res: { body: unknown }) => res.body as ShoppingItem[];
const item = (res: { body: unknown }) => res.body as ShoppingItem;

describe('shopping list', () => {
  const suite = liveSuite();

  it('adds entries with their store section and merges the same food in a compatible unit', async () => {
    const cook = await signUp(suite.server);
    const chicken = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'Chicken breast', quantity: '1', unit: 'lb' }).expect(201));
    expect(chicken).toMatchObject({ ingredient: 'Chicken breast', quantity: '1', unit: 'lb', isChecked: false, storeSection: 'meat', recipeId: null });
    const merged = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'chicken breasts', quantity: '8', unit: 'oz' }).expect(201));
    expect(merged).toMatchObject({ id: chicken.id, quantity: '1.5', unit: 'lb' });
    const separate = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'Chicken breast', quantity: '2', unit: 'cup' }).expect(201));
    expect(separate.id).not.toBe(chicken.id);
    const list = items(await cook.agent.get('/api/shopping-list/items').expect(200));
    expect(list).toHaveLength(2);
  });

  it('adds with one read of the open entries and one write that answers the row: no transaction, no read back (issue 33)', async () => {
    const cook = await signUp(suite.server);
    const recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, {
      title: 'Weeknight Chili',
      servings: 4,
      ingredients: ['1 can kidney beans'],
    });
    let added: ShoppingItem | undefined;
    const sent = await statementsOf(suite.testApp, async () => {
      added = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'Kidney beans', quantity: '1', unit: 'can', recipeId }).expect(201));
    });
    expect(added).toMatchObject({ ingredient: 'Kidney beans', recipeId, recipeTitle: 'Weeknight Chili', isChecked: false });
    const list = sent.filter((sql) => sql.includes('shopping_list_items') || ['begin', 'commit'].includes(sql));
    expect(list.map((sql) => sql.split(' ')[0])).toEqual(['select', 'insert']);
    // a merge answers the merged row, the recipe's title read for the entry it joined
    const merged = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'kidney beans', quantity: '2', unit: 'can' }).expect(201));
    expect(merged).toMatchObject({ id: added?.id, quantity: '3', recipeTitle: 'Weeknight Chili' });
    expect(items(await cook.agent.get('/api/shopping-list/items').expect(200))).toEqual([merged]);
  });

  it.each([
    [{}, /^ingredient: /],
    [{ ingredient: 'Milk', quantity: 'lots' }, /^quantity: /],
    [{ ingredient: 'Milk', recipeId: 'x' }, /^recipeId: /],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const cook = await signUp(suite.server);
    expect(json(await cook.agent.post('/api/shopping-list/items').send(body).expect(400)).message).toMatch(message);
    expect(items(await cook.agent.get('/api/shopping-list/items').expect(200))).toEqual([]);
  });

  it('never loses a tick when two devices check and edit at once, and never reopens a checked entry', async () => {
    const cook = await signUp(suite.server);
    const partner = request.agent(suite.server);
    await partner.post('/api/auth/email/login').send({ email: cook.email, password: cook.password }).expect(200);
    const created = await Promise.all(
      ['Milk', 'Bread', 'Eggs', 'Apples', 'Rice', 'Butter'].map(async (name) => item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: name }).expect(201))),
    );
    // both phones tick different items at the same moment, one also edits a quantity of a ticked one
    await Promise.all([
      ...created.slice(0, 3).map((i) => cook.agent.patch(`/api/shopping-list/items/${i.id}`).send({ isChecked: true }).expect(200)),
      ...created.slice(3).map((i) => partner.patch(`/api/shopping-list/items/${i.id}`).send({ isChecked: true }).expect(200)),
      partner.patch(`/api/shopping-list/items/${created[0].id}`).send({ quantity: '2' }).expect(200),
    ]);
    const after = items(await cook.agent.get('/api/shopping-list/items').expect(200));
    expect(after.every((i) => i.isChecked)).toBe(true);
    expect(after.find((i) => i.id === created[0].id)?.quantity).toBe('2');
    // adding milk again starts a new entry instead of reopening the one in the basket
    const again = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'milk' }).expect(201));
    expect(again.id).not.toBe(created[0].id);
    expect(again.isChecked).toBe(false);
  });

  it('clears checked entries and keeps the rest', async () => {
    const cook = await signUp(suite.server);
    const a = await addShoppingEntry(cook, { ingredient: 'Flour' });
    await addShoppingEntry(cook, { ingredient: 'Sugar' });
    await cook.agent.patch(`/api/shopping-list/items/${a.id}`).send({ isChecked: true }).expect(200);
    expect(json(await cook.agent.post('/api/shopping-list/clear-checked').expect(200))).toEqual({ removed: 1 });
    expect(items(await cook.agent.get('/api/shopping-list/items').expect(200)).map((i) => i.ingredient)).toEqual(['Sugar']);
  });

  it("adds a recipe's missing ingredients with the amounts short", async () => {
    const cook = await signUp(suite.server);
    const shelf = await addStorageLocation(cook, 'Fridge');
    await addFood(cook, shelf, { name: 'Chicken breast', quantity: '8', unit: 'oz' });
    const recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, {
      title: 'Garlic chicken',
      servings: 2,
      ingredients: ['1 lb chicken breast', '4 cloves garlic, minced', '1 tsp salt'],
    });
    const added = items(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId }).expect(200));
    expect(added.map((i) => [i.ingredient, i.quantity, i.unit, i.recipeTitle])).toEqual([
      ['chicken breast', '0.5', 'lb', 'Garlic chicken'],
      ['garlic', '4', 'clove', 'Garlic chicken'],
    ]);
    const chosen = items(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId, ingredients: ['garlic'] }).expect(200));
    expect(chosen).toEqual([expect.objectContaining({ ingredient: 'garlic', quantity: '8' })]);
    const stranger = await signUp(suite.server);
    await stranger.agent.post('/api/shopping-list/add-missing').send({ recipeId }).expect(404);
  });

  it('puts bought entries away into the inventory by section and removes them from the list', async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge');
    const freezer = await addStorageLocation(cook, 'Freezer');
    const milk = await addShoppingEntry(cook, { ingredient: 'Milk', quantity: '2', unit: 'l' });
    const peas = await addShoppingEntry(cook, { ingredient: 'Frozen peas' });
    const bought = json(await cook.agent.post('/api/shopping-list/purchase').send({ itemIds: [milk.id, peas.id] }).expect(200));
    expect(bought.purchased).toBe(2);
    const food = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as { name: string; storageLocationId: string; quantity: string; unit: string }[];
    expect(food.map((f) => [f.name, f.storageLocationId, f.quantity, f.unit]).sort()).toEqual(
      [
        ['Frozen peas', freezer, '1', 'item'],
        ['Milk', fridge, '2', 'l'],
      ].sort(),
    );
    expect(items(await cook.agent.get('/api/shopping-list/items').expect(200))).toEqual([]);
    // dated by the inventory's one shelf-life table for that food and place, like the Add Food dialog
    const today = todayIn(new Date());
    const stored = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
    const milkRow = stored.find((f) => f.name === 'Milk');
    const peasRow = stored.find((f) => f.name === 'Frozen peas');
    expect(milkRow?.expirationDate).toBe(addDays(today, shelfLifeDaysFor('Milk', 'Refrigerator', milkRow?.foodCategory ?? null)));
    expect(peasRow?.expirationDate).toBe(addDays(today, shelfLifeDaysFor('Frozen peas', 'Freezer', peasRow?.foodCategory ?? null)));
    // so the dialog's milk without a date is the same lot, not a second one
    const typed = json(await cook.agent.post('/api/food-items').send({ name: 'milk', quantity: '1', unit: 'l', storageLocationId: fridge }).expect(201));
    expect(typed).toMatchObject({ id: milkRow?.id, quantity: '3', merge: { outcome: 'merged', lots: 1 } });
    const stranger = await signUp(suite.server);
    const theirs = await addShoppingEntry(stranger, { ingredient: 'Tea' });
    await cook.agent.post('/api/shopping-list/purchase').send({ itemIds: [theirs.id] }).expect(404);
    const noLocation = await stranger.agent.post('/api/shopping-list/purchase').send({ itemIds: [theirs.id] }).expect(409);
    expect(json(noLocation).message).toBe('Add a storage location before putting groceries away');
  });

  it("answers what the inventory did with each bought entry: a new card, or more of one already there", async () => {
    const cook = await signUp(suite.server);
    const stranger = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge');
    await addStorageLocation(stranger, 'Fridge');
    const [mine, theirs] = await Promise.all([connectSocket(suite.baseUrl, undefined, cook.cookie), connectSocket(suite.baseUrl, undefined, stranger.cookie)]);
    const created = record(mine, 'food-item:created');
    const updated = record(mine, 'food-item:updated');
    const leaked = [record(theirs, 'food-item:created'), record(theirs, 'food-item:updated')];
    // milk in the basket, then more milk: a checked entry is never reopened, so two entries of one food,
    // put away in the list's order (unchecked first)
    const more = await addShoppingEntry(cook, { ingredient: 'milk', quantity: '500', unit: 'ml' });
    await cook.agent.patch(`/api/shopping-list/items/${more.id}`).send({ isChecked: true }).expect(200);
    const milk = await addShoppingEntry(cook, { ingredient: 'Milk', quantity: '2', unit: 'l' });
    const bought = json(await cook.agent.post('/api/shopping-list/purchase').send({ itemIds: [more.id, milk.id] }).expect(200)) as unknown as PurchaseResponse;
    const [card] = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
    expect(card).toMatchObject({ name: 'Milk', quantity: '2.5', unit: 'l', storageLocationId: fridge });
    expect(bought).toEqual({
      purchased: 2,
      foodItemIds: [card.id, card.id],
      putAway: [
        { shoppingItemId: milk.id, foodItemId: card.id, merge: { outcome: 'created', message: 'Added 2 l of Milk to the Fridge', total: { quantity: '2', unit: 'l' }, lots: 1 } },
        { shoppingItemId: more.id, foodItemId: card.id, merge: { outcome: 'merged', message: 'Added 500 ml to Milk in the Fridge — now 2.5 l', total: { quantity: '2.5', unit: 'l' }, lots: 1 } },
      ],
    });
    await eventually(() => {
      expect(created.map((food) => food.id)).toEqual([card.id]);
      expect(updated).toEqual([card]);
    });

    // another day, another purchase of the same food: it joins the card the earlier one made
    const again = item(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'Milk', quantity: '1', unit: 'l' }).expect(201));
    const next = json(await cook.agent.post('/api/shopping-list/purchase').send({ itemIds: [again.id] }).expect(200)) as unknown as PurchaseResponse;
    expect(next.putAway).toEqual([
      { shoppingItemId: again.id, foodItemId: card.id, merge: expect.objectContaining({ outcome: 'merged', message: 'Added 1 l to Milk in the Fridge — now 3.5 l' }) as unknown },
    ]);
    // another household's entry is not found, and its fridge hears nothing
    const tea = await addShoppingEntry(stranger, { ingredient: 'Tea' });
    await cook.agent.post('/api/shopping-list/purchase').send({ itemIds: [tea.id] }).expect(404);
    expect(json(await stranger.agent.get('/api/food-items').expect(200))).toEqual([]);
    expect(leaked.flat()).toEqual([]);
    mine.close();
    theirs.close();
  });

  it("sends changes to the household's devices only", async () => {
    const cook = await signUp(suite.server);
    const stranger = await signUp(suite.server);
    const [mine, theirs] = await Promise.all([connectSocket(suite.baseUrl, undefined, cook.cookie), connectSocket(suite.baseUrl, undefined, stranger.cookie)]);
    const created = record(mine, 'shopping-item:created');
    const updated = record(mine, 'shopping-item:updated');
    const deleted = record(mine, 'shopping-item:deleted');
    const leaked = record(theirs, 'shopping-item:created');
    const entry = await addShoppingEntry(cook, { ingredient: 'Lemons' });
    await cook.agent.patch(`/api/shopping-list/items/${entry.id}`).send({ isChecked: true }).expect(200);
    await cook.agent.delete(`/api/shopping-list/items/${entry.id}`).expect(204);
    await stranger.agent.delete(`/api/shopping-list/items/${entry.id}`).expect(404);
    await eventually(() => {
      expect(created).toEqual([entry]);
      expect(updated).toEqual([expect.objectContaining({ id: entry.id, isChecked: true })]);
      expect(deleted).toEqual([{ id: entry.id }]);
    });
    expect(leaked).toEqual([]);
    mine.close();
    theirs.close();
  });
});
