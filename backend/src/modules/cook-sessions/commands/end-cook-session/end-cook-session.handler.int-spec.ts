import { randomUUID } from 'node:crypto';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { insertCookSession, insertHousehold, insertRecipe, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { CookSessionEnded } from '../../events/cook-session-ended.event.js';
import { EndCookSessionCommand } from './end-cook-session.command.js';
import { EndCookSessionHandler } from './end-cook-session.handler.js';

const db = useTestDatabase();

/** Two households each cooking; the handler on the test's transaction. */
async function kitchens() {
  const { em } = db;
  const [mine, theirs] = [await insertHousehold(em), await insertHousehold(em)];
  const sessions = {
    mine: await insertCookSession(em, mine.householdId, (await insertRecipe(em, mine.householdId)).id),
    theirs: await insertCookSession(em, theirs.householdId, (await insertRecipe(em, theirs.householdId)).id),
  };
  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const cook: Actor = { userId: mine.userId, householdId: mine.householdId, role: 'member' };
  return { cook, sessions, published, handler: new EndCookSessionHandler(em, bus) };
}

describe('EndCookSessionHandler on the database', () => {
  it("ends the household's session and tells every device", async () => {
    const { cook, sessions, published, handler } = await kitchens();
    await handler.execute(new EndCookSessionCommand(cook, sessions.mine.id));
    expect(await rowById(db.em, 'cook_sessions', sessions.mine.id)).toBeNull();
    expect(published).toEqual([new CookSessionEnded(cook.householdId, sessions.mine.id)]);
  });

  it("answers not found for another household's session or an ended one, leaving the rows", async () => {
    const { cook, sessions, published, handler } = await kitchens();
    await expect(handler.execute(new EndCookSessionCommand(cook, sessions.theirs.id))).rejects.toBeInstanceOf(NotFoundError);
    await expect(handler.execute(new EndCookSessionCommand(cook, randomUUID()))).rejects.toBeInstanceOf(NotFoundError);
    expect(await rowById(db.em, 'cook_sessions', sessions.theirs.id)).not.toBeNull();
    expect(await rowById(db.em, 'cook_sessions', sessions.mine.id)).not.toBeNull();
    expect(published).toEqual([]);
  });
});
