import type { ChatMessage, FoodItem } from '@sous/contracts';
import type { SignedInUser } from '../support/auth.js';
import { addStorageLocation, household, signUpHousemate } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';
import { ask } from './chat-stream.js';

/**
 * Issue 29: telling the offline chef what came home. Every add goes through the inventory's own
 * command, so each device of the household hears of it and no other household does.
 */
describe('chat intake with the offline chef', () => {
  const suite = liveSuite();

  const connect = async (user: SignedInUser) => {
    const [socket] = await suite.connect(user);
    return socket;
  };
  const foodItems = async (user: SignedInUser) => (await user.agent.get('/api/food-items').expect(200)).body as FoodItem[];
  const lastMessage = async (user: SignedInUser) => ((await user.agent.get('/api/chat/messages').expect(200)).body as ChatMessage[]).at(-1)!;

  /**
   * A cook with onboarding's four places, two devices of that household (the cook's other one and
   * a housemate's) and a stranger's device in another household that has a Refrigerator too.
   */
  async function kitchen() {
    const { cook, locations } = await household(suite.server);
    const housemate = await signUpHousemate(suite.server, cook);
    const stranger = (await household(suite.server)).cook;
    const [cookDevice, housemateDevice, strangerDevice] = await Promise.all([connect(cook), connect(housemate), connect(stranger)]);
    const heard = {
      cook: record(cookDevice, 'food-item:created'),
      housemate: record(housemateDevice, 'food-item:created'),
      stranger: [record(strangerDevice, 'food-item:created'), record(strangerDevice, 'food-item:updated')],
    };
    return { cook, housemate, stranger, locations, heard };
  }

  it('"I bought 6 bell peppers, put them in the fridge" adds one item to the fridge, heard by every device of the household only', async () => {
    const { cook, stranger, locations, heard } = await kitchen();

    const reply = await ask(cook, 'I bought 6 bell peppers, put them in the fridge');
    expect(reply).toMatch(/^Added 6 Bell peppers to the Refrigerator\./);

    const items = await foodItems(cook);
    expect(items).toEqual([expect.objectContaining({ name: 'Bell peppers', quantity: '6', unit: 'item', storageLocationId: locations.Refrigerator })]);
    await eventually(() => {
      expect(heard.cook).toEqual(items);
      expect(heard.housemate).toEqual(items);
    });
    // the pronoun never became an item, on any device
    expect([...heard.cook, ...heard.housemate].map((item) => item.name)).not.toContain('Them');
    expect(await foodItems(stranger)).toEqual([]);
    expect(heard.stranger.flat()).toEqual([]);
  });

  it('"add milk and a loaf of bread" asks once where, and "fridge" puts both items in the Refrigerator', async () => {
    const { cook, housemate, locations, heard } = await kitchen();

    const question = await ask(cook, 'add milk and a loaf of bread');
    expect(question).toBe('Where should I put Milk and Bread: Refrigerator, Freezer, Pantry or Counter?');
    expect(await foodItems(cook)).toEqual([]);

    const reply = await ask(cook, 'fridge');
    expect(reply.split('\n')).toEqual([expect.stringMatching(/^Added 1 Milk to the Refrigerator\./), expect.stringMatching(/^Added 1 loaf of Bread to the Refrigerator\./)]);
    const items = await foodItems(housemate);
    expect(items.map((item) => [item.name, item.quantity, item.unit, item.storageLocationId]).sort()).toEqual([
      ['Bread', '1', 'loaf', locations.Refrigerator],
      ['Milk', '1', 'item', locations.Refrigerator],
    ]);
    await eventually(() => {
      expect(heard.cook).toHaveLength(2);
      expect(heard.housemate).toHaveLength(2);
    });
    expect(heard.stranger.flat()).toEqual([]);
  });

  it.each([
    ['fridge', 'Refrigerator'],
    ['the freezer please', 'Freezer'],
    ['in the cupboard', 'Pantry'],
  ] as const)('answers the where-question with "%s"', async (answer, place) => {
    const { cook, locations, heard } = await kitchen();
    expect(await ask(cook, 'I bought 3 lemons')).toBe('Where should I put the Lemons: Refrigerator, Freezer, Pantry or Counter?');
    expect(await ask(cook, answer)).toMatch(new RegExp(`^Added 3 Lemons to the ${place}\\.`));
    expect(await foodItems(cook)).toEqual([expect.objectContaining({ name: 'Lemons', quantity: '3', storageLocationId: locations[place] })]);
    await eventually(() => expect(heard.housemate).toHaveLength(1));
  });

  it("knows the household's own place names, inline and as the answer, and asks which when \"fridge\" fits two", async () => {
    const { cook, heard } = await kitchen();
    const garage = await addStorageLocation(cook, 'Garage fridge', 'refrigerator');
    const cellar = await addStorageLocation(cook, 'Wine cellar');

    expect(await ask(cook, 'add 2 bottles of wine to the wine cellar')).toMatch(/^Added 2 bottles of Wine to /);
    expect(await ask(cook, 'I bought a watermelon')).toMatch(/^Where should I put the Watermelon: /);
    expect(await ask(cook, 'fridge')).toBe('Which fridge: Refrigerator or Garage fridge?');
    expect(await ask(cook, 'garage fridge')).toMatch(/^Added 1 Watermelon to /);

    const items = await foodItems(cook);
    expect(items.map((item) => [item.name, item.storageLocationId]).sort()).toEqual([
      ['Watermelon', garage],
      ['Wine', cellar],
    ]);
    await eventually(() => expect(heard.housemate).toHaveLength(2));
    expect(heard.stranger.flat()).toEqual([]);
  });

  it('says it found no food when nothing said is food, adding nothing anywhere', async () => {
    const { cook, heard } = await kitchen();
    for (const message of ['I got some stuff', 'we picked up groceries, put them in the fridge']) {
      expect(await ask(cook, message)).toBe('I didn\'t find a food to add in that, so nothing changed. Tell me what it is, like "add 2 pounds of chicken to my fridge".');
    }
    expect(await foodItems(cook)).toEqual([]);
    // one more message: had anything been sent, it would have arrived before this reply
    await ask(cook, 'hello');
    expect([heard.cook, heard.housemate, ...heard.stranger].flat()).toEqual([]);
  });

  it('"put them in the freezer" right after an add moves what was just added', async () => {
    const { cook, locations } = await kitchen();
    await ask(cook, 'I bought 6 bell peppers, put them in the fridge');
    expect(JSON.parse((await lastMessage(cook)).metadata!)).toMatchObject({ pending: { kind: 'recent' } });
    expect(await ask(cook, 'put them in the freezer')).toBe('Moved 6 Bell peppers from Refrigerator to Freezer.');
    expect(await foodItems(cook)).toEqual([expect.objectContaining({ name: 'Bell peppers', storageLocationId: locations.Freezer })]);
  });
});
