import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { App } from 'supertest/types.js';
import type { CompleteOnboardingBody, Recipe } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { toArrayLiteral } from '#platform/database/set-clause.js';
import { toErrorReply } from '#platform/http/http-exception.filter.js';
import { Recipe as RecipeEntity } from '../../src/modules/recipes/domain/recipe.entity.js';
import { Migration20261126113000_text_array_nulls } from '../../src/migrations/Migration20261126113000_text_array_nulls.js';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { addStorageLocation, completeOnboarding } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 15, part A: input that cannot hurt a household. Every string round-trips byte for byte
 * (inside text[] columns too), control characters and impossible values are a 400 naming the field,
 * and a refused request stores nothing. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

/** Strings the old text[] encoding stored as NULL or mangled; all are trimmed and not blank. */
const awkward = [
  'null',
  'NULL',
  'a,b',
  '{x}',
  '"q"',
  'back\\slash',
  'trailing backslash\\',
  "it's",
  '🍳 two eggs',
  'שמן זית',
  'tab\tinside',
  'two\nlines',
  'carriage\r\nreturn',
  '{"a":"b"}',
  'a "quoted, {braced}" \\ mix',
];

const today = todayIn(new Date());

describe('input integrity', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let em: SqlEntityManager;
  const adminEmail = uniqueEmail('integrity-admin');

  beforeAll(async () => {
    // the database is shared by every suite of the run, so "the first account" is not ours to claim
    testApp = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
    em = testApp.app.get(MikroORM).em.fork() as SqlEntityManager;
  });
  afterAll(() => testApp.close());

  const shelfOf = (user: SignedInUser) => addStorageLocation(user, 'Fridge');
  const recipes = async (user: SignedInUser) => (await user.agent.get('/api/recipes').expect(200)).body as Recipe[];
  const foodItems = async (user: SignedInUser) => (await user.agent.get('/api/food-items').expect(200)).body as { id: string }[];

  describe('text[] columns round-trip any string', () => {
    it('stores recipe ingredients and instructions exactly, and every read still answers 200', async () => {
      const member = await signUp(server);
      const created = (
        await member.agent
          .post('/api/recipes')
          .send({ title: 'Awkward soup', ingredients: awkward, instructions: [...awkward].reverse() })
          .expect(201)
      ).body as Recipe;
      expect(created.ingredients).toEqual(awkward);
      expect(created.instructions).toEqual([...awkward].reverse());

      const [listed] = await recipes(member);
      expect(listed.ingredients).toEqual(awkward);
      const one = (await member.agent.get(`/api/recipes/${created.id}`).expect(200)).body as Recipe;
      expect(one.instructions).toEqual([...awkward].reverse());

      // the partial update writes through raw SQL (setClause): same encoding
      const updated = (await member.agent.patch(`/api/recipes/${created.id}`).send({ ingredients: ['NULL', 'Null', '{}'] }).expect(200)).body as Recipe;
      expect(updated.ingredients).toEqual(['NULL', 'Null', '{}']);
      expect((await recipes(member))[0].ingredients).toEqual(['NULL', 'Null', '{}']);

      // what used the recipe keeps working
      const plan = await member.agent.post('/api/meal-plans').send({ recipeId: created.id, date: addDays(today, 1) }).expect(201);
      expect(json(plan).recipeId).toBe(created.id);
      await member.agent.get('/api/meal-plans').expect(200);
      await member.agent.post('/api/shopping-list/add-missing').send({ recipeId: created.id }).expect(200);
      await member.agent.get('/api/shopping-list/items').expect(200);
    });

    it('stores preference lists exactly (PUT and onboarding)', async () => {
      const member = await signUp(server);
      const preferences: CompleteOnboardingBody['preferences'] = {
        storageAreasEnabled: ['Refrigerator', 'null'],
        householdSize: 2,
        cookingSkillLevel: 'beginner',
        preferredUnits: 'imperial',
        allergens: ['null', 'a,b', '{x}', '"q"', 'back\\slash'],
        dietaryRestrictions: ['NULL', '🌱 vegan', 'צמחוני'],
        foodsToAvoid: ['tab\tinside', 'it\'s "raw"'],
        expirationAlertDays: 3,
      };
      await member.agent.put('/api/user/preferences').send(preferences).expect(200);
      const stored = json(await member.agent.get('/api/user/preferences').expect(200));
      expect(stored).toMatchObject(preferences);

      const fresh = await signUp(server);
      await completeOnboarding(fresh, { preferences, customStorageAreas: [], selectedCommonItems: [] });
      expect(json(await fresh.agent.get('/api/user/preferences').expect(200))).toMatchObject(preferences);
      // the chef reads those lists: generation answers instead of failing
      await fresh.agent.post('/api/recipes/generate').send({}).expect((res) => expect(res.status).toBeLessThan(500));
    });

    it('stores appliance capabilities and glossary lists exactly', async () => {
      const member = await signUp(server);
      const capabilities = ['null', 'a,b', '{x}', 'back\\slash', '"q"'];
      const appliance = json(await member.agent.post('/api/appliances').send({ name: 'Oven', type: 'oven', customCapabilities: capabilities }).expect(201));
      expect(appliance.customCapabilities).toEqual(capabilities);
      const patched = json(await member.agent.patch(`/api/appliances/${appliance.id as string}`).send({ customCapabilities: ['NULL', '{}'] }).expect(200));
      expect(patched.customCapabilities).toEqual(['NULL', '{}']);
      await member.agent.get('/api/appliances').expect(200);

      const admin = await signUp(server, { email: adminEmail });
      const lists = { tools: ['null', 'a,b'], tips: ['{x}', 'back\\slash', 'two\nlines'], relatedTerms: ['"q"'], searchTerms: ['NULL'] };
      const term = json(
        await admin.agent
          .post('/api/cooking-terms')
          .send({ term: `Integrity ${Date.now()}`, category: 'cooking_methods', shortDefinition: 'A term with awkward lists.', ...lists })
          .expect(201),
      );
      expect(term).toMatchObject(lists);
      const edited = json(await admin.agent.patch(`/api/cooking-terms/${term.id as string}`).send({ tools: ['NULL', '{a,b}'] }).expect(200));
      expect(edited.tools).toEqual(['NULL', '{a,b}']);
      await admin.agent.get('/api/cooking-terms').expect(200);
    });

    it('repairs the NULL elements the old encoding stored, so the household reads its lists again', async () => {
      const member = await signUp(server);
      const created = (await member.agent.post('/api/recipes').send({ title: 'Legacy', ingredients: ['eggs', 'null'], instructions: ['y'] }).expect(201)).body as Recipe;
      // what the old encoding wrote for "null"
      await em.fork().execute(`update recipes set ingredients = array['eggs', null] where id = ?`, [created.id]);
      await em.fork().execute(`update users set allergens = array[null, 'nuts'] where id = ?`, [member.user.id]);
      expect((await member.agent.get('/api/recipes')).status).toBe(500);

      const orm = testApp.app.get(MikroORM);
      const migration = new Migration20261126113000_text_array_nulls(em.getDriver(), orm.config);
      await migration.up();
      for (const sql of migration.getQueries()) await em.fork().execute(sql);

      expect((await recipes(member))[0].ingredients).toEqual(['eggs', 'null']);
      expect(json(await member.agent.get('/api/user/preferences').expect(200)).allergens).toEqual(['null', 'nuts']);
    });

    it('round-trips every string, the empty one included, through the entity type and the raw encoder', async () => {
      const strings = ['', ...awkward, 'a\u0007b{c', ' null ', 'NULL '];
      const fork = em.fork();
      const entity = fork.create(RecipeEntity, {
        householdId: cook.user.householdId,
        userId: cook.user.id,
        title: 'Round trip',
        ingredients: strings,
        instructions: ['x'],
        source: 'user',
      });
      await fork.flush();
      const [stored] = await fork.execute<{ ingredients: string[]; nulls: number }[]>(
        'select ingredients, array_position(ingredients, null) as nulls from recipes where id = ?',
        [entity.id],
      );
      expect(stored.ingredients).toEqual(strings);
      expect(stored.nulls).toBeNull();
      const reread = await em.fork().findOneOrFail(RecipeEntity, entity.id);
      expect(reread.ingredients).toEqual(strings);
      const [raw] = await fork.execute<{ list: string[] }[]>('select ?::text[] as list', [toArrayLiteral(strings)]);
      expect(raw.list).toEqual(strings);
      await fork.execute('delete from recipes where id = ?', [entity.id]);
    });
  });

  describe('control characters are a 400 naming the field, and store nothing', () => {
    it.each([
      ['NUL in a name', { title: 'Soup\u0000', ingredients: ['x'], instructions: ['y'] }, 'title: must not contain control characters'],
      ['NUL in a list entry', { title: 'Soup', ingredients: ['x', 'a\u0000b'], instructions: ['y'] }, 'ingredients.1: must not contain control characters'],
      ['BEL in free text', { title: 'Soup', description: 'ring\u0007', ingredients: ['x'], instructions: ['y'] }, 'description: must not contain control characters'],
      ['a newline in a name', { title: 'Two\nlines', ingredients: ['x'], instructions: ['y'] }, 'title: must not contain control characters'],
      ['a bidi override in a name', { title: 'evil\u202Egnp.exe', ingredients: ['x'], instructions: ['y'] }, 'title: must not contain text-direction override characters'],
      ['a control character in an unknown key', { title: 'Soup', ingredients: ['x'], instructions: ['y'], 'k\u0001': 1 }, 'k\u0001: must not contain control characters'],
    ])('POST /api/recipes with %s', async (_name, body, message) => {
      const member = await signUp(server);
      const res = await member.agent.post('/api/recipes').send(body).expect(400);
      expect(json(res).message).toBe(message);
      expect(await recipes(member)).toEqual([]);
    });

    it('refuses NUL in a query string, a nested JSON field and a preference list', async () => {
      const member = await signUp(server);
      expect(json(await member.agent.get('/api/food-items').query({ q: 'milk\u0000' }).expect(400)).message).toBe('q: must not contain control characters');
      const shelf = await shelfOf(member);
      const res = await member.agent
        .post('/api/food-items')
        .send({ name: 'Milk', storageLocationId: shelf, usdaData: { foodNutrients: [{ name: 'fat\u0000' }] } })
        .expect(400);
      expect(json(res).message).toBe('usdaData.foodNutrients.0.name: must not contain control characters');
      expect(await foodItems(member)).toEqual([]);

      const before = json(await member.agent.get('/api/user/preferences').expect(200));
      const bad = { ...before, allergens: ['nuts', 'x\u0000'] };
      delete (bad as Record<string, unknown>).hasCompletedOnboarding;
      expect(json(await member.agent.put('/api/user/preferences').send(bad).expect(400)).message).toBe('allergens.1: must not contain control characters');
      expect(json(await member.agent.get('/api/user/preferences').expect(200))).toEqual(before);
    });

    it('never answers 5xx for NUL anywhere in a body', async () => {
      const member = await signUp(server);
      const shelf = await shelfOf(member);
      const locations = async () => ((await member.agent.get('/api/storage-locations').expect(200)).body as unknown[]).length;
      const locationsBefore = await locations();
      const attempts: [string, string, object][] = [
        ['post', '/api/storage-locations', { name: 'a\u0000' }],
        ['post', '/api/food-items', { name: 'Milk', storageLocationId: shelf, foodCategory: '\u0000' }],
        ['post', '/api/shopping-list/items', { ingredient: 'eggs\u0000' }],
        ['patch', '/api/user/profile', { firstName: '\u0000' }],
        ['post', '/api/appliances', { name: 'Oven', type: 'oven\u0000' }],
        ['post', '/api/push-tokens', { token: 't', platform: 'web', deviceInfo: { model: 'x\u0000' } }],
      ];
      for (const [method, url, body] of attempts) {
        const res = await (method === 'post' ? member.agent.post(url) : member.agent.patch(url)).send(body);
        expect([url, res.status]).toEqual([url, 400]);
        expect(json(res).message).toMatch(/: must not contain control characters$/);
      }
      await member.agent.get('/api/shopping-list/items').expect(200, []);
      expect(await locations()).toBe(locationsBefore);
    });
  });

  describe('deep JSON', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it.each([33, 5_000, 100_000])('refuses a body nested %i levels deep with 400 before parsing', async (depth) => {
      const member = await signUp(server);
      const res = await member.agent
        .post('/api/recipes')
        .set('Content-Type', 'application/json')
        .send(`{"title":"Deep","ingredients":["x"],"instructions":["y"],"extra":${nested(depth)}}`)
        .expect(400);
      expect(json(res).message).toBe('JSON body is nested too deeply (the limit is 32 levels)');
      expect(await recipes(member)).toEqual([]);
    });

    it('counts no brackets inside strings', async () => {
      const member = await signUp(server);
      const line = `${'['.repeat(40)} "{" \\" ${'{'.repeat(40)}`;
      const created = (await member.agent.post('/api/recipes').send({ title: 'Brackets', ingredients: [line], instructions: ['y'] }).expect(201)).body as Recipe;
      expect(created.ingredients).toEqual([line]);
    });

    it('limits the depth and size of free-form JSON fields', async () => {
      const member = await signUp(server);
      const shelf = await shelfOf(member);
      let deep: unknown = 'x';
      for (let i = 0; i < 20; i++) deep = { a: deep };
      const tooDeep = await member.agent.post('/api/food-items').send({ name: 'Milk', storageLocationId: shelf, usdaData: deep }).expect(400);
      expect(json(tooDeep).message).toBe('usdaData: must not be nested more than 12 levels deep');
      const tooLarge = await member.agent.post('/api/food-items').send({ name: 'Milk', storageLocationId: shelf, usdaData: { text: 'x'.repeat(100_001) } }).expect(400);
      expect(json(tooLarge).message).toBe('usdaData: must be at most 100000 characters of JSON');
      expect(await foodItems(member)).toEqual([]);
    });
  });

  describe('real calendar dates', () => {
    it.each(['2026-13-01', '2027-02-30', '9999-99-99', '2026-00-10'])('refuses the food expiry %s', async (date) => {
      const member = await signUp(server);
      const shelf = await shelfOf(member);
      const res = await member.agent.post('/api/food-items').send({ name: 'Milk', storageLocationId: shelf, expirationDate: date }).expect(400);
      expect(json(res).message).toBe('expirationDate: not a real date');
      expect(await foodItems(member)).toEqual([]);
    });

    it('refuses impossible and far-off days on every date field', async () => {
      const member = await signUp(server);
      const shelf = await shelfOf(member);
      const far = await member.agent.post('/api/food-items').send({ name: 'Milk', storageLocationId: shelf, expirationDate: '2999-01-01' }).expect(400);
      expect(json(far).message).toBe('expirationDate: must be between 1900-01-01 and 2200-12-31');
      const item = json(await member.agent.post('/api/food-items').send({ name: 'Milk', storageLocationId: shelf }).expect(201));
      const patched = await member.agent.patch(`/api/food-items/${item.id as string}`).send({ version: item.version, expirationDate: '2027-02-30' }).expect(400);
      expect(json(patched).message).toBe('expirationDate: not a real date');

      const recipe = (await member.agent.post('/api/recipes').send({ title: 'Toast', ingredients: ['bread'], instructions: ['toast'] }).expect(201)).body as Recipe;
      const plan = await member.agent.post('/api/meal-plans').send({ recipeId: recipe.id, date: '2027-02-30' }).expect(400);
      expect(json(plan).message).toBe('date: not a real date');
      expect(json(await member.agent.get('/api/meal-plans').query({ from: '2026-13-01' }).expect(400)).message).toBe('from: not a real date');
      await member.agent.get('/api/meal-plans').expect(200, []);

      const appliance = await member.agent.post('/api/appliances').send({ name: 'Oven', type: 'oven', purchaseDate: '9999-99-99' }).expect(400);
      expect(json(appliance).message).toBe('purchaseDate: not a real date');
      await member.agent.get('/api/appliances').expect(200, []);
    });
  });

  describe('numbers and durations', () => {
    it('refuses quantities beyond 2^53 instead of rounding them', async () => {
      const member = await signUp(server);
      const shelf = await shelfOf(member);
      const raw = `{"name":"Rice","storageLocationId":"${shelf}","quantity":9007199254740993}`;
      const asNumber = await member.agent.post('/api/food-items').set('Content-Type', 'application/json').send(raw).expect(400);
      expect(json(asNumber).message).toBe('quantity: must be at most 9007199254740991');
      const asText = await member.agent.post('/api/food-items').send({ name: 'Rice', storageLocationId: shelf, quantity: '99999999999999999999' }).expect(400);
      expect(json(asText).message).toBe('quantity: must be at most 9007199254740991');
      const listed = await member.agent.post('/api/shopping-list/items').send({ ingredient: 'rice', quantity: '9007199254740993' }).expect(400);
      expect(json(listed).message).toBe('quantity: must be at most 9007199254740991');
      expect(await foodItems(member)).toEqual([]);
      await member.agent.get('/api/shopping-list/items').expect(200, []);
      // the largest safe amount is still an amount
      await member.agent.post('/api/food-items').send({ name: 'Rice', storageLocationId: shelf, quantity: '9007199254740991' }).expect(201);
    });

    it.each([
      [{ prepTime: -5 }, 'prepTime: must not be negative'],
      [{ cookTime: '-10 min' }, 'cookTime: must not be negative'],
      [{ prepTime: '1 hr −5 min' }, 'prepTime: must not be negative'],
    ])('refuses a negative duration %j', async (times, message) => {
      const member = await signUp(server);
      const res = await member.agent.post('/api/recipes').send({ title: 'Soup', ingredients: ['x'], instructions: ['y'], ...times }).expect(400);
      expect(json(res).message).toBe(message);
      expect(await recipes(member)).toEqual([]);
    });

    it('keeps free-text durations with hyphens that are not signs', async () => {
      const member = await signUp(server);
      const created = (await member.agent.post('/api/recipes').send({ title: 'Stew', ingredients: ['x'], instructions: ['y'], prepTime: '10-15 min', cookTime: 90 }).expect(201)).body as Recipe;
      expect(created).toMatchObject({ prepTime: '10-15 min', cookTime: '90' });
    });
  });

  describe('a write that answers an error stores nothing', () => {
    /** Makes the first raw query matching `pattern` fail, as a re-read after the insert could. */
    const failFirstQuery = (pattern: RegExp) => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the manager as `this`
      const execute = SqlEntityManager.prototype.execute;
      let failed = false;
      return jest.spyOn(SqlEntityManager.prototype, 'execute').mockImplementation(function (this: SqlEntityManager, ...args: Parameters<typeof execute>) {
        if (!failed && typeof args[0] === 'string' && pattern.test(args[0])) {
          failed = true;
          return Promise.reject(new Error('re-read failed'));
        }
        return execute.apply(this, args);
      } as typeof execute);
    };

    it('POST /api/recipes, POST /api/meal-plans and POST /api/appliances roll back when the re-read fails', async () => {
      const member = await signUp(server);
      let spy = failFirstQuery(/from recipes\b[\s\S]*and id in \(/);
      try {
        await member.agent.post('/api/recipes').send({ title: 'Ghost', ingredients: ['x'], instructions: ['y'] }).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(await recipes(member)).toEqual([]);

      const recipe = (await member.agent.post('/api/recipes').send({ title: 'Toast', ingredients: ['bread'], instructions: ['toast'] }).expect(201)).body as Recipe;
      spy = failFirstQuery(/from meal_plans\s+where/);
      try {
        await member.agent.post('/api/meal-plans').send({ recipeId: recipe.id, date: addDays(today, 2) }).expect(500);
      } finally {
        spy.mockRestore();
      }
      await member.agent.get('/api/meal-plans').expect(200, []);

      spy = failFirstQuery(/from appliances\s+where id = \?/);
      try {
        await member.agent.post('/api/appliances').send({ name: 'Oven', type: 'oven' }).expect(500);
      } finally {
        spy.mockRestore();
      }
      await member.agent.get('/api/appliances').expect(200, []);
    });
  });

  describe('database errors by cause', () => {
    it.each([
      ['an impossible date (class 22)', `select '2027-02-30'::date`, 400],
      ['a number out of range (class 22)', `select 99999999999::integer`, 400],
      ['a missing required value (23502)', `insert into recipes (household_id, title, ingredients, instructions) values (null, 't', '{}', '{}')`, 400],
      ['a duplicate (23505)', `insert into users select * from users limit 1`, 409],
    ])('answers %s from the real driver without SQL in the message', async (_name, sql, status) => {
      const error = await em.execute(sql).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).not.toBeNull();
      const reply = toErrorReply(error);
      expect(reply.status).toBe(status);
      expect(reply.headers).toBeUndefined();
      expect(JSON.stringify(reply.body)).not.toMatch(/select|insert|recipes|users/i);
    });
  });
});
