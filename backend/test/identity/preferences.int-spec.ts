import request from 'supertest';
import { json, signUp } from '../support/auth.js';
import { appSuite } from '../support/test-app.js';

const preferences = {
  storageAreasEnabled: ['Refrigerator', 'Pantry', 'Garage'],
  householdSize: 4,
  cookingSkillLevel: 'advanced',
  preferredUnits: 'metric',
  dietaryRestrictions: ['Vegan', 'vegan', 'Gluten-Free'],
  allergens: ['Soy'],
  foodsToAvoid: ['olives'],
  expirationAlertDays: 7,
};

describe('user preferences and profile', () => {
  const suite = appSuite();

  it('answers the defaults of a new user', async () => {
    const { agent } = await signUp(suite.server);
    const res = await agent.get('/api/user/preferences').expect(200);
    expect(res.body).toEqual({
      storageAreasEnabled: [],
      householdSize: 2,
      cookingSkillLevel: 'beginner',
      preferredUnits: 'imperial',
      dietaryRestrictions: [],
      allergens: [],
      foodsToAvoid: [],
      expirationAlertDays: 3,
      hasCompletedOnboarding: false,
      currency: 'USD',
    });
    await request(suite.server).get('/api/user/preferences').expect(401);
  });

  it('replaces the preferences with PUT, collapsing duplicates, and keeps them personal', async () => {
    const ada = await signUp(suite.server);
    const bob = await signUp(suite.server);
    const res = await ada.agent.put('/api/user/preferences').send(preferences).expect(200);
    const expected = { ...preferences, dietaryRestrictions: ['Vegan', 'Gluten-Free'], hasCompletedOnboarding: false, currency: 'USD' };
    expect(res.body).toEqual(expected);
    expect((await ada.agent.get('/api/user/preferences').expect(200)).body).toEqual(expected);

    // lists left out are emptied: PUT replaces
    const { dietaryRestrictions: _d, allergens: _a, foodsToAvoid: _f, ...rest } = preferences;
    const cleared = await ada.agent.put('/api/user/preferences').send(rest).expect(200);
    expect(cleared.body).toMatchObject({ dietaryRestrictions: [], allergens: [], foodsToAvoid: [] });
    expect(json(await bob.agent.get('/api/user/preferences').expect(200)).householdSize).toBe(2);
  });

  it.each([
    [{ ...preferences, storageAreasEnabled: [] }, 'storageAreasEnabled: Please select at least one storage area'],
    [{ ...preferences, householdSize: 0 }, 'householdSize: must be at least 1'],
    [{ ...preferences, expirationAlertDays: 30 }, 'expirationAlertDays: must be at most 14'],
    [{ ...preferences, cookingSkillLevel: undefined }, /^cookingSkillLevel: /],
    [{ ...preferences, allergens: ['x'.repeat(61)] }, /^allergens\.0: /],
  ])('answers 400 naming the field for %j and changes nothing', async (body, message) => {
    const { agent } = await signUp(suite.server);
    const res = await agent.put('/api/user/preferences').send(body).expect(400);
    if (typeof message === 'string') expect(json(res).message).toBe(message);
    else expect(json(res).message).toMatch(message);
    expect(json(await agent.get('/api/user/preferences').expect(200)).householdSize).toBe(2);
  });

  it('updates the names with PATCH /api/user/profile, keeping a field left out and clearing an empty one', async () => {
    const { agent, user } = await signUp(suite.server, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await agent.patch('/api/user/profile').send({ firstName: '  Augusta ' }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Augusta', lastName: 'Lovelace' });
    const cleared = await agent.patch('/api/user/profile').send({ lastName: '' }).expect(200);
    expect(cleared.body).toMatchObject({ firstName: 'Augusta', lastName: null });
    expect(json(await agent.get('/api/auth/user').expect(200)).firstName).toBe('Augusta');
    expect(json(await agent.patch('/api/user/profile').send({}).expect(400)).message).toBe('firstName or lastName is required');
    expect(json(await agent.patch('/api/user/profile').send({ firstName: 'x'.repeat(101) }).expect(400)).message).toMatch(/^firstName: /);
  });
});
