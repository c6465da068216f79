import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { train, trainingQuestions, weightsSource } from './train-off-topic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the off-topic model training', () => {
  it('the committed weights are what the question sets give now (retrain after editing bench/questions)', () => {
    const committed = fs.readFileSync(path.join(root, 'libs', 'kitchen', 'src', 'chef-knowledge', 'off-topic-weights.ts'), 'utf8');
    assert.equal(committed, weightsSource(train(trainingQuestions())));
  });

  it('trains on the tuned split only: a held-out question changes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'questions-'));
    // FNV-1a split: "x1" and "x2" are tuned, "x3" held out (bench/lib/question-split.mjs)
    const row = (id, question, topic) => JSON.stringify({ id, question, topic });
    fs.writeFileSync(path.join(dir, 'set.jsonl'), [row('x1', 'who won the match', 'off-topic'), row('x2', 'how long do eggs keep', 'storage'), row('x3', 'what is a poem', 'off-topic')].join('\n'));
    const texts = trainingQuestions(dir, path.join(dir, 'none')).map((question) => question.text);
    assert.ok(texts.includes('who won the match'));
    assert.ok(!texts.includes('what is a poem'));
  });

  it('weighs a word by where it was seen: off-topic words up, kitchen words down, rare words out', () => {
    const model = train([
      { text: 'who won the match', offTopic: true },
      { text: 'who won the race', offTopic: true },
      { text: 'how long do eggs keep', offTopic: false },
      { text: 'how long do eggs boil', offTopic: false },
      { text: 'how do i fry eggs', offTopic: false },
    ]);
    assert.ok(model.weights.won > 0);
    assert.ok(model.weights.egg < 0);
    assert.equal(model.weights.match, undefined);
    assert.equal(model.bias, Math.round(Math.log(2 / 3) * 1000) / 1000);
  });
});
