import type { ChatMessage } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { Chef, modelUnavailableNotice } from '../../chef/chef.js';
import type { ChefTools } from '../../chef/chef-tools.js';
import { type ChefModel, ChefModelFailed } from '../../domain/ports/chef-model.port.js';
import type { ChatStreamAudience, ChatStreamPublisher } from '../../domain/ports/chat-stream-publisher.port.js';
import { chatExchange, chefErrorReply, type NewChatMessage } from './chat-exchange.js';
import type { ChatReplyEvent } from './send-chat-message.command.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
const audience: ChatStreamAudience = { userId: 'u1', exceptSocketId: 'asking-socket' };

/** The chat table as a list, and the live copy as a list: no database, no sockets. */
function world(options: { failUserSave?: boolean } = {}) {
  const saved: ChatMessage[] = [];
  const live: { kind: 'token' | 'done'; audience: ChatStreamAudience; streamId: string; content: string; messageId?: string }[] = [];
  const save = (message: NewChatMessage) => {
    const row: ChatMessage = {
      id: `m${saved.length + 1}`,
      userId: message.userId,
      role: message.role,
      content: message.content,
      timestamp: (message.timestamp ?? new Date()).toISOString(),
      metadata: message.metadata,
      attachments: message.attachments,
    };
    saved.push(row);
    return Promise.resolve(row);
  };
  const stream: ChatStreamPublisher = {
    token: (to, streamId, content) => live.push({ kind: 'token', audience: to, streamId, content }),
    done: (to, streamId, message) => live.push({ kind: 'done', audience: to, streamId, content: message.content, messageId: message.id }),
  };
  const saveUserMessage = options.failUserSave ? () => Promise.reject(new Error('disk full')) : save;
  return { saved, live, stream, saveUserMessage, saveReply: save };
}

async function exchange(model: ChefModel, input: { message?: string; attachments?: ChatMessage['attachments']; signal?: AbortSignal }, parts = world()) {
  // the ChefModel port is faked; the offline chef behind the Chef needs no tools for a photo without words
  const chef = new Chef(model, {} as ChefTools, 0);
  const sentAt = new Date();
  const events = chatExchange(
    { chef, stream: parts.stream, saveUserMessage: parts.saveUserMessage, saveReply: parts.saveReply },
    {
      actor,
      streamId: 's1',
      message: input.message ?? '',
      attachments: input.attachments ?? [],
      history: [],
      sentAt,
      today: '2026-12-06',
      asker: { socketId: 'asking-socket', signal: input.signal ?? new AbortController().signal },
    },
  );
  const read: ChatReplyEvent[] = [];
  let failure: unknown = null;
  try {
    for await (const event of events) read.push(event);
  } catch (error) {
    failure = error;
  }
  const text = read.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
  const savedEvent = read.find((event) => event.type === 'saved');
  return { ...parts, read, text, sentAt, failure, savedEvent: savedEvent?.type === 'saved' ? savedEvent.messages : null };
}

const answering = (pieces: string[], delayMs = 0): ChefModel => ({
  available: true,
  reply: async (turn, write) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    turn.answering?.();
    for (const piece of pieces) write(piece);
    return { metadata: null };
  },
});

describe('chatExchange', () => {
  it("hands the reader the reply's text then the saved messages, and sends the live copy to every device but the asking one", async () => {
    const result = await exchange(answering(['Try ', 'a risotto.']), { message: 'dinner ideas?' });
    expect(result.failure).toBeNull();
    expect(result.text).toBe('Try a risotto.');
    expect(result.read.at(-1)).toEqual({ type: 'saved', messages: result.saved });
    expect(result.saved).toMatchObject([
      { role: 'user', content: 'dinner ideas?' },
      { role: 'assistant', content: 'Try a risotto.' },
    ]);
    // the batches and the done leave the asking socket out, and the done carries the saved reply
    expect(result.live).toEqual([
      { kind: 'token', audience, streamId: 's1', content: 'Try a risotto.' },
      { kind: 'done', audience, streamId: 's1', content: 'Try a risotto.', messageId: result.saved[1].id },
    ]);
  });

  it('saves nothing before the model is answering, and the user message keeps the time it was sent', async () => {
    const parts = world();
    const seen: number[] = [];
    const model: ChefModel = {
      available: true,
      reply: async (turn, write) => {
        seen.push(parts.saved.length);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(parts.saved.length);
        turn.answering?.();
        write('Soup.');
        return { metadata: null };
      },
    };
    const result = await exchange(model, { message: 'lunch?' }, parts);
    expect(seen).toEqual([0, 0]);
    const [user, reply] = result.saved;
    expect(user.timestamp).toBe(result.sentAt.toISOString());
    expect(Date.parse(reply.timestamp)).toBeGreaterThanOrEqual(result.sentAt.getTime() + 20);
  });

  it('saves the user message even when the model never says it is answering', async () => {
    const model: ChefModel = {
      available: true,
      reply: (_turn, write) => {
        write('Hello.');
        return Promise.resolve({ metadata: null });
      },
    };
    const result = await exchange(model, { message: 'hi' });
    expect(result.saved.map((message) => message.role)).toEqual(['user', 'assistant']);
  });

  it('answers offline, with the notice, when the model fails before answering', async () => {
    const model: ChefModel = { available: true, reply: () => Promise.reject(new ChefModelFailed('down')) };
    const photo = { type: 'image' as const, url: 'https://example.test/fridge.jpg', name: 'fridge.jpg', size: 10, mimeType: 'image/jpeg' };
    const result = await exchange(model, { attachments: [photo] });
    expect(result.text.startsWith(modelUnavailableNotice)).toBe(true);
    expect(result.saved[1].content).toBe(result.text);
  });

  it('keeps what was written when the asking device leaves, and tells the other devices', async () => {
    const leaving = new AbortController();
    const model: ChefModel = {
      available: true,
      reply: (turn, write) => {
        turn.answering?.();
        write('First part.');
        leaving.abort();
        write(' Never seen.');
        return Promise.resolve({ metadata: null });
      },
    };
    const result = await exchange(model, { message: 'help', signal: leaving.signal });
    expect(result.saved[1]).toMatchObject({ role: 'assistant', content: 'First part.', metadata: null });
    expect(result.live.at(-1)).toMatchObject({ kind: 'done', messageId: result.saved[1].id });
  });

  it('saves no reply and sends nothing live when the device left before any text', async () => {
    const leaving = new AbortController();
    leaving.abort();
    const result = await exchange(answering(['Too late.']), { message: 'hi', signal: leaving.signal });
    expect(result.saved.map((message) => message.role)).toEqual(['user']);
    expect(result.live).toEqual([]);
  });

  it('says something went wrong and fails the stream when the user message cannot be saved, sending nothing live', async () => {
    const result = await exchange(answering(['Soup.']), { message: 'lunch?' }, world({ failUserSave: true }));
    expect(result.failure).toEqual(new Error('disk full'));
    expect(result.text.endsWith(chefErrorReply)).toBe(true);
    expect(result.savedEvent).toBeNull();
    expect(result.live).toEqual([]);
  });
});
