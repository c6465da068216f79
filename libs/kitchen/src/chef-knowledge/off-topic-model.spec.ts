import { normaliseQuestion } from './normalise.js';
import { offTopicFeatures, offTopicLogOdds, offTopicProbability } from './off-topic-model.js';
import { OFF_TOPIC_WEIGHTS } from './off-topic-weights.js';

const probability = (text: string) => offTopicProbability(normaliseQuestion(text));

describe('the learnt off-topic model', () => {
  it('reads stems and pairs of neighbouring stems, each once', () => {
    // "share" and "shares" meet in one stem
    expect(offTopicFeatures('the share price of the shares')).toEqual(['the', 'shar', 'pric', 'of', 'the shar', 'shar pric', 'pric of', 'of the']);
  });

  it('is trained: a bias and weights from the question sets', () => {
    expect(Object.keys(OFF_TOPIC_WEIGHTS.weights).length).toBeGreaterThan(500);
    // fewer off-topic questions than kitchen ones
    expect(OFF_TOPIC_WEIGHTS.bias).toBeLessThan(0);
  });

  it('says nothing of words it never saw: only the bias is left', () => {
    expect(offTopicLogOdds('zxqv wubble')).toBe(OFF_TOPIC_WEIGHTS.bias);
  });

  // phrasings written for this test, not taken from the question sets
  it.each(['write me a short poem about my neighbour', 'can my puppy have a bit of grape', 'who won the football last night', 'help me plan my holiday to spain'])(
    'puts "%s" outside the kitchen',
    (text) => {
      expect(probability(text)).toBeGreaterThan(0.9);
    },
  );

  it.each(['how long can cooked rice stay in the fridge', 'what can i swap for buttermilk in pancakes', 'my cake sank in the middle, why', 'can i freeze cheddar'])(
    'keeps "%s" in the kitchen',
    (text) => {
      expect(probability(text)).toBeLessThan(0.5);
    },
  );
});
