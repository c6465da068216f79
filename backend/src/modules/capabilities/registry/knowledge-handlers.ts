import {
  convertMeasureCapability,
  convertTemperatureCapability,
  foodPairingsCapability,
  freezingAdviceCapability,
  ingredientSubstitutesCapability,
  lookUpCookingTermCapability,
  safeTemperatureCapability,
  storageLifeCapability,
} from '@sous/contracts';
import { AnswerKitchenQuestionQuery, type KitchenQuestion } from '../../chat/queries/answer-kitchen-question/answer-kitchen-question.query.js';
import { LookUpCookingTermQuery } from '../../cooking-terms/queries/look-up-cooking-term/look-up-cooking-term.query.js';
import { type CapabilityContext, handle } from './capability-handler.js';

/** The chef's authored answer, in the offline chef's own words, so both paths state the same facts. */
const answer = async (context: CapabilityContext, ...questions: KitchenQuestion[]) => {
  const text = await context.queries.execute(new AnswerKitchenQuestionQuery(questions));
  return { text, data: { answer: text } };
};

export const knowledgeHandlers = [
  handle(storageLifeCapability, (context, { food, place, state }) => answer(context, { kind: 'storage-life', food, place: place ?? null, state: state ?? null })),
  handle(freezingAdviceCapability, (context, { food }) => answer(context, { kind: 'freezing', food, refreeze: true })),
  handle(ingredientSubstitutesCapability, (context, { ingredient }) => answer(context, { kind: 'substitute', ingredient })),
  handle(convertMeasureCapability, (context, { quantity, from, to, ingredient }) => answer(context, { kind: 'convert', quantity, from, to, ingredient: ingredient ?? null })),
  handle(convertTemperatureCapability, (context, { value, from }) => answer(context, { kind: 'convert-temperature', value, from })),
  handle(safeTemperatureCapability, (context, { food }) => answer(context, { kind: 'safe-temperature', food }, { kind: 'doneness', food })),
  handle(foodPairingsCapability, (context, { food }) => answer(context, { kind: 'pairing', food })),
  handle(lookUpCookingTermCapability, async (context, { term }) => {
    const found = await context.queries.execute(new LookUpCookingTermQuery(term));
    if (found === null) return { text: `No glossary entry for "${term}".`, data: { found: false } };
    return { text: `${found.term}: ${found.shortDefinition}`, data: { found: true, ...found } };
  }),
];
