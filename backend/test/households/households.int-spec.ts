import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CompleteOnboardingBody, Household, HouseholdInvite } from '@sous/contracts';
import { json, signUp, type SignedInUser } from '../support/auth.js';
import { completeOnboarding } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

const preferences: CompleteOnboardingBody['preferences'] = {
  storageAreasEnabled: ['Refrigerator'],
  householdSize: 2,
  cookingSkillLevel: 'beginner',
  preferredUnits: 'imperial',
  expirationAlertDays: 3,
};

describe('households', () => {
  const suite = liveSuite();

  const db = () => suite.testApp.app.get(SqlEntityManager).fork();
  const connect = async (user: SignedInUser) => {
    const [socket] = await suite.connect(user);
    return socket;
  };
  const household = async (user: SignedInUser) => (await user.agent.get('/api/household').expect(200)).body as Household;
  const invite = async (user: SignedInUser) => (await user.agent.post('/api/household/invite').expect(201)).body as HouseholdInvite;
  /** Gives the user's household a storage location named `area` (and tells its sockets). */
  const addArea = (user: SignedInUser, area: string) => completeOnboarding(user, { preferences, customStorageAreas: [area] });
  const householdExists = async (id: string) => (await db().execute('select id from households where id = ?', [id])).length === 1;

  it('shows the caller their own household with themselves as its member and no invite yet', async () => {
    const ada = await signUp(suite.server, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(await household(ada)).toEqual({
      id: ada.user.householdId,
      name: "Ada's kitchen",
      members: [
        {
          id: ada.user.id,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: ada.email,
          profileImageUrl: null,
          role: expect.stringMatching(/^(admin|member)$/) as unknown,
          isYou: true,
        },
      ],
      inviteCode: null,
      inviteExpiresAt: null,
    });
    await request(suite.server).get('/api/household').expect(401);
  });

  it('makes an 8-character invite valid for 7 days, a new one replacing the old', async () => {
    const ada = await signUp(suite.server);
    const first = await invite(ada);
    expect(first.inviteCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    const days = (Date.parse(first.inviteExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await household(ada)).toMatchObject(first);

    const second = await invite(ada);
    expect(second.inviteCode).not.toBe(first.inviteCode);
    const bob = await signUp(suite.server);
    const stale = await bob.agent.post('/api/household/join').send({ code: first.inviteCode }).expect(404);
    expect(json(stale).message).toBe('This invite code is not valid or has expired');
  });

  it('hides an expired invite and refuses to join with it', async () => {
    const ada = await signUp(suite.server);
    const { inviteCode } = await invite(ada);
    await db().execute("update households set invite_expires_at = now() - interval '1 second' where id = ?", [ada.user.householdId]);
    expect(await household(ada)).toMatchObject({ inviteCode: null, inviteExpiresAt: null });
    const bob = await signUp(suite.server);
    const res = await bob.agent.post('/api/household/join').send({ code: inviteCode }).expect(404);
    expect(json(res).message).toBe('This invite code is not valid or has expired');
  });

  it.each([[{}], [{ code: 'ABC' }], [{ code: 12345678 }]])('answers 400 naming the code for %j', async (body) => {
    const bob = await signUp(suite.server);
    const res = await bob.agent.post('/api/household/join').send(body).expect(400);
    expect(json(res).message).toMatch(/^code: /);
  });

  it('refuses an unknown code and joining the household one is already in', async () => {
    const ada = await signUp(suite.server);
    const unknown = await ada.agent.post('/api/household/join').send({ code: 'ZZZZ-ZZZZ' }).expect(404);
    expect(json(unknown).message).toBe('This invite code is not valid or has expired');
    const { inviteCode } = await invite(ada);
    const own = await ada.agent.post('/api/household/join').send({ code: inviteCode.toLowerCase() }).expect(409);
    expect(json(own).message).toBe('You are already a member of this household');
  });

  it("moves the joiner: they get the new household's events after joining and not before, and their empty old household goes", async () => {
    const ada = await signUp(suite.server, { firstName: 'Ada' });
    const bob = await signUp(suite.server, { firstName: 'Bob' });
    const carol = await signUp(suite.server, { firstName: 'Carol' });
    const [adaSocket, bobSocket, carolSocket] = await Promise.all([connect(ada), connect(bob), connect(carol)]);
    const adaLocations = record(adaSocket, 'storage-location:created');
    const bobLocations = record(bobSocket, 'storage-location:created');
    const carolLocations = record(carolSocket, 'storage-location:created');
    const adaJoined = record(adaSocket, 'household:member-joined');
    const bobJoined = record(bobSocket, 'household:member-joined');
    const carolJoined = record(carolSocket, 'household:member-joined');

    // Bob's own household holds a recipe and his personal chat; only the chat may survive the move
    await db().execute("insert into recipes (household_id, user_id, title, ingredients, instructions) values (?, ?, 'Toast', '{bread}', '{toast it}')", [
      bob.user.householdId,
      bob.user.id,
    ]);
    await db().execute("insert into chat_messages (user_id, role, content) values (?, 'user', 'hello chef')", [bob.user.id]);

    await addArea(ada, 'Before Bob');
    await eventually(() => expect(adaLocations.map((l) => l.name)).toEqual(['Refrigerator', 'Before Bob']));

    const { inviteCode } = await invite(ada);
    const joined = await bob.agent.post('/api/household/join').send({ code: ` ${inviteCode.slice(0, 4)}-${inviteCode.slice(4).toLowerCase()}` }).expect(200);
    const shared = json(joined) as unknown as Household;
    expect(shared.id).toBe(ada.user.householdId);
    expect(shared.members.map((m) => [m.firstName, m.isYou])).toEqual([
      ['Ada', false],
      ['Bob', true],
    ]);
    expect(json(await bob.agent.get('/api/auth/user').expect(200)).householdId).toBe(ada.user.householdId);
    await eventually(() => {
      expect(adaJoined).toEqual([{ householdId: ada.user.householdId, userId: bob.user.id }]);
      expect(bobJoined).toEqual([{ householdId: ada.user.householdId, userId: bob.user.id }]);
    });

    await addArea(ada, 'After Bob');
    await eventually(() => {
      expect(adaLocations.map((l) => l.name)).toEqual(['Refrigerator', 'Before Bob', 'After Bob']);
      expect(bobLocations.map((l) => l.name)).toEqual(['After Bob']);
    });
    // Bob's own write now lands in the shared household, for both of them
    await addArea(bob, 'From Bob');
    await eventually(() => {
      expect(adaLocations.map((l) => l.name)).toContain('From Bob');
      expect(bobLocations.map((l) => l.name)).toEqual(['After Bob', 'From Bob']);
    });

    // Bob's old household was left empty: gone, with its data; his chat is still his
    expect(await householdExists(bob.user.householdId)).toBe(false);
    expect(await db().execute('select id from recipes where household_id = ?', [bob.user.householdId])).toEqual([]);
    expect(await db().execute('select id from chat_messages where user_id = ?', [bob.user.id])).toHaveLength(1);

    // a third household hears nothing of any of it
    await addArea(carol, 'Carol only');
    await eventually(() => expect(carolLocations.map((l) => l.name)).toEqual(['Refrigerator', 'Carol only']));
    expect(carolJoined).toEqual([]);
  });

  it("keeps the old household when others remain in it, and shows each caller only their household's data", async () => {
    const ada = await signUp(suite.server);
    const bob = await signUp(suite.server);
    const dan = await signUp(suite.server);
    await addArea(ada, 'Ada shelf');
    // Dan joins Bob, then Bob moves on to Ada: Dan keeps Bob's old household
    await dan.agent.post('/api/household/join').send({ code: (await invite(bob)).inviteCode }).expect(200);
    const danSocket = await connect(dan);
    const danLeft = record(danSocket, 'household:member-left');
    await bob.agent.post('/api/household/join').send({ code: (await invite(ada)).inviteCode }).expect(200);
    await eventually(() => expect(danLeft).toEqual([{ householdId: bob.user.householdId, userId: bob.user.id }]));
    expect(await householdExists(bob.user.householdId)).toBe(true);

    const danHousehold = await household(dan);
    expect(danHousehold.members.map((m) => m.id)).toEqual([dan.user.id]);
    const danLocations = (await dan.agent.get('/api/storage-locations').expect(200)).body as { name: string }[];
    expect(danLocations.map((l) => l.name)).not.toContain('Ada shelf');
    const bobLocations = (await bob.agent.get('/api/storage-locations').expect(200)).body as { name: string }[];
    expect(bobLocations.map((l) => l.name)).toContain('Ada shelf');
  });

  it('lets a member leave for a new household of their own, tells both households, and refuses the only member', async () => {
    const ada = await signUp(suite.server, { firstName: 'Ada' });
    const bob = await signUp(suite.server, { firstName: 'Bob' });
    await bob.agent.post('/api/household/join').send({ code: (await invite(ada)).inviteCode }).expect(200);
    const [adaSocket, bobSocket] = await Promise.all([connect(ada), connect(bob)]);
    const adaLeft = record(adaSocket, 'household:member-left');
    const bobJoined = record(bobSocket, 'household:member-joined');
    const adaLocations = record(adaSocket, 'storage-location:created');
    const bobLocations = record(bobSocket, 'storage-location:created');

    const res = await bob.agent.post('/api/household/leave').expect(200);
    const own = res.body as Household;
    expect(own.id).not.toBe(ada.user.householdId);
    expect(own).toMatchObject({ name: "Bob's kitchen", inviteCode: null, members: [{ id: bob.user.id, firstName: 'Bob', isYou: true }] });
    await eventually(() => {
      expect(adaLeft).toEqual([{ householdId: ada.user.householdId, userId: bob.user.id }]);
      expect(bobJoined).toEqual([{ householdId: own.id, userId: bob.user.id }]);
    });
    expect((await household(ada)).members.map((m) => m.id)).toEqual([ada.user.id]);

    // from now on Bob no longer hears Ada's household
    await addArea(ada, 'Ada alone');
    await addArea(bob, 'Bob alone');
    await eventually(() => {
      expect(adaLocations.map((l) => l.name)).toContain('Ada alone');
      expect(bobLocations.map((l) => l.name)).toContain('Bob alone');
    });
    expect(adaLocations.map((l) => l.name)).not.toContain('Bob alone');
    expect(bobLocations.map((l) => l.name)).not.toContain('Ada alone');

    const alone = await bob.agent.post('/api/household/leave').expect(409);
    expect(json(alone).message).toBe('You are the only member of this household, so there is nothing to leave');
    expect((await household(bob)).id).toBe(own.id);
  });

  it('renames the household for every member', async () => {
    const ada = await signUp(suite.server);
    const bob = await signUp(suite.server);
    const carol = await signUp(suite.server);
    await bob.agent.post('/api/household/join').send({ code: (await invite(ada)).inviteCode }).expect(200);
    const adaRenames = record(await connect(ada), 'household:renamed');
    const bobRenames = record(await connect(bob), 'household:renamed');
    const carolRenames = record(await connect(carol), 'household:renamed');
    const renamed = await ada.agent.patch('/api/household').send({ name: '  The Burrow  ' }).expect(200);
    expect(json(renamed).name).toBe('The Burrow');
    expect((await household(bob)).name).toBe('The Burrow');
    // both members' devices hear it; another household's do not
    await eventually(() => {
      expect(adaRenames).toEqual([{ householdId: ada.user.householdId, name: 'The Burrow' }]);
      expect(bobRenames).toEqual([{ householdId: ada.user.householdId, name: 'The Burrow' }]);
    });
    expect(json(await ada.agent.patch('/api/household').send({ name: ' ' }).expect(400)).message).toBe('name: Required');
    expect(json(await ada.agent.patch('/api/household').send({ name: 'x'.repeat(81) }).expect(400)).message).toMatch(/^name: /);
    expect((await household(ada)).name).toBe('The Burrow');
    // a refused rename changes nothing and tells no one
    expect(adaRenames).toHaveLength(1);
    expect(carolRenames).toEqual([]);
  });
});
