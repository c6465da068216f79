import { z } from 'zod';
import { lineString } from '../text-fields.js';

/** Longest section heading ("For the sauce"). */
export const sectionTitleMaxLength = 120;

/**
 * A heading over a recipe's flat `ingredients` or `instructions` (issue 30): it applies to the lines
 * from index `from` until the next section. The flat lists stay what every other feature reads.
 */
export const recipeSection = z.object({
  title: lineString({ error: 'must be a heading' })
    .trim()
    // "For the sauce:" is stored as "For the sauce": the colon is how a page writes a heading, not part of it
    .transform((title) => title.replace(/[\s:：]+$/u, ''))
    .pipe(z.string().min(1, 'must not be blank').max(sectionTitleMaxLength, `must be at most ${sectionTitleMaxLength} characters`)),
  from: z.number({ error: 'must be a line number' }).int('must be a whole number').min(0, 'must not be negative'),
});
export type RecipeSection = z.output<typeof recipeSection>;

/** At most as many sections as lines. */
export const recipeSections = z.array(recipeSection).max(100, 'must have at most 100 sections');

/**
 * What is wrong with sections over a list of `lineCount` lines (the first bad section and why), or
 * null: each `from` must be within the list and after the one before (an empty section is a mistake).
 */
export function sectionProblem(sections: readonly { from: number }[], lineCount: number): { index: number; message: string } | null {
  for (const [index, section] of sections.entries()) {
    if (section.from >= lineCount) return { index, message: lineCount === 0 ? 'there are no lines to head' : `must be less than ${lineCount}, the number of lines` };
    if (index > 0 && section.from <= sections[index - 1].from) return { index, message: 'must be after the previous section\'s line' };
  }
  return null;
}

/** Adds a zod issue at `<field>.<index>.from` when sections do not fit their list. */
export function checkSections(ctx: z.RefinementCtx, field: string, sections: readonly { from: number }[] | undefined, lineCount: number | undefined): void {
  if (!sections) return;
  const problem = sectionProblem(sections, lineCount ?? Number.MAX_SAFE_INTEGER);
  if (problem) ctx.addIssue({ code: 'custom', path: [field, problem.index, 'from'], message: problem.message });
}

/** The lines of a list grouped under their headings: a first group without a title when the first section starts later. */
export function sectionedLines<T>(lines: readonly T[], sections: readonly RecipeSection[]): { title: string | null; start: number; lines: T[] }[] {
  const starts = sections.filter((s, i) => s.from < lines.length && (i === 0 || s.from > sections[i - 1].from));
  const groups: { title: string | null; start: number; lines: T[] }[] = [];
  if (starts.length === 0 || starts[0].from > 0) groups.push({ title: null, start: 0, lines: lines.slice(0, starts[0]?.from ?? lines.length) });
  starts.forEach((section, i) => groups.push({ title: section.title, start: section.from, lines: lines.slice(section.from, starts[i + 1]?.from ?? lines.length) }));
  return groups.filter((g) => g.lines.length > 0 || g.title !== null);
}

/**
 * Sections after a list changed without them being sent: the ones still inside the list are kept,
 * the rest dropped, so a stored heading never points past the last line.
 */
export function sectionsWithin(sections: readonly RecipeSection[], lineCount: number): RecipeSection[] {
  return sections.filter((s, i) => s.from < lineCount && (i === 0 || s.from > sections[i - 1].from));
}
