import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type OpenAI from 'openai';
import { AiClient, ModelUnavailableError } from '#platform/ai/ai-client.js';
import type { ChatModel, ChatModelChunk, ChatModelMessage, ChatModelRequest, ChatModelTool, ChatModelToolCall } from '../domain/ports/chat-model.port.js';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ContentPart = OpenAI.Chat.Completions.ChatCompletionContentPart;
type Stream = AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;

/** The ChatModel of an OpenAI-compatible endpoint (platform/ai's client): streamed Chat Completions with tools. */
@Injectable()
export class OpenAiChatModel implements ChatModel {
  constructor(private readonly ai: AiClient) {}

  get available(): boolean {
    return this.ai.configured;
  }

  async stream({ messages, tools, toolChoice, signal }: ChatModelRequest): Promise<AsyncIterable<ChatModelChunk>> {
    const client = this.ai.client;
    if (!client) throw new ModelUnavailableError('No model is configured');
    const stream = await client.chat.completions.create(
      { model: this.ai.model, messages: messages.map(toWire), tools: tools.map(toolToWire), tool_choice: toolChoice, stream: true },
      { signal },
    );
    return chunksOf(stream);
  }
}

function toWire(message: ChatModelMessage): Message {
  switch (message.role) {
    case 'system':
      return message;
    case 'user': {
      if (!message.images?.length) return { role: 'user', content: message.content };
      const parts: ContentPart[] = [{ type: 'text', text: message.content }];
      for (const url of message.images) parts.push({ type: 'image_url', image_url: { url } });
      return { role: 'user', content: parts };
    }
    case 'assistant':
      return message.toolCalls?.length
        ? {
            role: 'assistant',
            content: message.content,
            tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
          }
        : { role: 'assistant', content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
}

function toolToWire({ name, description, parameters }: ChatModelTool): OpenAI.Chat.Completions.ChatCompletionFunctionTool {
  return { type: 'function', function: { name, description, parameters } };
}

/**
 * Text deltas as they come; the tool calls, which arrive in fragments by index (name and
 * arguments split across chunks), whole and in order at the end. A call without an id (some
 * local servers) gets one, unique in the conversation.
 */
async function* chunksOf(stream: Stream): AsyncGenerator<ChatModelChunk> {
  const calls = new Map<number, ChatModelToolCall>();
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta;
    if (!delta) continue;
    if (delta.content) yield { type: 'text', text: delta.content };
    for (const call of delta.tool_calls ?? []) {
      const pending = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
      if (call.id) pending.id = call.id;
      if (call.function?.name) pending.name += call.function.name;
      if (call.function?.arguments) pending.arguments += call.function.arguments;
      calls.set(call.index, pending);
    }
  }
  if (calls.size === 0) return;
  const ordered = [...calls.entries()].sort(([a], [b]) => a - b).map(([index, call]) => ({ ...call, id: call.id || `call_${randomUUID().slice(0, 8)}_${index}` }));
  yield { type: 'tool-calls', calls: ordered };
}
