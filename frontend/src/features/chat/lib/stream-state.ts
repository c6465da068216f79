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
  /** Other devices' replies growing, by stream id, in arrival order (the server never sends this device its own). */
  remote: Record<string, string>;
}

export type ChatStreamAction =
  | { type: 'send'; content: string; attachments: ChatAttachment[]; timestamp: string; baseline: readonly string[] }
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
  remote: {},
};

function withoutRemote(remote: Record<string, string>, streamId: string): Record<string, string> {
  if (!(streamId in remote)) return remote;
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
      };
    case 'content':
      if (state.phase === 'idle') return state;
      return { ...state, phase: 'streaming', partial: state.partial + action.content };
    case 'finishing':
      return state.phase === 'idle' ? state : { ...state, phase: 'finishing' };
    case 'reset':
      return { ...state, phase: 'idle', outgoing: null, partial: '', baseline: [] };
    case 'remote-token':
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
  const remote = Object.values(state.remote).filter((text) => text !== '');
  return {
    outgoing: savedUser ? null : state.outgoing,
    typing: state.phase === 'waiting',
    partial: savedReply || state.phase === 'idle' || state.phase === 'waiting' ? null : state.partial,
    remote,
  };
}
