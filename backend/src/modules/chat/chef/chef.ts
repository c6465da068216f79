import { Inject, Injectable, Logger } from '@nestjs/common';
import { CHEF_MODEL, type ChefModel, ChefModelFailed } from '../domain/ports/chef-model.port.js';
import { IntentRouter, type Pending } from '../intent-router/intent-router.js';
import { ChefTools } from './chef-tools.js';
import type { ChefResult, ChefTurn } from './chef-turn.js';
import type { ReplyWriter } from './reply-channel.js';
import { streamWords } from './word-stream.js';

/** Milliseconds between the word groups of an offline reply, so it streams like a model's. */
export const CHAT_PACING_MS = Symbol('CHAT_PACING_MS');
export const defaultChatPacingMs = 15;

export const modelUnavailableNotice = 'The AI chef is unavailable right now, so the offline chef is answering.\n\n';

/**
 * Answers a chat message: with the configured model when there is one, otherwise (or when the
 * model fails before answering) with the offline chef, whose finished reply is streamed a few
 * words at a time.
 */
@Injectable()
export class Chef {
  private readonly logger = new Logger('Chef');
  private readonly offline: IntentRouter;

  constructor(
    @Inject(CHEF_MODEL) private readonly model: ChefModel,
    tools: ChefTools,
    @Inject(CHAT_PACING_MS) private readonly pacingMs: number,
  ) {
    this.offline = new IntentRouter(tools);
  }

  async reply(turn: ChefTurn, write: ReplyWriter): Promise<ChefResult> {
    if (this.model.available) {
      try {
        return await this.model.reply(turn, write);
      } catch (error) {
        if (!(error instanceof ChefModelFailed)) throw error;
        this.logger.warn({ err: error.cause ?? error }, 'The model could not answer; the offline chef answers');
        return this.answerOffline(turn, write, modelUnavailableNotice);
      }
    }
    return this.answerOffline(turn, write, '');
  }

  private async answerOffline(turn: ChefTurn, write: ReplyWriter, prefix: string): Promise<ChefResult> {
    if (turn.message === '') {
      const files = turn.attachments.length === 1 ? 'a file' : `${turn.attachments.length} files`;
      const text = `${prefix}Thanks, I've kept the ${files} in our chat. Without an AI model I can't look inside attachments, so tell me in words what you'd like to do, for example "add 2 pounds of chicken to my fridge".`;
      await streamWords(text, write, turn.signal, this.pacingMs);
      return { metadata: null };
    }
    const answer = await this.offline.answer({ actor: turn.actor, text: turn.message, today: turn.today, pending: pendingOf(turn), attachments: turn.attachments });
    await streamWords(prefix + answer.text, write, turn.signal, this.pacingMs);
    return { metadata: answer.metadata };
  }
}

/** The question the chef's last reply asked, if the conversation ends with one. */
function pendingOf(turn: ChefTurn): Pending | null {
  const last = turn.history.at(-1);
  if (!last || last.role !== 'assistant' || !last.metadata) return null;
  try {
    const parsed = JSON.parse(last.metadata) as { pending?: unknown };
    const pending = parsed.pending as Pending | undefined;
    return pending && typeof pending === 'object' && typeof pending.kind === 'string' ? pending : null;
  } catch {
    return null;
  }
}
