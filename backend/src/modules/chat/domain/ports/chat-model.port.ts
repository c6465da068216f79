/**
 * A language model that chats with tools, in the chat's own words (an OpenAI-compatible endpoint
 * today, `adapters/openai-chat.model.ts`, which maps these to its wire format). The ModelChef runs
 * the conversation on it; a test fakes it. Injected with `@Inject(CHAT_MODEL)`.
 */
export interface ChatModel {
  /** An endpoint is configured; without one nothing is ever asked. */
  readonly available: boolean;
  /**
   * Asks for a streamed answer. Resolves once the model is answering (its stream has begun), with
   * the answer's pieces: text as it comes, then the tool calls it asked for, if any, once, at the
   * end. Rejects (or the iteration throws) when the model fails or `signal` aborts.
   */
  stream(request: ChatModelRequest): Promise<AsyncIterable<ChatModelChunk>>;
}

export const CHAT_MODEL = Symbol('ChatModel');

export interface ChatModelRequest {
  messages: ChatModelMessage[];
  tools: ChatModelTool[];
  /** 'none' makes the model answer in words. */
  toolChoice: 'auto' | 'none';
  signal: AbortSignal;
}

export type ChatModelMessage =
  | { role: 'system'; content: string }
  /** `images`: addresses (https or data URLs) the model looks at with the text. */
  | { role: 'user'; content: string; images?: string[] }
  | { role: 'assistant'; content: string | null; toolCalls?: ChatModelToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A tool the model may call: its arguments are described by a JSON Schema. */
export interface ChatModelTool {
  name: string;
  description?: string;
  parameters: Record<string, unknown>;
}

export interface ChatModelToolCall {
  /** Unique within the conversation; the tool's result answers it by this id. */
  id: string;
  name: string;
  /** JSON text, as the model wrote it (it may not parse). */
  arguments: string;
}

export type ChatModelChunk = { type: 'text'; text: string } | { type: 'tool-calls'; calls: ChatModelToolCall[] };
