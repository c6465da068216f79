import type { ChatAttachment, ChatMessage } from '@sous/contracts';

/**
 * The live part of the chat screen (spec 001 §4): this device's exchange in flight, and the replies
 * other devices of the same user are streaming (socket `chat:token`).
 *
 * phase: idle → waiting (typing dots, until the first text) → streaming (the partial reply grows)
 * → finishing (the end marker came; the saved messages are going into the history) → idle.
 */
export interface ChatStreamState {
  phase: 'idle' | 'waiting' | 'streaming' | 'finishing';
  /** The message being sent, shown until the saved one arrives. */
  outgoing: { content: string; attachments: ChatAttachment[]; timestamp: string } | null;
  partial: string;
  /** Ids of the messages known when sending: anything newer is this exchange's saved message. */
  baseline: readonly string[];
  /** This device's stream, once the server named it; its socket echo is ignored. */
  ownStreamId: string | null;
  /** Other devices' replies growing, by stream id, in arrival order. */
  remote: Record<string, string>;
}

export type ChatStreamAction =
  | { type: 'send'; content: string; attachments: ChatAttachment[]; timestamp: string; baseline: readonly string[] }
  | { type: 'opened'; streamId: string | null }
  | { type: 'content'; content: string }
  | { type: 'finishing' }
  | { type: 'reset' }
  | { type: 'remote-token'; streamId: string; content: string }
  | { type: 'remote-done'; streamId: string }
  | { type: 'cleared' };

export const initialStreamState: ChatStreamState = {
  phase: 'idle',
  outgoing: null,
  partial: '',
  baseline: [],
  ownStreamId: null,
  remote: {},
};

function withoutRemote(remote: Record<string, string>, streamId: string | null): Record<string, string> {
  if (streamId === null || !(streamId in remote)) return remote;
  const next = { ...remote };
  delete next[streamId];
  return next;
}

export function chatStreamReducer(state: ChatStreamState, action: ChatStreamAction): ChatStreamState {
  switch (action.type) {
    case 'send':
      return {
        ...state,
        phase: 'waiting',
        outgoing: { content: action.content, attachments: action.attachments, timestamp: action.timestamp },
        partial: '',
        baseline: action.baseline,
        ownStreamId: null,
      };
    case 'opened':
      // Tokens of our own stream may have come over the socket before the response did.
      return { ...state, ownStreamId: action.streamId, remote: withoutRemote(state.remote, action.streamId) };
    case 'content':
      if (state.phase === 'idle') return state;
      return { ...state, phase: 'streaming', partial: state.partial + action.content };
    case 'finishing':
      return state.phase === 'idle' ? state : { ...state, phase: 'finishing' };
    case 'reset':
      return { ...state, phase: 'idle', outgoing: null, partial: '', baseline: [], ownStreamId: null };
    case 'remote-token':
      if (action.streamId === state.ownStreamId) return state;
      return { ...state, remote: { ...state.remote, [action.streamId]: (state.remote[action.streamId] ?? '') + action.content } };
    case 'remote-done':
      return { ...state, remote: withoutRemote(state.remote, action.streamId) };
    case 'cleared':
      return { ...state, remote: {}, outgoing: null, partial: '', baseline: [] };
  }
}

/** What the message list shows besides the saved history. */
export interface LiveView {
  /** The outgoing message, until the saved one is in the history. */
  outgoing: ChatStreamState['outgoing'];
  typing: boolean;
  /** This device's partial reply, until the saved one is in the history. */
  partial: string | null;
  /** Other devices' partial replies. */
  remote: string[];
}

/**
 * Merges the live state with the history without showing anything twice: the socket may deliver
 * this exchange's saved messages (`chat-message:created`) before the stream ends.
 */
export function liveView(state: ChatStreamState, history: readonly ChatMessage[]): LiveView {
  const known = new Set(state.baseline);
  const fresh = state.phase === 'idle' ? [] : history.filter((message) => !known.has(message.id));
  const savedUser = fresh.some((message) => message.role === 'user');
  const savedReply = fresh.some((message) => message.role === 'assistant');
  // While our stream is unnamed, a remote stream could be our own echo: hold it back.
  const remote = state.phase !== 'idle' && state.ownStreamId === null ? [] : Object.values(state.remote).filter((text) => text !== '');
  return {
    outgoing: savedUser ? null : state.outgoing,
    typing: state.phase === 'waiting',
    partial: savedReply || state.phase === 'idle' || state.phase === 'waiting' ? null : state.partial,
    remote,
  };
}
