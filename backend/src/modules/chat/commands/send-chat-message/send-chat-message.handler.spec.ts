import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent, QueryBus } from '@nestjs/cqrs';
import { sendChatMessageBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { Chef, modelUnavailableNotice } from '../../chef/chef.js';
import type { ChefTools } from '../../chef/chef-tools.js';
import type { ChatReplyChannel } from '../../chef/reply-channel.js';
import { type ChefModel, ChefModelFailed } from '../../domain/ports/chef-model.port.js';
import { ChatMessageSaved, ChatReplyFinished } from '../../events/chat.events.js';
import { SendChatMessageCommand } from './send-chat-message.command.js';
import { SendChatMessageHandler } from './send-chat-message.handler.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };

/** An empty chat table that keeps what is saved into it and reads it back as the SQL would. */
function fakeDb(rows = new Map<string, Record<string, unknown>>()) {
  let next = 0;
  const em = {
    fork: () => em,
    create: (_entity: unknown, data: Record<string, unknown>) => {
      next += 1;
      const row = { ...data, id: `m${next}` };
      rows.set(row.id, row);
      return row;
    },
    flush: () => Promise.resolve(),
    execute: (sql: string, params: unknown[]) => {
      if (!sql.includes('cm.id = ?')) return Promise.resolve([]);
      const row = rows.get(params[0] as string);
      return Promise.resolve(row ? [{ ...row, user_id: row.userId }] : []);
    },
  } as unknown as SqlEntityManager;
  return em;
}

/** The asking device's stream. */
function channel() {
  const written: string[] = [];
  const reply: ChatReplyChannel = { open: () => undefined, write: (text) => written.push(text), signal: new AbortController().signal };
  return { reply, written };
}

async function exchange(model: ChefModel, body: unknown, rows?: Map<string, Record<string, unknown>>) {
  const published: IEvent[] = [];
  const events = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  // the ChefModel port is faked; the offline chef behind the Chef needs no tools for a photo without words
  const handler = new SendChatMessageHandler(fakeDb(rows), events, {} as QueryBus, new Chef(model, {} as ChefTools, 0));
  const { reply, written } = channel();
  const result = await handler.execute(new SendChatMessageCommand(actor, sendChatMessageBody.parse(body), reply));
  return { result, written: written.join(''), published };
}

describe('SendChatMessageHandler with a faked ChefModel', () => {
  it("streams the model's reply, saves it, and announces the saved reply whole", async () => {
    const model: ChefModel = {
      available: true,
      reply: (_turn, write) => {
        write('Try ');
        write('a risotto.');
        return Promise.resolve({ metadata: null });
      },
    };
    const { result, written, published } = await exchange(model, { message: 'dinner ideas?' });
    expect(written).toBe('Try a risotto.');
    expect(result.userMessage).toMatchObject({ role: 'user', content: 'dinner ideas?' });
    expect(result.assistantMessage).toMatchObject({ role: 'assistant', content: 'Try a risotto.' });
    // other devices replace their streamed text with this message, without refetching
    const finished = published.find((event) => event instanceof ChatReplyFinished);
    expect(finished).toEqual(new ChatReplyFinished(result.streamId, result.assistantMessage!));
    expect(published.filter((event) => event instanceof ChatMessageSaved).map((event) => event.message)).toEqual([result.userMessage, result.assistantMessage]);
  });

  it("writes nothing before the model is answering (issue 18: the first token waits for the model only), and keeps the message's sent time", async () => {
    const rows = new Map<string, Record<string, unknown>>();
    const seen: number[] = [];
    const before = Date.now();
    const model: ChefModel = {
      available: true,
      reply: async (turn, write) => {
        seen.push(rows.size);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(rows.size);
        turn.answering?.();
        write('Soup.');
        return { metadata: null };
      },
    };
    const { result } = await exchange(model, { message: 'lunch?' }, rows);
    expect(seen).toEqual([0, 0]);
    expect(result.userMessage).toMatchObject({ role: 'user', content: 'lunch?' });
    const sent = Date.parse(result.userMessage.timestamp);
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThan(before + 20);
    expect(Date.parse(result.assistantMessage!.timestamp)).toBeGreaterThanOrEqual(sent + 20);
  });

  it('saves the user message even when the model answers without ever saying it is answering', async () => {
    const model: ChefModel = {
      available: true,
      reply: (_turn, write) => {
        write('Hello.');
        return Promise.resolve({ metadata: null });
      },
    };
    const { result, published } = await exchange(model, { message: 'hi' });
    expect(result.userMessage).toMatchObject({ role: 'user', content: 'hi' });
    expect(published.filter((event) => event instanceof ChatMessageSaved)).toHaveLength(2);
  });

  it('answers offline, with the notice, when the model fails before answering', async () => {
    const model: ChefModel = { available: true, reply: () => Promise.reject(new ChefModelFailed('down')) };
    const photo = { type: 'image', url: 'https://example.test/fridge.jpg', name: 'fridge.jpg', size: 10, mimeType: 'image/jpeg' };
    const { result, written } = await exchange(model, { attachments: [photo] });
    expect(written.startsWith(modelUnavailableNotice)).toBe(true);
    expect(result.assistantMessage?.content).toBe(written);
  });
});
