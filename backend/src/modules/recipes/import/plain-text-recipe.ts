import { emptyDraft, type RecipeDraft } from './recipe-draft.js';
import { durationMinutes, servingsOf } from './schema-org-values.js';

/**
 * A recipe typed or pasted as text: a title line, then optional facts ("Serves 4", "Prep time:
 * 10 min", "By Ada"), then an ingredients part and a method part. Parts are found by their
 * headings ("Ingredients", "Method", "Directions", "Steps", "Instructions"…); without headings,
 * bulleted lines are ingredients and numbered lines are steps.
 */
const ingredientsHeading = /^(?:#+\s*)?(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|you(?:'|’)ll need|what you need)\s*:?\s*$/i;
const methodHeading = /^(?:#+\s*)?(?:method|directions?|steps?|instructions?|preparation|how to make it|zubereitung|préparation|preparación|procedimento)\s*:?\s*$/i;
const bullet = /^\s*[-•*·▢□]\s+/;
const numbered = /^\s*(?:step\s*)?\d{1,2}\s*[.):]\s+/i;

type Fact = (draft: RecipeDraft, value: string) => void;
const facts: readonly [RegExp, Fact][] = [
  [/^(?:serves|servings|yield|yields|makes|portionen|für)\s*:?\s*(.+)$/i, (d, v) => (d.servings = servingsOf(v))],
  [/^(?:prep(?:aration)?(?:\s+time)?)\s*:?\s*(.+)$/i, (d, v) => (d.prepMinutes = durationMinutes(v))],
  [/^(?:cook(?:ing)?(?:\s+time)?|bake(?:\s+time)?)\s*:?\s*(.+)$/i, (d, v) => (d.cookMinutes = durationMinutes(v))],
  [/^(?:total(?:\s+time)?|time)\s*:?\s*(.+)$/i, (d, v) => (d.totalMinutes = durationMinutes(v))],
  [/^(?:by|author|recipe by|von)\s*:?\s*(.+)$/i, (d, v) => (d.author = v.trim())],
  [/^(?:source|from|url)\s*:?\s*(https?:\/\/\S+)$/i, (d, v) => (d.url = v.trim())],
  [/^(?:cuisine)\s*:?\s*(.+)$/i, (d, v) => (d.cuisine = v.trim())],
];

export function parseRecipeText(text: string): RecipeDraft {
  const draft = emptyDraft();
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim());
  let part: 'head' | 'ingredients' | 'method' = 'head';
  const description: string[] = [];
  let sawHeading = false;

  for (const line of lines) {
    if (line === '') continue;
    if (ingredientsHeading.test(line)) {
      part = 'ingredients';
      sawHeading = true;
      continue;
    }
    if (methodHeading.test(line)) {
      part = 'method';
      sawHeading = true;
      continue;
    }
    if (part === 'head') {
      if (draft.title === null) {
        draft.title = line.replace(/^#+\s*/, '').replace(/^(?:title|recipe)\s*:\s*/i, '').trim() || null;
        continue;
      }
      const fact = facts.find(([pattern]) => pattern.test(line));
      if (fact) {
        fact[1](draft, fact[0].exec(line)![1]);
        continue;
      }
      // without headings, lists speak for themselves
      if (bullet.test(line)) {
        draft.ingredients.push(line.replace(bullet, '').trim());
        continue;
      }
      if (numbered.test(line)) {
        draft.instructions.push(line.replace(numbered, '').trim());
        continue;
      }
      if (draft.ingredients.length > 0 || draft.instructions.length > 0) {
        // prose once the lists have started is a step written without a number
        draft.instructions.push(line);
        continue;
      }
      description.push(line);
      continue;
    }
    if (part === 'ingredients') {
      // a sub-heading such as "For the sauce:" is not an ingredient
      if (/:$/.test(line) && !/\d/.test(line)) continue;
      draft.ingredients.push(line.replace(bullet, '').replace(numbered, '').trim());
      continue;
    }
    draft.instructions.push(line.replace(numbered, '').replace(bullet, '').trim());
  }
  if (!sawHeading && draft.ingredients.length === 0 && draft.instructions.length === 0) {
    // no structure at all: the text is not a recipe this parser can read
    draft.description = null;
    return draft;
  }
  draft.description = description.length > 0 ? description.join(' ') : null;
  draft.instructions = draft.instructions.filter(Boolean);
  draft.ingredients = draft.ingredients.filter(Boolean);
  return draft;
}
