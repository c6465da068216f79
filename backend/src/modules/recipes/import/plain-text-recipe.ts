import { cookLabel, prepLabel, totalLabel } from './page-facts.js';
import { isIngredientHeading, isStepHeading } from './page-vocabulary.js';
import { type DraftSection, emptyDraft, type RecipeDraft, sourcesOf } from './recipe-draft.js';
import { durationMinutes, durationOf, yieldOf } from './schema-org-values.js';
import { cleanSections, headingOfLine, linesOf, stepsWithSectionNames } from './sections.js';

/**
 * A recipe typed or pasted as text: a title line, then optional facts ("Serves 4", "Prep time:
 * 10 min", "By Ada"), then an ingredients part and a method part. Parts are found by their
 * headings in the languages the page reader knows ("Ingredients", "Zutaten", "Method",
 * "Preparación"…); without headings, bulleted lines are ingredients and numbered lines are steps.
 * Inside either part a line such as "For the sauce:" heads a section.
 */
const bullet = /^\s*[-•*·▢□]\s+/;
const numbered = /^\s*(?:step\s*)?\d{1,2}\s*[.):]\s+/i;
/** "Serves 4", "Makes 1 loaf": a verb reads with its yield, which is kept whole. */
const yieldVerb = /^(?:serves|makes|yields|für)\b/i;

type Fact = (draft: RecipeDraft, value: string, line: string) => void;
/** A label, then its value captured. */
const labelThen = (label: RegExp) => new RegExp(`${label.source}(\\S.*)$`, label.flags);
const facts: readonly [RegExp, Fact][] = [
  [
    /^(?:serves|servings|yield|yields|makes|portions?|portionen|für)\s*:?\s*(.+)$/i,
    // "Makes 1 loaf" is a yield, not one serving: the text is kept, servings only when it counts people
    (d, v, line) => {
      const text = yieldVerb.test(line) && !/:/.test(line) ? line : v.trim();
      d.yieldText = text;
      d.servings = yieldOf(text).servings;
    },
  ],
  // times under the labels pages print, in any language the page reader knows
  [labelThen(prepLabel), (d, v) => (d.prepMinutes = durationMinutes(v))],
  [labelThen(cookLabel), (d, v) => (d.cookMinutes = durationMinutes(v))],
  [
    labelThen(totalLabel),
    (d, v) => {
      d.totalTime = durationOf(v.trim());
      d.totalMinutes = d.totalTime?.minutes ?? null;
    },
  ],
  [/^(?:by|author|recipe by|von)\s*:?\s*(.+)$/i, (d, v) => (d.author = v.trim())],
  [/^(?:source|from|url)\s*:?\s*(https?:\/\/\S+)$/i, (d, v) => (d.url = v.trim())],
  [/^(?:cuisine)\s*:?\s*(.+)$/i, (d, v) => (d.cuisine = v.trim())],
];

/** Adds a line to the sections: a heading opens a section, anything else joins the current one. */
function addLine(sections: DraftSection[], line: string): void {
  const heading = headingOfLine(line);
  if (heading !== null) sections.push({ name: heading, lines: [] });
  else sections[sections.length - 1].lines.push(line);
}

export function parseRecipeText(text: string): RecipeDraft {
  const draft = emptyDraft();
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim());
  let part: 'head' | 'ingredients' | 'method' = 'head';
  const description: string[] = [];
  const ingredients: DraftSection[] = [{ name: null, lines: [] }];
  const steps: DraftSection[] = [{ name: null, lines: [] }];
  let sawHeading = false;

  for (const line of lines) {
    if (line === '') continue;
    const plain = line.replace(/^#+\s*/, '');
    if (isIngredientHeading(plain)) {
      part = 'ingredients';
      sawHeading = true;
      continue;
    }
    if (isStepHeading(plain)) {
      part = 'method';
      sawHeading = true;
      continue;
    }
    if (part === 'head') {
      if (draft.title === null) {
        draft.title = plain.replace(/^(?:title|recipe)\s*:\s*/i, '').trim() || null;
        continue;
      }
      const fact = facts.find(([pattern]) => pattern.test(line));
      if (fact) {
        fact[1](draft, fact[0].exec(line)![1], line);
        continue;
      }
      // without headings, lists speak for themselves
      if (bullet.test(line)) {
        ingredients[ingredients.length - 1].lines.push(line.replace(bullet, '').trim());
        continue;
      }
      if (numbered.test(line)) {
        steps[steps.length - 1].lines.push(line.replace(numbered, '').trim());
        continue;
      }
      if (linesOf(ingredients).length > 0 || linesOf(steps).length > 0) {
        // prose once the lists have started is a step written without a number
        steps[steps.length - 1].lines.push(line);
        continue;
      }
      description.push(line);
      continue;
    }
    if (part === 'ingredients') addLine(ingredients, line.replace(bullet, '').replace(numbered, '').trim());
    else addLine(steps, line.replace(numbered, '').replace(bullet, '').trim());
  }
  const ingredientSections = cleanSections(ingredients);
  const stepSections = cleanSections(steps);
  if (!sawHeading && ingredientSections.length === 0 && stepSections.length === 0) {
    // no structure at all: the text is not a recipe this parser can read
    return { ...draft, foundIn: sourcesOf(draft, 'text') };
  }
  draft.description = description.length > 0 ? description.join(' ') : null;
  draft.ingredients = linesOf(ingredientSections);
  draft.instructions = stepsWithSectionNames(stepSections);
  draft.sections = { ingredients: ingredientSections, instructions: stepSections };
  return { ...draft, foundIn: sourcesOf(draft, 'text') };
}
