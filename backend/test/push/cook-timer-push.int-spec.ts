import { CommandBus } from '@nestjs/cqrs';
import type { CookSession, PushPayload } from '@sous/contracts';
import { NotifyCookTimerCommand } from '../../src/modules/push/commands/notify-cook-timer/notify-cook-timer.command.js';
import { CookTimerPushScheduler } from '../../src/modules/push/events/cook-timer-push-scheduler.js';
import { type SignedInUser, signUp } from '../support/auth.js';
import { addRecipe, signUpHousemate, subscribeToPushes } from '../support/factories.js';
import { type LocalSubscription, pushSuite } from './local-push-service.js';

const session = (res: { body: unknown }) => res.body as CookSession;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bread = {
  title: 'Quick flatbread',
  servings: 2,
  ingredients: ['200 g flour', '120 ml water'],
  instructions: ['Mix and let the dough rest for 1 second.', 'Simmer the sauce for 2 seconds.', 'Bake for 20 minutes.'],
};

describe('cook timer pushes', () => {
  const suite = pushSuite();
  let scheduler: CookTimerPushScheduler;
  let cook: SignedInUser;
  let housemate: SignedInUser;
  let stranger: SignedInUser;
  let recipeId: string;
  const phones: Record<'cook' | 'housemate' | 'stranger', LocalSubscription> = {} as never;

  beforeAll(async () => {
    const { testApp, server } = suite;
    scheduler = testApp.app.get(CookTimerPushScheduler);
    cook = await signUp(server, { firstName: 'Ada' });
    housemate = await signUpHousemate(server, cook, { firstName: 'Bob' });
    stranger = await signUp(server);
    phones.cook = await subscribe(cook);
    phones.housemate = await subscribe(housemate);
    phones.stranger = await subscribe(stranger);
    recipeId = (await addRecipe(cook, bread)).id;
  });
  afterEach(async () => {
    const active = await cook.agent.get('/api/cook-sessions/active');
    if (active.status === 200) await cook.agent.delete(`/api/cook-sessions/${session(active).id}`).expect(204);
  });

  const subscribe = (user: SignedInUser) => subscribeToPushes(user, suite.pushService);
  /** The timer pushes a phone has received (a housemate's joining may have reached it too). */
  const timerPushes = async (phone: LocalSubscription) => {
    await scheduler.settled();
    return ((await suite.pushService.messages(phone)) as PushPayload[]).filter((push) => push.kind === 'cook-timer');
  };
  async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await sleep(100);
    }
  }
  const start = async () => session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 2 }).expect(201));
  const timers = (id: string, ...actions: [string, 'start' | 'pause' | 'reset'][]) =>
    cook.agent
      .patch(`/api/cook-sessions/${id}`)
      .send({ timers: actions.map(([timer, action]) => ({ id: timer, action })) })
      .expect(200)
      .then(session);
  const counts = async () => Promise.all([timerPushes(phones.cook), timerPushes(phones.housemate), timerPushes(phones.stranger)]).then((all) => all.map((p) => p.length));

  it("tells every device of the household when a running timer ends, never another household's", async () => {
    const before = await counts();
    const cooking = await start();
    const running = await timers(cooking.id, ['0.0', 'start']);
    const endsAt = running.timers.find((t) => t.id === '0.0')?.endsAt ?? '';
    expect(scheduler.scheduled().get(`${cooking.id}/0.0`)).toBe(endsAt);

    await until(async () => (await timerPushes(phones.housemate)).length === before[1] + 1);
    const expected: PushPayload = {
      kind: 'cook-timer',
      title: "Rest — time's up",
      body: 'Quick flatbread',
      url: `/recipes/${recipeId}/cook`,
      tag: 'cook-timer-0.0',
      actions: [{ action: 'open', title: 'Open' }],
      data: { sessionId: cooking.id, timerId: '0.0' },
    };
    expect((await timerPushes(phones.housemate)).at(-1)).toEqual(expected);
    expect((await timerPushes(phones.cook)).at(-1)).toEqual(expected);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1, before[2]]);
    expect(scheduler.scheduled().size).toBe(0);
  });

  it('sends nothing for a timer paused, reset or left running in an ended session', async () => {
    const before = await counts();
    const cooking = await start();
    await timers(cooking.id, ['0.0', 'start'], ['1.0', 'start']);
    expect([...scheduler.scheduled().keys()].sort()).toEqual([`${cooking.id}/0.0`, `${cooking.id}/1.0`]);
    await timers(cooking.id, ['0.0', 'pause'], ['1.0', 'reset']);
    expect(scheduler.scheduled().size).toBe(0);

    await timers(cooking.id, ['1.0', 'start'], ['2.0', 'start']);
    expect(scheduler.scheduled().size).toBe(2);
    await cook.agent.delete(`/api/cook-sessions/${cooking.id}`).expect(204);
    expect(scheduler.scheduled().size).toBe(0);
    // past every end the session had
    await sleep(2500);
    expect(await counts()).toEqual(before);
  });

  it('plans running timers again from the stored sessions after a restart, and sends each end once', async () => {
    const before = await counts();
    const cooking = await start();
    const running = await timers(cooking.id, ['0.0', 'start'], ['2.0', 'start']);
    const endsAt = running.timers.find((t) => t.id === '0.0')?.endsAt ?? '';
    // a fresh process knows nothing pending; two processes starting both plan the same timers
    scheduler.forget();
    expect(scheduler.scheduled().size).toBe(0);
    await scheduler.resume();
    expect([...scheduler.scheduled().keys()].sort()).toEqual([`${cooking.id}/0.0`, `${cooking.id}/2.0`]);

    await until(async () => (await timerPushes(phones.cook)).length === before[0] + 1);
    // the other process's push for the same end finds it claimed; a push for an end the timer no longer has sends nothing
    const commands = suite.testApp.app.get(CommandBus);
    expect(await commands.execute(new NotifyCookTimerCommand(cook.user.householdId, cooking.id, '0.0', endsAt))).toBe(0);
    expect(await commands.execute(new NotifyCookTimerCommand(cook.user.householdId, cooking.id, '2.0', new Date().toISOString()))).toBe(0);
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1, before[2]]);

    // started again after ringing: a new end, told again
    await timers(cooking.id, ['0.0', 'start']);
    await until(async () => (await timerPushes(phones.cook)).length === before[0] + 2);
  });
});
