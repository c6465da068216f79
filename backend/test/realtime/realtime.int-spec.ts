import { randomUUID } from 'node:crypto';
import type { FoodItem, ShoppingItem } from '@sous/contracts';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { SocketAuthenticator } from '#platform/realtime/socket-authenticator.js';
import { HandshakeAuthAuthenticator } from '../support/handshake-auth.authenticator.js';
import { connectSocket, eventually, record, type TestSocket } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp, startTestApp } from '../support/test-app.js';

/** A whole `food-item:*` row: the event map accepts nothing less. */
const milkRow = (householdId: string): FoodItem => ({
  id: randomUUID(),
  householdId,
  userId: null,
  name: 'Milk',
  quantity: '1',
  unit: 'l',
  storageLocationId: null,
  expirationDate: null,
  fcdId: null,
  usdaData: null,
  foodCategory: null,
  addedAt: new Date().toISOString(),
  weightInGrams: null,
  lastNotifiedAt: null,
  notificationDismissed: false,
  daysUntilExpiryWhenNotified: null,
  imageUrl: null,
  nutrition: null,
  version: 1,
  foodKey: 'milk',
  unitPrice: null,
});

describe('realtime gateway', () => {
  let testApp: ListeningTestApp;
  let baseUrl: string;
  let realtime: RealtimeService;
  const sockets: TestSocket[] = [];

  const householdA = randomUUID();
  const householdB = randomUUID();
  const [alice, andy, bella] = [randomUUID(), randomUUID(), randomUUID()];

  const connect = async (userId: string, householdId: string) => {
    const socket = await connectSocket(baseUrl, { userId, householdId });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    testApp = await listeningTestApp({
      override: (builder) => builder.overrideProvider(SocketAuthenticator).useClass(HandshakeAuthAuthenticator),
    });
    ({ baseUrl } = testApp);
    realtime = testApp.app.get(RealtimeService);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(() => testApp.close());

  it('delivers a household event to every member and to no other household', async () => {
    const [aliceSocket, andySocket, bellaSocket] = await Promise.all([
      connect(alice, householdA),
      connect(andy, householdA),
      connect(bella, householdB),
    ]);
    const aliceGot = record(aliceSocket, 'food-item:created');
    const andyGot = record(andySocket, 'food-item:created');
    const bellaGot = record(bellaSocket, 'food-item:created');
    const bellaDeletes = record(bellaSocket, 'food-item:deleted');

    const row = milkRow(householdA);
    realtime.toHousehold(householdA, 'food-item:created', row);
    // sent after the first one: once B has it, B would also have had the first event
    realtime.toHousehold(householdB, 'food-item:deleted', { id: row.id });

    await eventually(() => {
      expect(aliceGot).toEqual([row]);
      expect(andyGot).toEqual([row]);
      expect(bellaDeletes).toEqual([{ id: row.id }]);
    });
    expect(bellaGot).toEqual([]);
  });

  it("delivers a user event to that user's devices only", async () => {
    const [phone, laptop, housemate] = await Promise.all([
      connect(alice, householdA),
      connect(alice, householdA),
      connect(andy, householdA),
    ]);
    const phoneGot = record(phone, 'chat:token');
    const laptopGot = record(laptop, 'chat:token');
    const housemateGot = record(housemate, 'chat:token');
    const housemateDone = record(housemate, 'chat:done');

    realtime.toUser(alice, 'chat:token', { streamId: 's1', content: 'Hello' });
    const reply = { id: 'm2', userId: andy, role: 'assistant' as const, content: 'Hi', timestamp: '2026-11-24T10:00:00.000Z', metadata: null, attachments: [] };
    realtime.toUser(andy, 'chat:done', { streamId: 's2', messageId: 'm2', message: reply });

    await eventually(() => {
      expect(phoneGot).toEqual([{ streamId: 's1', content: 'Hello' }]);
      expect(laptopGot).toEqual([{ streamId: 's1', content: 'Hello' }]);
      expect(housemateDone).toEqual([{ streamId: 's2', messageId: 'm2', message: reply }]);
    });
    expect(housemateGot).toEqual([]);
  });

  // with Redis, several processes behind a load balancer act as one: here, two app instances
  (process.env.REDIS_URL ? it : it.skip)('fans out through Redis to clients of another instance', async () => {
    const other = await startTestApp({
      override: (builder) => builder.overrideProvider(SocketAuthenticator).useClass(HandshakeAuthAuthenticator),
    });
    try {
      const socket = await connect(alice, householdA);
      const got = record(socket, 'shopping-item:updated');
      const row: ShoppingItem = {
        id: randomUUID(),
        householdId: householdA,
        userId: alice,
        ingredient: 'Eggs',
        quantity: '12',
        unit: null,
        recipeId: null,
        recipeTitle: null,
        isChecked: true,
        storeSection: 'dairy',
        createdAt: new Date().toISOString(),
      };
      other.app.get(RealtimeService).toHousehold(householdA, 'shopping-item:updated', row);
      await eventually(() => expect(got).toEqual([row]));
    } finally {
      await other.close();
    }
  });

  it('refuses a handshake the authenticator does not accept', async () => {
    await expect(connectSocket(baseUrl)).rejects.toThrow('Unauthorized');
    await expect(connectSocket(baseUrl, { userId: alice })).rejects.toThrow('Unauthorized');
  });
});
