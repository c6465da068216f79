/**
 * The Sous cooking glossary (spec 001 §3 cooking_terms): the terms the instruction text of a recipe
 * card highlights, written for Sous. Seed it into cooking_terms on first boot; admins edit from there.
 */
import { BAKING } from './baking.js';
import { COOKING_METHODS } from './cooking-methods.js';
import { EQUIPMENT, FOOD_SAFETY } from './equipment-and-safety.js';
import { KNIFE_SKILLS } from './knife-skills.js';
import { PREP_TECHNIQUES } from './prep-techniques.js';
import { SAUCES } from './sauces.js';
import type { GlossaryTerm } from './types.js';

export { GLOSSARY_CATEGORIES, GLOSSARY_DIFFICULTIES, type GlossaryCategory, type GlossaryDifficulty, type GlossaryTerm } from './types.js';

export const COOKING_GLOSSARY: readonly GlossaryTerm[] = [
  ...KNIFE_SKILLS,
  ...COOKING_METHODS,
  ...PREP_TECHNIQUES,
  ...BAKING,
  ...SAUCES,
  ...EQUIPMENT,
  ...FOOD_SAFETY,
];

/** The same list under the name the seeder uses. */
export const GLOSSARY: readonly GlossaryTerm[] = COOKING_GLOSSARY;

/** A term or search term folded for comparison: lowercase, no accents, straight apostrophes. */
export function glossaryKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_KEY: ReadonlyMap<string, GlossaryTerm> = new Map(
  COOKING_GLOSSARY.flatMap((entry) => [entry.term, ...entry.searchTerms].map((key) => [glossaryKey(key), entry] as const)),
);

/** The glossary entry a word or phrase names ('sautéed', 'Bain-Marie', 'julienne'), if any. */
export function findGlossaryTerm(text: string): GlossaryTerm | undefined {
  return BY_KEY.get(glossaryKey(text));
}
