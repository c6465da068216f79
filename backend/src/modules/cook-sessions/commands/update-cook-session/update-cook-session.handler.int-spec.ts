import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import type { CookSessionStep, CookTimer } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import { insertCookSession, insertHousehold, insertRecipe, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase, withStatementHook } from '../../../../../test/support/test-database.js';
import { CookSessionChanged } from '../../events/cook-session-changed.event.js';
import { UpdateCookSessionCommand } from './update-cook-session.command.js';
import { UpdateCookSessionHandler } from './update-cook-session.handler.js';

const db = useTestDatabase();

const step = (text: string, timers: CookSessionStep['timers'] = []): CookSessionStep => ({ index: 0, section: null, text, timers, ingredients: [] });
const simmer: CookTimer = { id: '1.0', step: 1, label: 'Simmer', seconds: 1200, state: 'idle', remainingSeconds: 1200, endsAt: null };
const now = Date.parse('2026-12-06T10:00:00.000Z');

interface StoredSession {
  step: number;
  version: number;
  timers: CookTimer[];
}

/** The household cooking soup (step 0 of 2, one idle timer), another household cooking too. */
async function kitchens(em: SqlEntityManager = db.em) {
  const [mine, theirs] = [await insertHousehold(db.em), await insertHousehold(db.em)];
  const soup = { steps: [step('Chop.'), step('Simmer 20 minutes.')], timers: [simmer], recipe_title: 'Soup' };
  const session = await insertCookSession(db.em, mine.householdId, (await insertRecipe(db.em, mine.householdId)).id, soup);
  const theirSession = await insertCookSession(db.em, theirs.householdId, (await insertRecipe(db.em, theirs.householdId)).id, soup);
  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const cook: Actor = { userId: mine.userId, householdId: mine.householdId, role: 'member' };
  const stored = async (id = session.id) => (await rowById<StoredSession & Record<string, unknown>>(db.em, 'cook_sessions', id))!;
  return { cook, session, theirSession, published, stored, handler: new UpdateCookSessionHandler(em, bus) };
}

describe('UpdateCookSessionHandler on the database', () => {
  it('moves the step and starts the timer on the server clock, stores it with the next version, then tells the household', async () => {
    const { cook, session, published, stored, handler } = await kitchens();
    const updated = await handler.execute(new UpdateCookSessionCommand(cook, session.id, { step: 1, timers: [{ id: '1.0', action: 'start' }], version: 1 }, now));

    const running = { ...simmer, state: 'running', endsAt: '2026-12-06T10:20:00.000Z' };
    expect(updated).toMatchObject({ step: 1, version: 2, timers: [running] });
    expect(await stored()).toMatchObject({ step: 1, version: 2, timers: [running] });
    expect(published).toEqual([new CookSessionChanged(cook.householdId, updated)]);
  });

  it('refuses a stale version with the current session, changing nothing', async () => {
    const { cook, session, published, stored, handler } = await kitchens();
    await handler.execute(new UpdateCookSessionCommand(cook, session.id, { step: 1 }, now));
    published.length = 0;
    const error = await handler.execute(new UpdateCookSessionCommand(cook, session.id, { step: 0, version: 1 }, now)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'cook-sessions.stale-version', details: { current: { step: 1, version: 2 } } });
    expect(await stored()).toMatchObject({ step: 1, version: 2 });
    expect(published).toEqual([]);
  });

  it('answers a write that lost to another device between its read and its write as stale too', async () => {
    // the other device's write lands right after the handler's read: its first statement
    let racedId = '';
    const racing = withStatementHook(db.em, async (statement, em) => {
      if (statement === 2) await em.execute('update cook_sessions set step = 1, version = version + 1 where id = ?', [racedId]);
    });
    const { cook, session, published, handler } = await kitchens(racing);
    racedId = session.id;
    const error = await handler.execute(new UpdateCookSessionCommand(cook, session.id, { step: 0, timers: [{ id: '1.0', action: 'start' }] }, now)).catch((e: unknown) => e);

    // the session as the other device left it; the stored row is not asserted: the other write ran
    // inside the handler's unit of work (one session here), so its rollback took that write too
    expect(error).toMatchObject({ code: 'cook-sessions.stale-version', details: { current: { step: 1, version: 2, timers: [simmer] } } });
    expect(published).toEqual([]);
  });

  it('names the field of a step past the end and of an unknown timer, storing nothing', async () => {
    const { cook, session, stored, handler } = await kitchens();
    await expect(handler.execute(new UpdateCookSessionCommand(cook, session.id, { step: 2 }, now))).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'step: must be less than 2, the number of steps',
    });
    await expect(
      handler.execute(new UpdateCookSessionCommand(cook, session.id, { timers: [{ id: '1.0', action: 'start' }, { id: '0.4', action: 'pause' }] }, now)),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'timers.1.id: must be a timer of this session' });
    expect(await stored()).toMatchObject({ step: 0, version: 1, timers: [simmer] });
  });

  it("answers not found for another household's session, leaving it", async () => {
    const { cook, theirSession, stored, handler } = await kitchens();
    await expect(handler.execute(new UpdateCookSessionCommand(cook, theirSession.id, { step: 1 }, now))).rejects.toBeInstanceOf(NotFoundError);
    expect(await stored(theirSession.id)).toMatchObject({ step: 0, version: 1 });
  });
});
