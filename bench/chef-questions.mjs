#!/usr/bin/env node
/**
 * Offline chef understanding (issue 31): runs every question of a JSONL corpus (id, question,
 * topic, food, expect[], acceptAny) through the built offline chef and scores the answers.
 *
 *   node bench/chef-questions.mjs bench/questions/chef-questions.jsonl            # tuned split, misses listed
 *   node bench/chef-questions.mjs bench/questions/chef-questions.jsonl --held-out # held-out split, figures only
 *   … --fixed-household                                                           # inventory actions without the food spoken of in stock
 *
 * Right: the answer contains the expected facts ("a | b" are alternatives; acceptAny: one fact is
 * enough, otherwise all of them), compared after normalising case, degrees, fractions and ranges.
 * Off-topic questions are right only when the answer is the plain decline. When the chef asks
 * back (which place, how much), the bench replies as a cook would and scores the whole exchange. The split is by a hash
 * of the id: one third held out, never tuned on. The chef runs against an in-memory household
 * (Fridge, Freezer, Pantry and a few foods), the real glossary, and a stand-in recipe generator
 * that cooks exactly what it is asked for, so recipe rows measure routing and ingredient
 * understanding, not recipe quality (bench/recipe-quality.mjs measures that).
 * Build first: npm run build:libs && npm run build -w @sous/backend
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isHeldOut, readQuestions } from './lib/question-split.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'backend', 'dist');
const offline = path.join(dist, 'modules', 'chat', 'intent-router');
if (!fs.existsSync(path.join(offline, 'understanding', 'understand.js'))) {
  console.error('Build first: npm run build:libs && npm run build -w @sous/backend');
  process.exit(1);
}
const { IntentRouter } = await import(pathToFileURL(path.join(offline, 'intent-router.js')).href);
const { DECLINE_TEXT } = await import(pathToFileURL(path.join(offline, 'understanding', 'understand.js')).href);
const { GLOSSARY } = await import(pathToFileURL(path.join(dist, 'modules', 'cooking-terms', 'glossary', 'index.js')).href);

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const heldOut = args.includes('--held-out');
if (!file) {
  console.error('Usage: node bench/chef-questions.mjs <questions.jsonl> [--held-out] [--fixed-household]');
  process.exit(1);
}
const questions = readQuestions(file);

// ─── an in-memory household ───────────────────────────────────────────────────────────────────
const TODAY = '2026-12-06';
const actor = { userId: 'bench', householdId: 'bench', role: 'member' };
const locations = [
  { id: 'fridge', name: 'Fridge', icon: 'fridge', itemCount: 0, sortOrder: 0 },
  { id: 'freezer', name: 'Freezer', icon: 'freezer', itemCount: 0, sortOrder: 1 },
  { id: 'pantry', name: 'Pantry', icon: 'pantry', itemCount: 0, sortOrder: 2 },
];
const STOCK = [
  ['Milk', '1', 'gallon', 'fridge'], ['Eggs', '12', 'item', 'fridge'], ['Chicken Breast', '2', 'lb', 'fridge'], ['Spinach', '1', 'bag', 'fridge'],
  ['Bread', '1', 'loaf', 'pantry'], ['Rice', '2', 'lb', 'pantry'], ['Pasta', '1', 'lb', 'pantry'], ['Orange Juice', '1', 'carton', 'fridge'],
  ['Butter', '1', 'lb', 'fridge'], ['Cheddar', '8', 'oz', 'fridge'], ['Peas', '1', 'bag', 'freezer'], ['Yogurt', '4', 'item', 'fridge'],
  ['Onions', '3', 'item', 'pantry'], ['Potatoes', '5', 'lb', 'pantry'], ['Tomatoes', '4', 'item', 'pantry'], ['Apples', '6', 'item', 'fridge'],
];
/**
 * The household a question is asked in: the stock above, and for an inventory action that uses,
 * bins, moves or counts food, the food the cook speaks of (the question's `food`), as a household
 * that says "we finished the oat milk" has oat milk. `--fixed-household` keeps the stock alone (the figures before 2026-12-07 afternoon).
 */
