import { type CookSession, realtimeSchemas } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addRecipe, planMeal, signUpHousemate } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { insertRecipe } from '../planning/planning-fixtures.js';
import { liveSuite } from '../support/test-app.js';

const session = (res: { body: unknown }) => res.body as CookSession;

const soup = {
  title: 'Leek and potato soup',
  servings: 4,
  ingredients: ['4 tbsp butter', '3 leeks, sliced', '500 g potatoes, diced', '1 l vegetable stock', 'Salt'],
  instructions: [
    'Melt 2 tbsp of the butter and sweat the leeks for 8-10 minutes.',
    'Add the potatoes and the stock, bring to the boil and simmer for 1 hour 15 minutes.',
    'Blend, stir in the rest of the butter and season with salt. Let it rest 5 minutes before serving.',
  ],
  instructionSections: [{ title: 'Soup', from: 0 }],
};

describe('cook sessions', () => {
  const suite = liveSuite();
  let cook: SignedInUser;
  let housemate: SignedInUser;
  let stranger: SignedInUser;
  let recipeId: string;

  beforeAll(async () => {
    cook = await signUp(suite.server);
    housemate = await signUpHousemate(suite.server, cook);
    stranger = await signUp(suite.server);
    recipeId = (await addRecipe(cook, soup)).id;
  });
  afterEach(async () => {
    const active = await cook.agent.get('/api/cook-sessions/active');
    if (active.status === 200) await cook.agent.delete(`/api/cook-sessions/${session(active).id}`).expect(204);
  });

  const connect = async (user: SignedInUser) => {
    const [socket] = await suite.connect(user);
    return socket;
  };

  it('starts at the chosen servings: steps scaled with their sections, ingredients and timers', async () => {
    await cook.agent.get('/api/cook-sessions/active').expect(204);
    const started = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 2 }).expect(201));
    expect(started).toMatchObject({ recipeId, recipeTitle: soup.title, servings: 2, recipeServings: 4, step: 0, version: 1, mealPlanId: null, startedBy: cook.user.id });
    expect(started.steps.map((s) => [s.section, s.text])).toEqual([
      ['Soup', 'Melt 1 tbsp of the butter and sweat the leeks for 8-10 minutes.'],
      ['Soup', 'Add the potatoes and the stock, bring to the boil and simmer for 1 hour 15 minutes.'],
      ['Soup', 'Blend, stir in the rest of the butter and season with salt. Let it rest 5 minutes before serving.'],
    ]);
    expect(started.steps[0].ingredients).toEqual([
      { index: 0, line: '2 tbsp butter' },
      { index: 1, line: '1 1/2 leeks, sliced' },
    ]);
    expect(started.steps[1].ingredients.map((i) => i.line)).toEqual(['250 g potatoes, diced', '1/2 l vegetable stock']);
    expect(started.steps[0].timers).toEqual([
      { seconds: 480, maxSeconds: 600, label: 'Sweat', text: '8-10 minutes', note: 'Set to 8 minutes, the lower end of 8-10 minutes' },
    ]);
    expect(started.timers.map((t) => [t.id, t.step, t.label, t.seconds, t.state])).toEqual([
      ['0.0', 0, 'Sweat', 480, 'idle'],
      ['1.0', 1, 'Simmer', 4500, 'idle'],
      ['2.0', 2, 'Rest', 300, 'idle'],
    ]);
    expect(Math.abs(Date.parse(started.serverNow) - Date.now())).toBeLessThan(5000);
    expect(session(await housemate.agent.get('/api/cook-sessions/active').expect(200))).toMatchObject({ id: started.id, step: 0 });
  });

  it('refuses a second session while one runs, with the running one', async () => {
    const first = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 4 }).expect(201));
    const second = json(await housemate.agent.post('/api/cook-sessions').send({ recipeId, servings: 2 }).expect(409));
    expect(second).toMatchObject({ code: 'cook-sessions.already-cooking', current: { id: first.id, servings: 4 } });
    // another household cooks on its own
    const own = await addRecipe(stranger, { title: 'Toast', ingredients: ['1 slice bread'], instructions: ['Toast for 2 minutes.'] });
    const theirs = session(await stranger.agent.post('/api/cook-sessions').send({ recipeId: own.id, servings: 1 }).expect(201));
    await stranger.agent.delete(`/api/cook-sessions/${theirs.id}`).expect(204);
  });

  it('moves steps and runs timers on server time, every device of the household following', async () => {
    const [mine, theirs, outsider] = await Promise.all([connect(cook), connect(housemate), connect(stranger)]);
    const seen = { mine: record(mine, 'cook-session:updated'), theirs: record(theirs, 'cook-session:updated'), outsider: record(outsider, 'cook-session:updated') };
    const ended = { theirs: record(theirs, 'cook-session:ended'), outsider: record(outsider, 'cook-session:ended') };
    const started = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 4 }).expect(201));
    await eventually(() => expect(seen.theirs.map((s) => s.version)).toEqual([1]));

    const before = Date.now();
    const moved = session(await housemate.agent.patch(`/api/cook-sessions/${started.id}`).send({ step: 1, timers: [{ id: '1.0', action: 'start' }], version: 1 }).expect(200));
    expect(moved).toMatchObject({ step: 1, version: 2 });
    const timer = moved.timers.find((t) => t.id === '1.0');
    expect(timer).toMatchObject({ state: 'running', remainingSeconds: 4500 });
    const endsAt = Date.parse(timer?.endsAt ?? '');
    expect(endsAt).toBeGreaterThanOrEqual(before + 4500_000 - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 4500_000 + 1000);

    await eventually(() => {
      expect(seen.mine.map((s) => s.version)).toEqual([1, 2]);
      expect(seen.theirs.map((s) => s.version)).toEqual([1, 2]);
    });
    // the event is the session as the API answers it (the typed map's schema), same end instant for every device
    const pushed = realtimeSchemas['cook-session:updated'].parse(seen.mine[1]);
    expect(pushed.timers.find((t) => t.id === '1.0')?.endsAt).toBe(timer?.endsAt);

    const paused = session(await cook.agent.patch(`/api/cook-sessions/${started.id}`).send({ timers: [{ id: '1.0', action: 'pause' }] }).expect(200));
    const pausedTimer = paused.timers.find((t) => t.id === '1.0');
    expect(pausedTimer).toMatchObject({ state: 'paused', endsAt: null });
    expect(pausedTimer?.remainingSeconds).toBeGreaterThan(4490);
    expect(pausedTimer?.remainingSeconds).toBeLessThanOrEqual(4500);
    const reset = session(await cook.agent.patch(`/api/cook-sessions/${started.id}`).send({ timers: [{ id: '1.0', action: 'reset' }] }).expect(200));
    expect(reset.timers.find((t) => t.id === '1.0')).toMatchObject({ state: 'idle', remainingSeconds: 4500, endsAt: null });

    await cook.agent.delete(`/api/cook-sessions/${started.id}`).expect(204);
    await eventually(() => expect(ended.theirs).toEqual([{ id: started.id }]));
    await cook.agent.get('/api/cook-sessions/active').expect(204);
    // give a stray event time to arrive before saying none did
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.outsider).toEqual([]);
    expect(ended.outsider).toEqual([]);
  });

  it('answers 409 with the current session to a stale version, and changes nothing', async () => {
    const started = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 4 }).expect(201));
    await cook.agent.patch(`/api/cook-sessions/${started.id}`).send({ step: 2, version: 1 }).expect(200);
    const stale = json(await housemate.agent.patch(`/api/cook-sessions/${started.id}`).send({ step: 1, version: 1 }).expect(409));
    expect(stale).toMatchObject({ code: 'cook-sessions.stale-version', current: { step: 2, version: 2 } });
    expect(session(await cook.agent.get('/api/cook-sessions/active').expect(200))).toMatchObject({ step: 2, version: 2 });
  });

  it('names the bad field and changes nothing on bad input', async () => {
    const bad = async (call: Promise<{ body: unknown; status: number }>) => {
      const res = await call;
      expect(res.status).toBe(400);
      return json(res).message;
    };
    expect(await bad(cook.agent.post('/api/cook-sessions').send({ recipeId: 'soup', servings: 2 }))).toMatch(/^recipeId: /);
    expect(await bad(cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 0 }))).toMatch(/^servings: /);
    expect(await bad(cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 2.5 }))).toMatch(/^servings: /);
    expect(await bad(cook.agent.post('/api/cook-sessions').send({ recipeId }))).toMatch(/^servings: /);
    expect(await bad(cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 2, mealPlanId: 'x' }))).toMatch(/^mealPlanId: /);
    await cook.agent.get('/api/cook-sessions/active').expect(204);

    const started = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 2 }).expect(201));
    const patch = (body: unknown) => cook.agent.patch(`/api/cook-sessions/${started.id}`).send(body as object);
    expect(await bad(patch({}))).toBe('Nothing to change');
    expect(await bad(patch({ step: -1 }))).toMatch(/^step: /);
    expect(await bad(patch({ step: 3 }))).toBe('step: must be less than 3, the number of steps');
    expect(await bad(patch({ step: '1' }))).toMatch(/^step: /);
    expect(await bad(patch({ timers: [{ id: '0.0', action: 'explode' }] }))).toMatch(/^timers\.0\.action: /);
    expect(await bad(patch({ timers: [{ id: '0.0', action: 'start' }, { id: '9.9', action: 'start' }] }))).toBe('timers.1.id: must be a timer of this session');
    expect(session(await cook.agent.get('/api/cook-sessions/active').expect(200))).toMatchObject({ step: 0, version: 1, timers: started.timers });

    // the API refuses a recipe without steps, an older row or an import may still have only blank ones
    const noSteps = await insertRecipe(suite.testApp.app, cook.user.householdId, { title: 'Just bread', servings: 2, ingredients: ['1 loaf bread'], instructions: ['  '] });
    await cook.agent.delete(`/api/cook-sessions/${started.id}`).expect(204);
    expect(await bad(cook.agent.post('/api/cook-sessions').send({ recipeId: noSteps, servings: 2 }))).toBe('recipeId: the recipe has no steps to cook');
    await cook.agent.get('/api/cook-sessions/active').expect(204);
  });

  it('answers 404 for another household\'s recipe, meal plan and session', async () => {
    const started = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 2 }).expect(201));
    await stranger.agent.post('/api/cook-sessions').send({ recipeId, servings: 2 }).expect(404);
    await stranger.agent.patch(`/api/cook-sessions/${started.id}`).send({ step: 1 }).expect(404);
    await stranger.agent.delete(`/api/cook-sessions/${started.id}`).expect(404);
    await stranger.agent.get('/api/cook-sessions/active').expect(204);
    await cook.agent.patch('/api/cook-sessions/not-a-uuid').send({ step: 1 }).expect(404);
    expect(session(await cook.agent.get('/api/cook-sessions/active').expect(200))).toMatchObject({ step: 0, version: 1 });
    await cook.agent.delete(`/api/cook-sessions/${started.id}`).expect(204);
    await cook.agent.delete(`/api/cook-sessions/${started.id}`).expect(404);

    const plan = await planMeal(cook, { recipeId, date: '2026-12-06', servings: 3 });
    const own = await addRecipe(stranger, { title: 'Toast', ingredients: ['1 slice bread'], instructions: ['Toast for 2 minutes.'] });
    expect(json(await stranger.agent.post('/api/cook-sessions').send({ recipeId: own.id, servings: 1, mealPlanId: plan.id }).expect(404)).code).toBe(
      'cook-sessions.meal-plan-not-found',
    );
    // a plan of nobody's reads like another household's
    expect(json(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 1, mealPlanId: '00000000-0000-4000-8000-00000000dead' }).expect(404)).code).toBe(
      'cook-sessions.meal-plan-not-found',
    );
    await cook.agent.get('/api/cook-sessions/active').expect(204);
    const other = await addRecipe(cook, { title: 'Salad', ingredients: ['1 lettuce'], instructions: ['Toss.'] });
    expect(json(await cook.agent.post('/api/cook-sessions').send({ recipeId: other.id, servings: 1, mealPlanId: plan.id }).expect(400)).message).toBe(
      'mealPlanId: must be a planned meal of this recipe',
    );
    const planned = session(await cook.agent.post('/api/cook-sessions').send({ recipeId, servings: 3, mealPlanId: plan.id }).expect(201));
    expect(planned).toMatchObject({ mealPlanId: plan.id, servings: 3 });
  });
});
