import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { CookSessionEnded } from '../../events/cook-session-ended.event.js';
import { EndCookSessionCommand } from './end-cook-session.command.js';
import { EndCookSessionHandler } from './end-cook-session.handler.js';

function fakeSessions(sessions: { id: string; householdId: string }[]) {
  const published: IEvent[] = [];
  const em = {
    execute: (sql: string, params: unknown[]) => {
      if (sql !== 'delete from cook_sessions where id = ? and household_id = ? returning id') return Promise.reject(new Error(`the fake does not know: ${sql}`));
      const index = sessions.findIndex((s) => s.id === params[0] && s.householdId === params[1]);
      return Promise.resolve(index === -1 ? [] : sessions.splice(index, 1).map(({ id }) => ({ id })));
    },
  } as unknown as SqlEntityManager;
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  return { published, handler: new EndCookSessionHandler(em, bus) };
}

const cook: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'member' };

describe('EndCookSessionHandler with its ports faked', () => {
  it("ends the household's session and tells every device", async () => {
    const sessions = [{ id: randomUUID(), householdId: cook.householdId }];
    const { id } = sessions[0];
    const fake = fakeSessions(sessions);
    await fake.handler.execute(new EndCookSessionCommand(cook, id));
    expect(sessions).toEqual([]);
    expect(fake.published).toEqual([new CookSessionEnded(cook.householdId, id)]);
  });

  it("answers not found for another household's session, leaving it", async () => {
    const theirs = { id: randomUUID(), householdId: randomUUID() };
    const fake = fakeSessions([theirs]);
    await expect(fake.handler.execute(new EndCookSessionCommand(cook, theirs.id))).rejects.toBeInstanceOf(NotFoundError);
    expect(fake.published).toEqual([]);
  });
});