let stock = STOCK;
const fixedHousehold = process.argv.includes('--fixed-household');
function householdFor(question) {
  // food being brought in or put away is new to the household: only what is used, binned, moved or counted is held
  const bringsIn = /\b(?:add|added|put|pop|popped|stick|bought|got|picked up|grabbed|dropped off|brought|stock up)\b/.test(question.question.toLowerCase());
  if (fixedHousehold || question.topic !== 'inventory-action' || !question.food || bringsIn) return STOCK;
  const name = question.food.replace(/\b\w/g, (letter) => letter.toUpperCase());
  const held = STOCK.some(([known]) => known.toLowerCase() === name.toLowerCase());
  return held ? STOCK : [...STOCK, [name, '2', 'item', /frozen|freezer/.test(question.question) ? 'freezer' : 'fridge']];
}
const item = ([name, quantity, unit, storageLocationId], index) => ({
  id: `item-${index}`, householdId: 'bench', userId: 'bench', name, quantity, unit, storageLocationId, expirationDate: '2026-12-12',
  fcdId: null, usdaData: null, foodCategory: null, addedAt: '2026-12-01T00:00:00.000Z', weightInGrams: null, lastNotifiedAt: null,
  notificationDismissed: false, daysUntilExpiryWhenNotified: null, imageUrl: null, nutrition: null, version: 1,
});
const glossary = new Map(GLOSSARY.map((term) => [term.term.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, ''), term]));
const row = (entry) => ({ ...entry, location: null, category: entry.foodCategory });
/** The capabilities the chef invokes (issue 34's catalog), answering their output shapes from the household above. */
const capabilities = {
  list_expiring: () => Promise.resolve({ items: [] }),
  add_food: (body) => {
    const place = locations.find((l) => l.id === body.location)?.name ?? 'kitchen';
    return Promise.resolve({ item: row({ ...item([body.name, String(body.quantity), body.unit, body.location], 99), expirationDate: null }),
      merge: { outcome: 'created', message: `Added ${body.quantity} ${body.unit} ${body.name} to the ${place}`, total: { quantity: String(body.quantity), unit: body.unit }, lots: 1 } });
  },
  move_food: (body) => Promise.resolve({ item: row({ ...item(stock[Number(body.id.split('-')[1])] ?? stock[0], 0), storageLocationId: body.location }) }),
  use_food: (body) => taken(body),
  discard_food: (body) => taken(body),
  add_shopping_item: (body) => Promise.resolve({ item: { id: 's1', ingredient: body.ingredient, quantity: body.quantity ?? null, unit: body.unit ?? null, recipeTitle: null, isChecked: false, storeSection: 'other' } }),
  add_meal_plan: (body) => Promise.resolve({ mealPlan: { id: 'p1', ...body, servings: body.servings ?? 2 } }),
  generate_recipe: (body) => {
    const names = (body.abundantItems ?? []).map((entry) => entry.name);
    const title = names.length > 0 ? `${names.join(' and ')} skillet` : `Pantry ${body.mealType ?? 'dinner'}`;
    return Promise.resolve({ recipe: { id: 'r1', title, description: null, prepTime: 10, cookTime: 20, servings: 2, ingredients: names.length > 0 ? names : ['rice', 'eggs'],
      instructions: ['Cook it.'], missingIngredients: [], note: null } });
  },
};
function taken({ id, quantity }) {
  const [name, have, unit] = stock[Number(id.split('-')[1])] ?? stock[0];
  const left = Number(have) - Number(quantity);
  return Promise.resolve({ taken: String(Math.min(Number(quantity), Number(have))), unit, item: left > 0 ? row(item([name, String(left), unit, 'fridge'], 0)) : null });
}
const tools = {
  foodItems: () => Promise.resolve(stock.map(item)),
  storageLocations: () => Promise.resolve(locations),
  recipes: () => Promise.resolve([]),
  invoke: async (_actor, capability, input) => {
    const run = capabilities[capability.name];
    if (!run) throw new Error(`the bench's kitchen has no ${capability.name}`);
    return { text: '', data: await run(input) };
  },
  lookUpTerm: (term) => {
    const found = glossary.get(term.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
    return Promise.resolve(found ? { term: found.term, shortDefinition: found.shortDefinition, longDefinition: found.longDefinition ?? null } : null);
  },
};
const chef = new IntentRouter(tools);

// ─── scoring ──────────────────────────────────────────────────────────────────────────────────
/** Case, degrees, vulgar fractions, ranges and spacing, the same way on both sides. */
function norm(text) {
  return ` ${String(text)} `
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/½/g, ' 1/2').replace(/¼/g, ' 1/4').replace(/¾/g, ' 3/4').replace(/⅓/g, ' 1/3').replace(/⅔/g, ' 2/3')
    .replace(/(\d) (\d\/\d)/g, '$1-$2')
    .replace(/\bdegrees?\b|°|º/g, ' ')
    .replace(/\bfahrenheit\b/g, 'f').replace(/\bcelsius\b|\bcentigrade\b/g, 'c')
    .replace(/(\d)\s+(?=[a-z%])/g, '$1')
    .replace(/(\d)\s*(?:-|–|—|to)\s*(\d)/g, '$1-$2')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ');
}

