/**
 * A learnt second opinion on "is this outside the kitchen?" (issue 31), for the questions the
 * chef's readers found nothing for: naive Bayes over word stems and pairs of neighbouring stems,
 * trained by `bench/train-off-topic.mjs` on the tuned two thirds of the blind question sets
 * (`bench/questions/`), never on their held-out thirds. The rules in classify.ts stay the first
 * word; this model generalises from their examples to wordings nobody wrote a rule for ("what's
 * mcdonald's share price" shares "share price" with the stock questions, not "mcdonald's" with a
 * rule).
 */
import { stem } from './normalise.js';
import { OFF_TOPIC_WEIGHTS } from './off-topic-weights.js';

/** The features the model reads from a normalised question: stems, and each pair of neighbouring stems. */
export function offTopicFeatures(normalised: string): string[] {
  const stems = normalised
    .split(/[^a-z0-9']+/)
    .map((word) => stem(word))
    .filter((word) => word !== '');
  const features = new Set(stems);
  for (let at = 0; at + 1 < stems.length; at++) features.add(`${stems[at]} ${stems[at + 1]}`);
  return [...features];
}

/**
 * Log-odds that a normalised question is off-topic: the trained bias plus each known feature's
 * log-likelihood ratio (features never seen in training say nothing).
 */
export function offTopicLogOdds(normalised: string): number {
  const { bias, weights } = OFF_TOPIC_WEIGHTS;
  let score = bias;
  for (const feature of offTopicFeatures(normalised)) score += weights[feature] ?? 0;
  return score;
}

/** The model's probability that a normalised question is off-topic. */
export function offTopicProbability(normalised: string): number {
  return 1 / (1 + Math.exp(-offTopicLogOdds(normalised)));
}
