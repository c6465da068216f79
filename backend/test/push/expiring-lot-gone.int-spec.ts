import type { App } from 'supertest/types.js';
import { CommandBus } from '@nestjs/cqrs';
import type { PushPayload } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { NotifyExpiringItemsCommand } from '../../src/modules/push/commands/notify-expiring-items/notify-expiring-items.command.js';
import { json, signUp } from '../support/auth.js';
import { FakeOutboundNetwork, withOutboundNetwork } from '../support/fake-outbound-network.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { LocalPushService } from './local-push-service.js';

/**
 * The expiry push claims each delivery by the lot's id without reading the inventory's table
 * (issue 19): a lot removed between the check and the push is skipped, never sent, never an error.
 */
describe('expiring pushes for a lot removed meanwhile', () => {
  let testApp: TestApp;
  let server: App;
  let pushService: LocalPushService;
  const today = todayIn(new Date());

  beforeAll(async () => {
    pushService = await LocalPushService.start();
    testApp = await startTestApp({
      // the local push service: http, on loopback (the fake network's), on no known push service's host
      env: { PUSH_ALLOW_HTTP_ENDPOINTS: 'true', PUSH_ALLOW_ANY_ENDPOINT: 'true', VAPID_SUBJECT: 'mailto:push-test@example.test' },
      override: withOutboundNetwork(new FakeOutboundNetwork()),
    });
    server = testApp.app.getHttpServer();
  });
  afterAll(async () => {
    await testApp.close();
    await pushService.stop();
  });

  it('sends the lots still there and skips the one removed', async () => {
    const ada = await signUp(server);
    const { publicKey } = (await ada.agent.get('/api/push/vapid-public-key').expect(200)).body as { publicKey: string };
    const phone = await pushService.subscribe(publicKey);
    await ada.agent
      .post('/api/push-tokens')
      .send({ token: phone.endpoint, platform: 'webpush', deviceInfo: { keys: phone.keys, label: 'Test browser' } })
      .expect(201);
    const shelf = json(await ada.agent.post('/api/storage-locations').send({ name: 'Fridge' }).expect(201)).id as string;
    const add = async (name: string) =>
      json(await ada.agent.post('/api/food-items').send({ name, storageLocationId: shelf, expirationDate: addDays(today, 1), quantity: '1', unit: 'piece' }).expect(201))
        .id as string;
    const spinach = await add('Spinach');
    const milk = await add('Milk');
    await ada.agent.delete(`/api/food-items/${spinach}`).expect(204);

    const sent = await testApp.app.get(CommandBus).execute(
      new NotifyExpiringItemsCommand(ada.user.id, [
        { id: spinach, foodItemName: 'Spinach', daysUntilExpiry: 1 },
        { id: milk, foodItemName: 'Milk', daysUntilExpiry: 1 },
      ]),
    );
    expect(sent).toBe(1);
    const messages = (await pushService.messages(phone)) as PushPayload[];
    expect(messages.map((m) => m.tag)).toEqual([`expiring-${milk}`]);
  });
});
