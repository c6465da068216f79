import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type CompleteOnboardingBody, deleteAccountConfirmation } from '@sous/contracts';
import { json, signUp, type SignedInUser } from '../support/auth.js';
import { completeOnboarding, joinHousehold } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

const preferences: CompleteOnboardingBody['preferences'] = {
  storageAreasEnabled: ['Refrigerator', 'Pantry'],
  householdSize: 2,
  cookingSkillLevel: 'beginner',
  preferredUnits: 'imperial',
  allergens: ['Peanuts'],
  expirationAlertDays: 3,
};

describe('your data: export and account deletion', () => {
  const suite = liveSuite();

  const db = () => suite.testApp.app.get(SqlEntityManager).fork();
  const count = async (sql: string, params: unknown[]) => Number((await db().execute<{ n: string }[]>(`select count(*) as n ${sql}`, params))[0].n);
  const onboard = (user: SignedInUser) => completeOnboarding(user, { preferences, selectedCommonItems: ['Milk', 'Rice'] });
  /** Rows the user owns personally, and rows kept with the user cleared. */
  const givePersonalData = async (user: SignedInUser) => {
    const em = db();
    await em.execute("insert into chat_messages (user_id, role, content) values (?, 'user', ?)", [user.user.id, 'what can I cook?']);
    await em.execute("insert into feedback (user_id, type, content) values (?, 'general', 'lovely')", [user.user.id]);
    await em.execute("insert into push_tokens (user_id, token, platform) values (?, ?, 'web')", [user.user.id, `tok-${user.user.id}`]);
    await em.execute("insert into donations (user_id, stripe_payment_intent_id, amount) values (?, ?, 500)", [user.user.id, `pi_${user.user.id}`]);
    await em.execute("insert into web_vitals (user_id, name, value, rating, delta, metric_id) values (?, 'LCP', 1200, 'good', 1200, 'v1')", [user.user.id]);
  };

  it('exports everything the user and their household hold as a dated JSON download, without secrets', async () => {
    const ada = await signUp(suite.server, { firstName: 'Ada' });
    const bob = await signUp(suite.server, { firstName: 'Bob' });
    await joinHousehold(ada, bob);
    await onboard(ada);
    await givePersonalData(ada);
    await givePersonalData(bob);

    const res = await ada.agent.get('/api/account/export').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sous-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body as Record<string, unknown> & { user: Record<string, unknown>; household: Record<string, unknown> };
    expect(data.user).toMatchObject({ id: ada.user.id, email: ada.email, firstName: 'Ada', allergens: ['Peanuts'], hasCompletedOnboarding: true });
    expect(data.household).toMatchObject({ id: ada.user.householdId, name: "Ada's kitchen" });
    expect((data.household.members as { firstName: string }[]).map((m) => m.firstName)).toEqual(['Ada', 'Bob']);
    expect(data.signInMethods).toEqual([{ provider: 'email', createdAt: expect.any(String) as unknown }]);
    expect((data.storageLocations as { name: string }[]).map((l) => l.name)).toEqual(['Refrigerator', 'Pantry']);
    expect((data.foodItems as { name: string }[]).map((i) => i.name).sort()).toEqual(['Milk', 'Rice']);
    for (const key of ['recipes', 'mealPlans', 'shoppingList', 'appliances']) expect(data[key]).toEqual([]);
    // personal data is the caller's only, not a housemate's
    expect(data.chatMessages).toEqual([expect.objectContaining({ userId: ada.user.id, content: 'what can I cook?' })]);
    expect(data.feedback).toEqual([expect.objectContaining({ userId: ada.user.id, content: 'lovely' })]);
    expect(data.pushTokens).toEqual([expect.objectContaining({ token: `tok-${ada.user.id}` })]);
    expect(data.donations).toEqual([expect.objectContaining({ amount: 500 })]);
    expect(data.chatMessages).toEqual([expect.objectContaining({ timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown })]);
    expect(res.text).not.toMatch(/scrypt|password|invite_?code|subject/i);
    await request(suite.server).get('/api/account/export').expect(401);
  });

  it('refuses a wrong or missing password of an email account (403) and deletes nothing', async () => {
    const ada = await signUp(suite.server);
    for (const body of [{ password: 'not my password' }, { confirmation: deleteAccountConfirmation }]) {
      const res = await ada.agent.delete('/api/account').send(body).expect(403);
      expect(json(res).message).toBe('The password is not correct');
    }
    expect(json(await ada.agent.delete('/api/account').send({}).expect(400)).message).toMatch(/^password: /);
    await ada.agent.get('/api/auth/user').expect(200);
  });

  it('refuses an account without a password unless the confirmation is typed exactly', async () => {
    const ada = await signUp(suite.server);
    await db().execute("update identities set provider = 'github', subject = ?, password_hash = null where user_id = ?", [ada.user.id, ada.user.id]);
    const res = await ada.agent.delete('/api/account').send({ confirmation: 'delete my account' }).expect(403);
    expect(json(res).message).toBe('Type the confirmation exactly to delete your account');
    await ada.agent.delete('/api/account').send({ confirmation: deleteAccountConfirmation }).expect(204);
    await ada.agent.get('/api/auth/user').expect(401);
  });

  it("deletes the last member with their household's data, keeping donations and web vitals with the user cleared", async () => {
    const ada = await signUp(suite.server);
    await onboard(ada);
    await givePersonalData(ada);
    const householdId = ada.user.householdId;
    const [socket] = await suite.connect(ada);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await ada.agent.delete('/api/account').send({ password: ada.password }).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/sous\.sid=;/);
    await expect(disconnected).resolves.toBe('io server disconnect');

    expect(await count('from users where id = ?', [ada.user.id])).toBe(0);
    expect(await count('from households where id = ?', [householdId])).toBe(0);
    expect(await count('from storage_locations where household_id = ?', [householdId])).toBe(0);
    expect(await count('from food_items where household_id = ?', [householdId])).toBe(0);
    for (const table of ['chat_messages', 'feedback', 'push_tokens', 'identities']) {
      expect(await count(`from ${table} where user_id = ?`, [ada.user.id])).toBe(0);
    }
    expect(await count("from sessions where sess->>'userId' = ?", [ada.user.id])).toBe(0);
    expect(await count('from donations where stripe_payment_intent_id = ? and user_id is null', [`pi_${ada.user.id}`])).toBe(1);
    expect(await count("from web_vitals where metric_id = 'v1' and user_id is null", [])).toBeGreaterThanOrEqual(1);

    // the old cookie is nobody now, and the address can sign up again
    await request(suite.server).get('/api/auth/user').set('Cookie', ada.cookie).expect(401);
    await request(suite.server).post('/api/auth/email/login').send({ email: ada.email, password: ada.password }).expect(401);
    await signUp(suite.server, { email: ada.email });
  });

  it('leaves the household and its data to the remaining members, who hear that one left', async () => {
    const ada = await signUp(suite.server);
    const bob = await signUp(suite.server);
    await joinHousehold(ada, bob);
    await onboard(bob);
    const [adaSocket] = await suite.connect(ada);
    const left = record(adaSocket, 'household:member-left');
    try {
      await bob.agent.delete('/api/account').send({ password: bob.password }).expect(204);
      await eventually(() => expect(left).toEqual([{ householdId: ada.user.householdId, userId: bob.user.id }]));
    } finally {
      adaSocket.close();
    }
    const household = await ada.agent.get('/api/household').expect(200);
    expect((json(household).members as { id: string }[]).map((m) => m.id)).toEqual([ada.user.id]);
    const items = await db().execute<{ name: string; user_id: string | null }[]>(
      'select name, user_id from food_items where household_id = ? order by name',
      [ada.user.householdId],
    );
    expect(items).toEqual([
      { name: 'Milk', user_id: null },
      { name: 'Rice', user_id: null },
    ]);
    await bob.agent.get('/api/auth/user').expect(401);
  });
});
