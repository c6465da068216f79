import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import type { CookSessionStep, CookTimer } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import { CookSessionChanged } from '../../events/cook-session-changed.event.js';
import { UpdateCookSessionCommand } from './update-cook-session.command.js';
import { UpdateCookSessionHandler } from './update-cook-session.handler.js';

interface Row {
  id: string;
  household_id: string;
  step: number;
  steps: CookSessionStep[];
  timers: CookTimer[];
  version: number;
}

const step = (text: string, timers: CookSessionStep['timers'] = []): CookSessionStep => ({ index: 0, section: null, text, timers, ingredients: [] });
const simmer: CookTimer = { id: '1.0', step: 1, label: 'Simmer', seconds: 1200, state: 'idle', remainingSeconds: 1200, endsAt: null };

/** Cook sessions in memory, read and written through the two statements the handler sends. */
function fakeSessions(rows: Row[], { changeBeforeWrite = false } = {}) {
  const published: IEvent[] = [];
  const full = (row: Row) => ({ ...row, recipe_id: randomUUID(), meal_plan_id: null, user_id: null, recipe_title: 'Soup', servings: 2, recipe_servings: 4, created_at: new Date(), updated_at: new Date() });
  const em = {
    execute: (sql: string, params: unknown[]) => {
      if (sql.trim().startsWith('select')) {
        return Promise.resolve(rows.filter((r) => r.id === params[0] && r.household_id === params[1]).map(full));
      }
      if (sql.trim().startsWith('update cook_sessions')) {
        const [stepTo, timers, id, householdId, version] = params as [number, string, string, string, number];
        const row = rows.find((r) => r.id === id && r.household_id === householdId);
        if (row && changeBeforeWrite) row.version += 1;
        if (!row || row.version !== version) return Promise.resolve([]);
        Object.assign(row, { step: stepTo, timers: JSON.parse(timers) as CookTimer[], version: row.version + 1 });
        return Promise.resolve([{ id }]);
      }
      return Promise.reject(new Error(`the fake does not know: ${sql}`));
    },
    transactional: <T>(work: () => Promise<T>): Promise<T> => work(),
  } as unknown as SqlEntityManager;
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  return { published, handler: new UpdateCookSessionHandler(em, bus) };
}

const cook: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'member' };
const now = Date.parse('2026-12-06T10:00:00.000Z');

function session(changes: Partial<Row> = {}): Row {
  return { id: randomUUID(), household_id: cook.householdId, step: 0, steps: [step('Chop.'), step('Simmer 20 minutes.')], timers: [simmer], version: 1, ...changes };
}

describe('UpdateCookSessionHandler with its ports faked', () => {
  it('moves the step and starts the timer on the server clock, then tells the household', async () => {
    const row = session();
    const fake = fakeSessions([row]);
    const updated = await fake.handler.execute(new UpdateCookSessionCommand(cook, row.id, { step: 1, timers: [{ id: '1.0', action: 'start' }], version: 1 }, now));

    expect(updated).toMatchObject({ step: 1, version: 2 });
    expect(updated.timers).toEqual([{ ...simmer, state: 'running', endsAt: '2026-12-06T10:20:00.000Z' }]);
    expect(fake.published).toEqual([new CookSessionChanged(cook.householdId, updated)]);
  });

  it('refuses a stale version with the current session, changing nothing', async () => {
    const row = session({ version: 3, step: 1 });
    const fake = fakeSessions([row]);
    const error = await fake.handler.execute(new UpdateCookSessionCommand(cook, row.id, { step: 0, version: 2 }, now)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'cook-sessions.stale-version', details: { current: { step: 1, version: 3 } } });
    expect(row).toMatchObject({ step: 1, version: 3 });
    expect(fake.published).toEqual([]);
  });

  it('answers a write that lost to another device in between as stale too', async () => {
    const row = session();
    const fake = fakeSessions([row], { changeBeforeWrite: true });
    const error = await fake.handler.execute(new UpdateCookSessionCommand(cook, row.id, { step: 1 }, now)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'cook-sessions.stale-version' });
    expect(fake.published).toEqual([]);
  });

  it('names the field of a step past the end and of an unknown timer', async () => {
    const row = session();
    const fake = fakeSessions([row]);
    await expect(fake.handler.execute(new UpdateCookSessionCommand(cook, row.id, { step: 2 }, now))).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'step: must be less than 2, the number of steps',
    });
    await expect(
      fake.handler.execute(new UpdateCookSessionCommand(cook, row.id, { timers: [{ id: '1.0', action: 'start' }, { id: '0.4', action: 'pause' }] }, now)),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'timers.1.id: must be a timer of this session' });
    expect(row).toMatchObject({ step: 0, version: 1, timers: [simmer] });
  });

  it("answers not found for another household's session", async () => {
    const theirs = session({ household_id: randomUUID() });
    const fake = fakeSessions([theirs]);
    await expect(fake.handler.execute(new UpdateCookSessionCommand(cook, theirs.id, { step: 1 }, now))).rejects.toBeInstanceOf(NotFoundError);
    expect(theirs.step).toBe(0);
  });
});
