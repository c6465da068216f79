import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@sous/kitchen';
import { DailyExpiryCheckJob } from '../../src/modules/inventory/jobs/daily-expiry-check.job.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

describe('expiry notifications and waste tips', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  async function kitchenWith(items: { name: string; inDays: number; foodCategory?: string }[]): Promise<SignedInUser> {
    const { cook, locations } = await household(suite.server, ['Fridge']);
    await addFoods(cook, locations.Fridge, items.map(({ inDays, ...item }) => ({ ...item, expirationDate: addDays(today, inDays) })));
    return cook;
  }

  it("lists what expires within the user's alert days, soonest first, and not the rest", async () => {
    const cook = await kitchenWith([
      { name: 'Yogurt', inDays: 2 },
      { name: 'Rice', inDays: 90 },
      { name: 'Milk', inDays: 0 },
      { name: 'Ham', inDays: 3 },
      { name: 'Lemons', inDays: 4 },
    ]);
    const list = json(await cook.agent.get('/api/notifications/expiration').expect(200)) as unknown as { foodItemName: string; daysUntilExpiry: number }[];
    expect(list.map((n) => [n.foodItemName, n.daysUntilExpiry])).toEqual([
      ['Milk', 0],
      ['Yogurt', 2],
      ['Ham', 3],
    ]);
  });

  it('checks: records the warning on each item and pushes the list to the user', async () => {
    const cook = await kitchenWith([{ name: 'Spinach', inDays: 1 }]);
    const [socket] = await suite.connect(cook);
    const pushed = record(socket, 'notification:expiring');
    const res = json(await cook.agent.post('/api/notifications/expiration/check').expect(200));
    expect(res.notifications).toEqual([expect.objectContaining({ foodItemName: 'Spinach', daysUntilExpiry: 1 })]);
    await eventually(() => expect(pushed).toEqual([res.notifications]));
    socket.close();
    const [item] = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as { lastNotifiedAt: string | null; daysUntilExpiryWhenNotified: number }[];
    expect(item.lastNotifiedAt).not.toBeNull();
    expect(item.daysUntilExpiryWhenNotified).toBe(1);
  });

  it('dismisses one notification; other households cannot', async () => {
    const cook = await kitchenWith([{ name: 'Cream', inDays: 1 }, { name: 'Berries', inDays: 2 }]);
    const [first] = json(await cook.agent.get('/api/notifications/expiration').expect(200)) as unknown as { id: string }[];
    const stranger = await signUp(suite.server);
    await stranger.agent.post(`/api/notifications/${first.id}/dismiss`).expect(404);
    await cook.agent.post(`/api/notifications/${randomUUID()}/dismiss`).expect(404);
    await cook.agent.post(`/api/notifications/${first.id}/dismiss`).expect(204);
    const rest = json(await cook.agent.get('/api/notifications/expiration').expect(200)) as unknown as { foodItemName: string }[];
    expect(rest.map((n) => n.foodItemName)).toEqual(['Berries']);
  });

  it('runs the daily check once a day however many processes try', async () => {
    const job = suite.testApp.app.get(DailyExpiryCheckJob);
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    const results = await Promise.all([job.tick(tomorrow), job.tick(tomorrow), job.tick(tomorrow)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await job.tick(tomorrow)).toBe(false);
  });

  it('suggests waste-reduction tips about what is expiring, and new ones on refresh', async () => {
    const cook = await kitchenWith([{ name: 'Bananas', inDays: 1, foodCategory: 'Fruits and Fruit Juices' }, { name: 'Bread', inDays: 2 }]);
    const first = json(await cook.agent.get('/api/suggestions/waste-reduction').expect(200)).suggestions as string[];
    expect(first.length).toBeGreaterThan(1);
    expect(first.join(' ')).toMatch(/bananas/);
    expect(first.join(' ')).toMatch(/bread/);
    const second = json(await cook.agent.get('/api/suggestions/waste-reduction').expect(200)).suggestions as string[];
    expect(second).not.toEqual(first);
  });
});
