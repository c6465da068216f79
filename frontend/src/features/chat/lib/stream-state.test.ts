import type { ChatMessage } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { chatStreamReducer, initialStreamState, liveView, type ChatStreamAction, type ChatStreamState } from './stream-state';

const message = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  userId: 'u1',
  role,
  content,
  timestamp: '2026-11-24T10:00:00.000Z',
  metadata: null,
  attachments: [],
});
const old = [message('m1', 'user', 'hi'), message('m2', 'assistant', 'hello')];
const run = (...actions: ChatStreamAction[]) => actions.reduce<ChatStreamState>(chatStreamReducer, initialStreamState);
const send: ChatStreamAction = { type: 'send', content: 'add chicken', attachments: [], timestamp: '2026-11-24T10:01:00.000Z', baseline: ['m1', 'm2'] };

describe('chat stream state (spec 001 §4)', () => {
  it('shows the outgoing message and typing dots until the first text', () => {
    const view = liveView(run(send), old);
    expect(view.outgoing?.content).toBe('add chicken');
    expect(view.typing).toBe(true);
    expect(view.partial).toBeNull();
  });

  it('grows the partial reply with each piece', () => {
    let state = run(send, { type: 'content', content: 'Added ' });
    expect(liveView(state, old)).toMatchObject({ typing: false, partial: 'Added ' });
    state = chatStreamReducer(state, { type: 'content', content: '2 pound chicken.' });
    expect(liveView(state, old).partial).toBe('Added 2 pound chicken.');
  });

  it('never shows a message twice when the saved ones arrive by socket before the end', () => {
    const state = run(send, { type: 'content', content: 'Added' });
    const withUser = [...old, message('m3', 'user', 'add chicken')];
    expect(liveView(state, withUser)).toMatchObject({ outgoing: null, partial: 'Added' });
    const withReply = [...withUser, message('m4', 'assistant', 'Added')];
    expect(liveView(chatStreamReducer(state, { type: 'finishing' }), withReply)).toMatchObject({ outgoing: null, partial: null });
  });

  it('keeps the finished reply on screen until the refetch, then resets', () => {
    const state = run(send, { type: 'content', content: 'Done' }, { type: 'finishing' });
    expect(liveView(state, old).partial).toBe('Done');
    expect(liveView(chatStreamReducer(state, { type: 'reset' }), old)).toEqual({ outgoing: null, typing: false, partial: null, remote: [] });
  });

  it("grows other devices' replies, also while this device is streaming its own", () => {
    let state = run({ type: 'remote-token', streamId: 'other', content: 'Hel' }, { type: 'remote-token', streamId: 'other', content: 'lo' });
    expect(liveView(state, old).remote).toEqual(['Hello']);
    // the server never sends this device its own stream, so another one shows at once beside ours
    state = chatStreamReducer(state, send);
    state = chatStreamReducer(state, { type: 'content', content: 'Mine' });
    state = chatStreamReducer(state, { type: 'remote-token', streamId: 'laptop', content: 'Theirs' });
    expect(liveView(state, old)).toMatchObject({ partial: 'Mine', remote: ['Hello', 'Theirs'] });
    state = chatStreamReducer(state, { type: 'remote-done', streamId: 'other' });
    expect(liveView(state, old).remote).toEqual(['Theirs']);
  });

  it('ignores text after a reset and empties everything when cleared', () => {
    expect(run({ type: 'content', content: 'late' })).toEqual(initialStreamState);
    const state = run({ type: 'remote-token', streamId: 'x', content: 'a' }, { type: 'cleared' });
    expect(liveView(state, []).remote).toEqual([]);
  });
});
