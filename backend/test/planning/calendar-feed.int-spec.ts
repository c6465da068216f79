import ical, { type VEvent } from 'node-ical';
import { DateTime } from 'luxon';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { CalendarFeedSettings, CreateMealPlanBody, CreatedCalendarFeed } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { planMeal, signUpHousemate } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

/** A property's value, with or without the parameters node-ical keeps beside it (URL;VALUE=URI). */
const valueOf = (property: unknown) => (property && typeof property === 'object' && 'val' in property ? property.val : property);

/** A date `offset` days from today in Berlin (the feed's window is counted in the household's zone). */
const berlinDay = (offset: number) => DateTime.now().setZone('Europe/Berlin').plus({ days: offset }).toISODate()!;

/** The instant a Berlin wall-clock time is, to compare with what the parser read. */
const berlin = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: 'Europe/Berlin' }).toJSDate();

describe('meal plan as a calendar feed', () => {
  let testApp: TestApp;
  let server: App;
  let appUrl: string;
  let owner: SignedInUser;
  let recipeId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    appUrl = testApp.app.get(AppConfig).appUrl;
  });
  // a household per test: the feed test counts the owner's plans, and another test adds one
  beforeEach(async () => {
    owner = await signUp(server);
    recipeId = await insertRecipe(testApp.app, owner.user.householdId, {
      title: 'Chicken and rice',
      servings: 2,
      ingredients: ['1 lb chicken breast', '2 eggs', 'salt to taste'],
    });
  });
  afterAll(() => testApp.close());

  /** The feed at `url` (as POST answered it), fetched without any session, parsed by node-ical. */
  async function fetchFeed(url: string) {
    expect(url.startsWith(`${appUrl}/api/calendar/`)).toBe(true);
    const res = await request(server).get(url.slice(appUrl.length)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const events = Object.values(ical.sync.parseICS(res.text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    return { text: res.text, events, byUid: new Map(events.map((e) => [e.uid, e])) };
  }

  const plan = (cook: SignedInUser, meal: Omit<CreateMealPlanBody, 'recipeId'>) => planMeal(cook, { recipeId, ...meal });

  it('answers 401 on every settings route without a session', async () => {
    await request(server).get('/api/household/calendar-feed').expect(401);
    await request(server).post('/api/household/calendar-feed').expect(401);
    await request(server).put('/api/household/calendar-feed').send({ dinner: '19:00' }).expect(401);
    await request(server).delete('/api/household/calendar-feed').expect(401);
  });

  it('starts without a URL, at the default times in UTC', async () => {
    const fresh = await signUp(server);
    const settings = json(await fresh.agent.get('/api/household/calendar-feed').expect(200));
    expect(settings).toEqual({ active: false, createdAt: null, breakfast: '08:00', lunch: '12:30', dinner: '18:30', snack: '15:30', durationMinutes: 60, timeZone: 'UTC' });
  });

  it('refuses bad settings with a 400 naming the field, and stores nothing', async () => {
    const cook = await signUp(server);
    const before = json(await cook.agent.get('/api/household/calendar-feed').expect(200));
    const bad = async (body: Record<string, unknown>) => json(await cook.agent.put('/api/household/calendar-feed').send(body).expect(400)).message as string;
    expect(await bad({ breakfast: '25:00' })).toMatch(/^breakfast: /);
    expect(await bad({ lunch: '12.30' })).toMatch(/^lunch: /);
    expect(await bad({ dinner: 1830 })).toMatch(/^dinner: /);
    expect(await bad({ snack: '7:5' })).toMatch(/^snack: /);
    expect(await bad({ durationMinutes: 2 })).toMatch(/^durationMinutes: /);
    expect(await bad({ durationMinutes: 30.5 })).toMatch(/^durationMinutes: /);
    expect(await bad({ timeZone: 'Mars/Olympus_Mons' })).toMatch(/^timeZone: /);
    expect(await bad({ timeZone: '+01:00' })).toMatch(/^timeZone: /);
    // one bad field refuses the whole body: the good one is not stored either
    expect(await bad({ dinner: '19:00', timeZone: 'Nowhere' })).toMatch(/^timeZone: /);
    expect(await bad({})).toBe('Nothing to change');
    expect(json(await cook.agent.get('/api/household/calendar-feed').expect(200))).toEqual(before);
  });

  it('takes time zone aliases under their canonical name, and keeps fields left out', async () => {
    const cook = await signUp(server);
    const saved = json(await cook.agent.put('/api/household/calendar-feed').send({ timeZone: 'US/Eastern', dinner: '19:15' }).expect(200));
    expect(saved).toMatchObject({ timeZone: 'America/New_York', dinner: '19:15', breakfast: '08:00', active: false });
    const again = json(await cook.agent.put('/api/household/calendar-feed').send({ breakfast: '07:00' }).expect(200));
    expect(again).toMatchObject({ timeZone: 'America/New_York', dinner: '19:15', breakfast: '07:00' });
  });

  it('serves every plan of the window as an event at the meal time in the household zone, and follows plan changes', async () => {
    await owner.agent.put('/api/household/calendar-feed').send({ dinner: '19:00', breakfast: '07:30', durationMinutes: 45, timeZone: 'Europe/Berlin' }).expect(200);
    const created = json(await owner.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    expect(created.url).toMatch(new RegExp(`^${appUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(created).toMatchObject({ active: true, dinner: '19:00', timeZone: 'Europe/Berlin' });
    const settings = json(await owner.agent.get('/api/household/calendar-feed').expect(200)) as unknown as CalendarFeedSettings;
    expect(settings).toMatchObject({ active: true, createdAt: created.createdAt });
    expect(settings).not.toHaveProperty('url');

    const dinner = await plan(owner, { date: berlinDay(3), mealType: 'dinner', servings: 4, notes: 'Guests at eight' });
    const breakfast = await plan(owner, { date: berlinDay(-10), mealType: 'breakfast' });
    // outside the window (60 days back, a year ahead): not in the feed
    const longAgo = await plan(owner, { date: berlinDay(-70), mealType: 'lunch' });
    const farAhead = await plan(owner, { date: berlinDay(370), mealType: 'lunch' });

    let feed = await fetchFeed(created.url);
    expect([...feed.byUid.keys()].sort()).toEqual([`${dinner.id}@sous`, `${breakfast.id}@sous`].sort());
    expect(feed.byUid.has(`${longAgo.id}@sous`) || feed.byUid.has(`${farAhead.id}@sous`)).toBe(false);
    const event = feed.byUid.get(`${dinner.id}@sous`)!;
    expect(event.summary).toBe('Dinner: Chicken and rice');
    expect(event.start.toISOString()).toBe(berlin(berlinDay(3), '19:00').toISOString());
    expect(event.start.tz).toBe('Europe/Berlin');
    expect(event.end!.getTime() - event.start.getTime()).toBe(45 * 60_000);
    expect(feed.text).toContain(`DTSTART;TZID=Europe/Berlin:${berlinDay(3).replaceAll('-', '')}T190000`);
    expect(valueOf(event.url)).toBe(`${appUrl}/cookbook?recipe=${recipeId}`);
    const description = String(valueOf(event.description));
    expect(description).toContain('Servings: 4');
    expect(description).toContain('Notes: Guests at eight');
    // the recipe serves 2, the plan 4: the lines at the planned servings
    expect(description).toContain('- 2 lb chicken breast');
    expect(description).toContain('- 4 eggs');
    expect(description).toContain('- salt to taste');
    // iCalendar times have whole seconds
    expect(event.lastmodified?.getTime()).toBe(Math.floor(Date.parse(dinner.createdAt) / 1000) * 1000);
    expect(feed.byUid.get(`${breakfast.id}@sous`)!.start.toISOString()).toBe(berlin(berlinDay(-10), '07:30').toISOString());

    // moved, re-timed, removed and added: the next fetch follows
    await owner.agent.patch(`/api/meal-plans/${dinner.id}`).send({ date: berlinDay(5), mealType: 'lunch' }).expect(200);
    await owner.agent.delete(`/api/meal-plans/${breakfast.id}`).expect(204);
    const snack = await plan(owner, { date: berlinDay(0), mealType: 'snack' });
    await owner.agent.put('/api/household/calendar-feed').send({ lunch: '13:15' }).expect(200);
    feed = await fetchFeed(created.url);
    expect([...feed.byUid.keys()].sort()).toEqual([`${dinner.id}@sous`, `${snack.id}@sous`].sort());
    const moved = feed.byUid.get(`${dinner.id}@sous`)!;
    expect(moved.summary).toBe('Lunch: Chicken and rice');
    expect(moved.start.toISOString()).toBe(berlin(berlinDay(5), '13:15').toISOString());
    expect(feed.byUid.get(`${snack.id}@sous`)!.start.toISOString()).toBe(berlin(berlinDay(0), '15:30').toISOString());

    // every member of the household manages the same feed
    const member = await signUpHousemate(server, owner);
    expect(json(await member.agent.get('/api/household/calendar-feed').expect(200))).toMatchObject({ active: true, lunch: '13:15', createdAt: created.createdAt });
  });

  it('writes UTC instants when the household keeps UTC', async () => {
    const cook = await signUp(server);
    const own = await insertRecipe(testApp.app, cook.user.householdId, { title: 'Porridge', servings: 1, ingredients: ['1 cup oats'] });
    const day = DateTime.utc().plus({ days: 2 }).toISODate();
    const planned = await planMeal(cook, { recipeId: own, date: day, mealType: 'breakfast' });
    const { url } = json(await cook.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    const feed = await fetchFeed(url);
    expect(feed.events).toHaveLength(1);
    expect(feed.byUid.get(`${planned.id}@sous`)!.start.toISOString()).toBe(`${day}T08:00:00.000Z`);
    expect(feed.text).toContain(`DTSTART:${day.replaceAll('-', '')}T080000Z`);
  });

  it('rotating invalidates the old URL at once; revoking makes the feed 404', async () => {
    const cook = await signUp(server);
    const first = json(await cook.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    await fetchFeed(first.url);
    const second = json(await cook.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    expect(second.url).not.toBe(first.url);
    const gone = await request(server).get(first.url.slice(appUrl.length)).expect(404);
    expect(gone.body).toMatchObject({ message: 'Calendar feed not found' });
    await fetchFeed(second.url);

    await cook.agent.delete('/api/household/calendar-feed').expect(204);
    await request(server).get(second.url.slice(appUrl.length)).expect(404);
    expect(json(await cook.agent.get('/api/household/calendar-feed').expect(200))).toMatchObject({ active: false, createdAt: null });
    // revoking again is harmless; a new URL works again
    await cook.agent.delete('/api/household/calendar-feed').expect(204);
    const third = json(await cook.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    await fetchFeed(third.url);
  });

  it('answers 404 for unknown and malformed secrets', async () => {
    for (const secret of ['nope', 'A'.repeat(43), `${'A'.repeat(42)}!`, 'x'.repeat(400)]) {
      const res = await request(server).get(`/api/calendar/${encodeURIComponent(secret)}.ics`).expect(404);
      expect(res.body).toMatchObject({ code: 'planning.calendar-feed-not-found' });
    }
  });

  it('never shows one household\'s plans through another household\'s feed', async () => {
    const ownerFeed = json(await owner.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    const ownerPlan = await plan(owner, { date: berlinDay(1), mealType: 'dinner' });
    const other = await signUp(server);
    const theirs = await insertRecipe(testApp.app, other.user.householdId, { title: 'Their stew', servings: 2, ingredients: ['1 onion'] });
    const otherPlan = await planMeal(other, { recipeId: theirs, date: DateTime.utc().plus({ days: 1 }).toISODate() });
    const otherFeed = json(await other.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;

    const seenByOther = await fetchFeed(otherFeed.url);
    expect([...seenByOther.byUid.keys()]).toEqual([`${otherPlan.id}@sous`]);
    expect(seenByOther.text).not.toContain(ownerPlan.id);
    expect(seenByOther.text).not.toContain('Chicken and rice');
    const seenByOwner = await fetchFeed(ownerFeed.url);
    expect(seenByOwner.byUid.has(`${ownerPlan.id}@sous`)).toBe(true);
    expect(seenByOwner.text).not.toContain(otherPlan.id);
    // the other household's settings are its own
    expect(json(await other.agent.get('/api/household/calendar-feed').expect(200))).toMatchObject({ timeZone: 'UTC', dinner: '18:30' });
  });
});
