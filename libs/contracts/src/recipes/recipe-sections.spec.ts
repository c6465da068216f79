import { describe, expect, it } from '@jest/globals';
import { createRecipeBody, updateRecipeBody } from './recipe.js';
import { recipeSection, sectionedLines, sectionProblem, sectionsWithin } from './recipe-sections.js';

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
};

describe('recipe sections', () => {
  it('stores a heading without its trailing colon, trimmed', () => {
    expect(recipeSection.parse({ title: '  For the sauce: ', from: 2 })).toEqual({ title: 'For the sauce', from: 2 });
    expect(recipeSection.parse({ title: 'Dough ::', from: 0 })).toEqual({ title: 'Dough', from: 0 });
  });

  it.each([
    [{ title: 'Two\nlines', from: 0 }, /control/],
    [{ title: ':', from: 0 }, /blank/],
    [{ title: 'x'.repeat(121), from: 0 }, /at most 120/],
    [{ title: 'Sauce', from: -1 }, /negative/],
    [{ title: 'Sauce', from: 1.5 }, /whole/],
  ])('refuses %j', (section, message) => {
    expect(firstIssue(recipeSection.safeParse(section))).toMatch(message);
  });

  it('wants each section within the list and after the one before', () => {
    expect(sectionProblem([{ from: 0 }, { from: 2 }], 3)).toBeNull();
    expect(sectionProblem([{ from: 0 }, { from: 3 }], 3)).toEqual({ index: 1, message: 'must be less than 3, the number of lines' });
    expect(sectionProblem([{ from: 2 }, { from: 2 }], 3)).toEqual({ index: 1, message: "must be after the previous section's line" });
    expect(sectionProblem([{ from: 2 }, { from: 1 }], 3)?.index).toBe(1);
  });

  it('names the bad field in create and edit bodies', () => {
    const body = { title: 'Pie', ingredients: ['flour', 'butter'], instructions: ['Mix'] };
    expect(firstIssue(createRecipeBody.safeParse({ ...body, ingredientSections: [{ title: 'Crust', from: 2 }] }))).toBe('ingredientSections.0.from: must be less than 2, the number of lines');
    expect(firstIssue(updateRecipeBody.safeParse({ instructions: ['a', 'b'], instructionSections: [{ title: 'A', from: 1 }, { title: 'B', from: 0 }] }))).toMatch(/^instructionSections\.1\.from: /);
    // sent without their list: the server checks them against the stored one
    expect(updateRecipeBody.safeParse({ ingredientSections: [{ title: 'Crust', from: 7 }] }).success).toBe(true);
    expect(createRecipeBody.parse({ ...body, ingredientSections: [{ title: 'Crust:', from: 0 }] }).ingredientSections).toEqual([{ title: 'Crust', from: 0 }]);
  });

  it('wants an edit to change something beside the version', () => {
    expect(firstIssue(updateRecipeBody.safeParse({ version: 3 }))).toBe(': Nothing to change');
    expect(updateRecipeBody.safeParse({ version: 3, isFavorite: true }).success).toBe(true);
  });

  it('groups lines under their headings', () => {
    const lines = ['a', 'b', 'c', 'd'];
    expect(sectionedLines(lines, [])).toEqual([{ title: null, start: 0, lines }]);
    expect(sectionedLines(lines, [{ title: 'Sauce', from: 2 }])).toEqual([
      { title: null, start: 0, lines: ['a', 'b'] },
      { title: 'Sauce', start: 2, lines: ['c', 'd'] },
    ]);
    expect(sectionedLines(lines, [{ title: 'One', from: 0 }, { title: 'Two', from: 3 }]).map((g) => [g.title, g.lines.length])).toEqual([
      ['One', 3],
      ['Two', 1],
    ]);
  });

  it('keeps only the sections still inside a shorter list', () => {
    expect(sectionsWithin([{ title: 'A', from: 0 }, { title: 'B', from: 3 }], 3)).toEqual([{ title: 'A', from: 0 }]);
  });
});
