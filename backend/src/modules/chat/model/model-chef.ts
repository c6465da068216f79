import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type ChatAttachment, type ChatMessage, mediaTypeOf, uploadIdFromUrl } from '@sous/contracts';
import { ReadUploadQuery } from '../../uploads/queries/read-upload/read-upload.query.js';
import { ChefTools } from '../chef/chef-tools.js';
import type { ChefResult, ChefTurn } from '../chef/chef-turn.js';
import { readCookProfile } from '../chef/cook-profile.js';
import type { ReplyWriter } from '../chef/reply-channel.js';
import { CHAT_MODEL, type ChatModel, type ChatModelMessage, type ChatModelTool, type ChatModelToolCall } from '../domain/ports/chat-model.port.js';
import { type ChefModel, ChefModelFailed } from '../domain/ports/chef-model.port.js';
import { systemPrompt } from './system-prompt.js';
import { runTool, toolDefinitions } from './tool-catalog.js';

/** Requests per reply: tool rounds, the last of them made to answer in words. */
export const maxModelRounds = 5;
/** Earlier messages sent with each request. */
const historyLength = 20;

/**
 * The ChefModel on a ChatModel (an OpenAI-compatible endpoint, `adapters/`): streamed answers with tool calls in
 * a loop (each result fed back), the household's kitchen and the cook's diet in the system prompt,
 * images passed as image parts. Throws ChefModelFailed when the model fails before anything was
 * written or changed, so the offline chef can answer; a failure later ends the reply with a note.
 */
@Injectable()
export class ModelChef implements ChefModel {
  private readonly logger = new Logger('ModelChef');

  constructor(
    @Inject(CHAT_MODEL) private readonly model: ChatModel,
    private readonly tools: ChefTools,
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  get available(): boolean {
    return this.model.available;
  }

  async reply(turn: ChefTurn, write: ReplyWriter): Promise<ChefResult> {
    if (!this.model.available) throw new ChefModelFailed('No model is configured');
    const messages = await this.conversation(turn);
    const tools: ChatModelTool[] = toolDefinitions().map(({ function: tool }) => ({ name: tool.name, description: tool.description, parameters: tool.parameters ?? {} }));
    const changes: string[] = [];
    let recipeId: string | undefined;
    let wrote = false;
    let needsBreak = false;
    const out = (text: string) => {
      if (text === '') return;
      if (needsBreak && wrote) write('\n\n');
      needsBreak = false;
      wrote = true;
      write(text);
    };
    try {
      for (let round = 1; round <= maxModelRounds; round += 1) {
        const last = round === maxModelRounds;
        const stream = await this.model.stream({ messages, tools, toolChoice: last ? 'none' : 'auto', signal: turn.signal });
        if (round === 1) turn.answering?.();
        let text = '';
        let calls: ChatModelToolCall[] = [];
        for await (const chunk of stream) {
          if (chunk.type === 'text') {
            text += chunk.text;
            out(chunk.text);
          } else calls = chunk.calls;
        }
        if (calls.length === 0 || last) break;
        messages.push({ role: 'assistant', content: text === '' ? null : text, toolCalls: calls });
        for (const call of calls) {
          if (turn.signal.aborted) return { metadata: recipeId ? { recipeId } : null };
          const outcome = await runTool(this.tools, turn.actor, call.name, call.arguments);
          if (outcome.change) changes.push(outcome.change);
          if (outcome.recipeId) recipeId = outcome.recipeId;
          messages.push({ role: 'tool', toolCallId: call.id, content: JSON.stringify(outcome.data) });
        }
        needsBreak = text !== '';
      }
      if (!wrote && !turn.signal.aborted) {
        out(changes.length > 0 ? changes.join('\n') : "I'm not sure how to help with that. Could you say it another way?");
      }
    } catch (error) {
      if (turn.signal.aborted) return { metadata: recipeId ? { recipeId } : null };
      this.logger.warn({ err: error }, 'The model failed during a chat reply');
      if (!wrote && changes.length === 0) throw new ChefModelFailed('The model failed before answering', { cause: error });
      needsBreak = true;
      out(`_The AI chef stopped unexpectedly.${changes.length > 0 ? ` What it did: ${changes.join(' ')}` : ''}_`);
    }
    return { metadata: recipeId ? { recipeId } : null };
  }

  private async conversation(turn: ChefTurn): Promise<ChatModelMessage[]> {
    // independent reads, side by side: they are all the app's work before the model hears anything
    const [profile, items, locations, userMessage] = await Promise.all([
      readCookProfile(this.queries, turn.actor.userId),
      this.tools.foodItems(turn.actor),
      this.tools.storageLocations(turn.actor),
      this.userMessage(turn),
    ]);
    const history = turn.history.slice(-historyLength).map(toMessage);
    return [{ role: 'system', content: systemPrompt({ today: turn.today, profile, items, locations }) }, ...history, userMessage];
  }

  /**
   * The new message; images go as image parts (vision), other files are named in the text. Our
   * uploads are private to the household, so the model gets their bytes as data URLs; an image
   * that can no longer be read is named in the text instead.
   */
  private async userMessage(turn: ChefTurn): Promise<ChatModelMessage> {
    const images: string[] = [];
    const named: string[] = [];
    for (const attachment of turn.attachments) {
      const url = attachment.type === 'image' ? await this.imageUrl(turn, attachment) : null;
      if (url) images.push(url);
      else named.push(`[attached ${attachment.type}: ${attachment.name}, ${attachment.mimeType}]`);
    }
    const body = [turn.message, ...named].filter((part) => part !== '').join('\n');
    if (images.length === 0) return { role: 'user', content: body };
    return { role: 'user', content: body === '' ? 'What can you tell me about this?' : body, images };
  }

  private async imageUrl(turn: ChefTurn, attachment: ChatAttachment): Promise<string | null> {
    const id = uploadIdFromUrl(attachment.url);
    if (id === null) return attachment.url.startsWith('/') ? null : attachment.url;
    const object = await this.queries.execute(new ReadUploadQuery(turn.actor.householdId, id));
    if (!object || !object.contentType.startsWith('image/')) return null;
    return `data:${mediaTypeOf(object.contentType)};base64,${object.bytes.toString('base64')}`;
  }
}

function toMessage(message: ChatMessage): ChatModelMessage {
  if (message.role === 'user') return { role: 'user', content: message.content };
  if (message.role === 'assistant') return { role: 'assistant', content: message.content };
  return { role: 'system', content: `Note shown in the chat: ${message.content}` };
}
