import { Query } from '@nestjs/cqrs';
import type { KnowledgeIntent } from '../../intent-router/knowledge-intents.js';

/** A question the chef's authored kitchen tables answer. */
export type KitchenQuestion = Extract<KnowledgeIntent, { kind: 'storage-life' | 'freezing' | 'substitute' | 'convert' | 'convert-temperature' | 'safe-temperature' | 'doneness' | 'pairing' }>;

/**
 * Handled by chat: the offline chef's answers to kitchen questions, in its own words, joined by a
 * blank line. Asked by the capability registry so the chat model's knowledge tools state the
 * same facts as the offline chef.
 */
export class AnswerKitchenQuestionQuery extends Query<string> {
  constructor(readonly questions: readonly KitchenQuestion[]) {
    super();
  }
}