const hasFact = (answer, fact) => fact.split('|').map((alt) => norm(alt).trim()).filter((alt) => alt !== '').some((alt) => answer.includes(alt));

function score(question, text) {
  if (question.topic === 'off-topic') return text === DECLINE_TEXT;
  if (text === DECLINE_TEXT) return false;
  const answer = norm(text);
  const facts = question.expect ?? [];
  if (facts.length === 0) return true;
  return question.acceptAny ? facts.some((fact) => hasFact(answer, fact)) : facts.every((fact) => hasFact(answer, fact));
}

/**
 * One question, and the cook's short answer when the chef asks one back (which place: the first
 * offered; how much: "all"), as a cook would reply; the texts of the turns joined.
 */
async function converse(text) {
  let answer = await chef.answer({ actor, text, today: TODAY, pending: null });
  const texts = [answer.text];
  for (let turn = 0; turn < 2; turn++) {
    const pending = answer.metadata?.pending;
    if (!pending || pending.kind === 'recent' || pending.kind === 'offer-recipe') break;
    const reply = pending.kind === 'how-much' ? 'all' : pending.options[0].label;
    answer = await chef.answer({ actor, text: reply, today: TODAY, pending });
    texts.push(answer.text);
  }
  return { text: texts.join('\n') };
}

const picked = questions.filter((question) => isHeldOut(question.id) === heldOut);
const perTopic = new Map();
const misses = [];
for (const question of picked) {
  stock = householdFor(question);
  const answer = await converse(question.question);
  const right = score(question, answer.text);
  const tally = perTopic.get(question.topic) ?? { right: 0, total: 0 };
  tally.total += 1;
  if (right) tally.right += 1;
  perTopic.set(question.topic, tally);
  if (!right) misses.push({ question, answer: answer.text });
}

const pct = (right, total) => (total === 0 ? '—' : `${((100 * right) / total).toFixed(1)} %`);
const split = heldOut ? 'held-out' : 'tuned';
console.log(`Offline chef understanding, ${split} split of ${path.basename(file)}: ${picked.length} of ${questions.length} questions\n`);
console.log('| Topic | Right | Questions | % |');
console.log('|---|---:|---:|---:|');
for (const [topic, { right, total }] of [...perTopic].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${topic} | ${right} | ${total} | ${pct(right, total)} |`);
const right = [...perTopic.values()].reduce((sum, t) => sum + t.right, 0);
console.log(`| **All** | **${right}** | **${picked.length}** | **${pct(right, picked.length)}** |`);
const off = perTopic.get('off-topic');
if (off) console.log(`\nOff-topic declines: ${off.right} of ${off.total} (${pct(off.right, off.total)})`);
// how the off-topic questions that were not declined were answered: counts only, so a held-out split stays unread
const offMisses = misses.filter(({ question }) => question.topic === 'off-topic');
if (offMisses.length > 0) {
  const kind = (text) => (/^I don't know that yet/.test(text) ? "I don't know" : /^I'm not sure what you mean/.test(text) ? 'the menu' : 'an answer');
  const kinds = new Map();
  for (const { answer } of offMisses) kinds.set(kind(answer), (kinds.get(kind(answer)) ?? 0) + 1);
  console.log(`Off-topic not declined, answered with: ${[...kinds].map(([name, count]) => `${name} ${count}`).join(', ')}`);
}
if (!heldOut && misses.length > 0) {
  console.log(`\nTuned misses (${misses.length}):`);
  for (const { question, answer } of misses) {
    console.log(`- [${question.id} ${question.topic}] ${question.question}\n    expect ${JSON.stringify(question.expect)}${question.acceptAny ? ' (any)' : ''}\n    got    ${JSON.stringify(answer.slice(0, 220))}`);
  }
}
