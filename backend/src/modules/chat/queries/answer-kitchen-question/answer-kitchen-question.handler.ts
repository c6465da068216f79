import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  convertAnswer,
  donenessAnswer,
  freezingAnswer,
  pairingAnswer,
  safeTemperatureAnswer,
  storageAnswer,
  substituteAnswer,
  temperatureAnswer,
} from '../../intent-router/knowledge-answers.js';
import { AnswerKitchenQuestionQuery, type KitchenQuestion } from './answer-kitchen-question.query.js';

function answerOf(question: KitchenQuestion): string {
  switch (question.kind) {
    case 'storage-life':
      return storageAnswer(question);
    case 'freezing':
      return freezingAnswer(question);
    case 'substitute':
      return substituteAnswer(question);
    case 'convert':
      return convertAnswer(question);
    case 'convert-temperature':
      return temperatureAnswer(question);
    case 'safe-temperature':
      return safeTemperatureAnswer(question);
    case 'doneness':
      return donenessAnswer(question);
    case 'pairing':
      return pairingAnswer(question);
  }
}

/** Pure lookups in authored tables: no database, no household. */
@QueryHandler(AnswerKitchenQuestionQuery)
export class AnswerKitchenQuestionHandler implements IQueryHandler<AnswerKitchenQuestionQuery> {
  execute({ questions }: AnswerKitchenQuestionQuery): Promise<string> {
    return Promise.resolve(questions.map(answerOf).join('\n\n'));
  }
}
