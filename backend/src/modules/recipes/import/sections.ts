import type { DraftSection } from './recipe-draft.js';

/**
 * Ingredient and step sections ("For the sauce", "Para el sofrito:"). Pages write a group's heading
 * inside the list itself as often as above it, so a line of a list may be a heading: it then names
 * the lines after it and is not an ingredient or a step.
 */

/** "For the sauce", "Para el sofrito", "Pour la pâte", "Für den Teig", "Per la crema", "Voor de saus", "Til sausen". */
const forWords = /^(?:(?:for|para|pour|f(?:ü|u)r|per|voor|til|till)\s+\S|to serve\b)/iu;
/** "--- Sauce ---", "== Dough ==", "*Topping*": a heading dressed up in a plain-text list. */
const decorated = /^[-=*_~#•·]{1,}\s*([^-=*_~#].*?)\s*[-=*_~#•·]*$/u;

/** A section's name as shown: no trailing colon or dash, no decoration. */
export function sectionName(text: string): string {
  return text
    .replace(/^[\s\-=*_~#•·]+|[\s\-=*_~#•·]+$/gu, '')
    .replace(/\s*[:：]+$/u, '')
    .trim();
}

/**
 * The section a line of a list names, or null when the line is an ingredient or a step: it ends
 * with a colon and states no amount, or it is a short "For the …" without an amount, or it is
 * dressed up as a heading ("--- Sauce ---").
 */
export function headingOfLine(line: string): string | null {
  const text = line.trim();
  if (text === '' || text.length > 70) return null;
  const words = text.split(/\s+/).length;
  if (/[:：]$/u.test(text) && !/\d/.test(text) && words <= 8) return sectionName(text) || null;
  if (forWords.test(text) && !/\d/.test(text) && words <= 6 && !/[.,;!?)]$/.test(text)) return sectionName(text) || null;
  const dressed = decorated.exec(text);
  if (dressed && /^[-=*_~#•·]{2,}|[-=*_~#•·]{2,}$/u.test(text) && !/\d/.test(dressed[1])) return sectionName(text) || null;
  return null;
}

/** Lines of one list split at the lines that are headings; a list without headings is one unnamed section. */
export function sectionsOfLines(lines: readonly string[]): DraftSection[] {
  const sections: DraftSection[] = [];
  let current: DraftSection = { name: null, lines: [] };
  for (const line of lines) {
    const heading = headingOfLine(line);
    if (heading !== null) {
      if (current.lines.length > 0 || current.name !== null) sections.push(current);
      current = { name: heading, lines: [] };
      continue;
    }
    current.lines.push(line);
  }
  if (current.lines.length > 0 || current.name !== null) sections.push(current);
  // a heading with nothing under it (the list ended) names nothing
  return sections.filter((section) => section.lines.length > 0);
}

/** The lines of every section, in order, without their headings. */
export const linesOf = (sections: readonly DraftSection[]): string[] => sections.flatMap((section) => section.lines);

/**
 * The steps as one list, each named section's name leading its first step: "Make the sauce:
 * Stir…" (one colon, whatever the heading ended with).
 */
export function stepsWithSectionNames(sections: readonly DraftSection[]): string[] {
  return sections.flatMap((section) => {
    const name = section.name === null ? '' : sectionName(section.name);
    return section.lines.map((step, i) => (i === 0 && name && !step.toLowerCase().startsWith(name.toLowerCase()) ? `${name}: ${step}` : step));
  });
}

/** Sections whose lines are all kept, empty sections dropped, names cleaned. */
export function cleanSections(sections: readonly DraftSection[]): DraftSection[] {
  return sections
    .map((section) => ({ name: section.name === null ? null : sectionName(section.name) || null, lines: section.lines.map((line) => line.trim()).filter(Boolean) }))
    .filter((section) => section.lines.length > 0);
}
