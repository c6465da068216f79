import { COOKING_GLOSSARY, GLOSSARY_CATEGORIES, GLOSSARY_DIFFICULTIES, findGlossaryTerm, glossaryKey } from './index.js';

const terms = new Map(COOKING_GLOSSARY.map((entry) => [glossaryKey(entry.term), entry]));

describe('cooking glossary', () => {
  it('has at least 100 terms with unique names', () => {
    expect(COOKING_GLOSSARY.length).toBeGreaterThanOrEqual(100);
    expect(terms.size).toBe(COOKING_GLOSSARY.length);
  });

  it('includes the essential techniques', () => {
    for (const name of ['julienne', 'brunoise', 'chiffonade', 'dice', 'mince', 'sauté', 'braise', 'blanch', 'deglaze', 'emulsify', 'fold', 'temper', 'roux', 'béchamel', 'sear', 'poach', 'knead', 'proof', 'mise en place', 'reduce']) {
      expect({ name, present: terms.has(glossaryKey(name)) }).toEqual({ name, present: true });
    }
  });

  it('covers every category with several terms', () => {
    for (const category of GLOSSARY_CATEGORIES) {
      expect(COOKING_GLOSSARY.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(category === 'food_safety' ? 3 : 10);
    }
    expect(COOKING_GLOSSARY.filter((entry) => entry.category === 'knife_skills').length).toBeGreaterThanOrEqual(15);
    expect(COOKING_GLOSSARY.filter((entry) => entry.category === 'cooking_methods').length).toBeGreaterThanOrEqual(20);
  });

  it.each(COOKING_GLOSSARY.map((entry) => [entry.term, entry] as const))('%s is complete', (_term, entry) => {
    expect(GLOSSARY_CATEGORIES).toContain(entry.category);
    expect(GLOSSARY_DIFFICULTIES).toContain(entry.difficulty);
    expect(entry.shortDefinition.length).toBeGreaterThan(20);
    expect(entry.shortDefinition.length).toBeLessThanOrEqual(140);
    expect(entry.longDefinition.length).toBeGreaterThan(entry.shortDefinition.length);
    expect(entry.shortDefinition).toMatch(/[.]$/);
    expect(entry.longDefinition).toMatch(/[.]$/);
    expect(entry.timeEstimate.trim()).not.toBe('');
    expect(entry.tools.length).toBeGreaterThan(0);
    expect(entry.tips.length).toBeGreaterThan(0);
    for (const tip of entry.tips) expect(tip).toMatch(/^[A-Z].*[.!]$/);
    expect(entry.relatedTerms.length).toBeGreaterThan(0);
    expect(entry.searchTerms.length).toBeGreaterThan(0);
  });

  it.each(COOKING_GLOSSARY.map((entry) => [entry.term, entry] as const))('%s: related terms resolve to other glossary terms', (_term, entry) => {
    for (const related of entry.relatedTerms) {
      expect({ related, resolves: terms.has(glossaryKey(related)) }).toEqual({ related, resolves: true });
      expect(glossaryKey(related)).not.toBe(glossaryKey(entry.term));
    }
    expect(new Set(entry.relatedTerms).size).toBe(entry.relatedTerms.length);
  });

  it('has lowercase search terms that include the term itself and point to one entry only', () => {
    const owner = new Map<string, string>();
    for (const entry of COOKING_GLOSSARY) {
      const keys = entry.searchTerms.map(glossaryKey);
      expect({ term: entry.term, includesItself: keys.includes(glossaryKey(entry.term)) }).toEqual({ term: entry.term, includesItself: true });
      for (const search of entry.searchTerms) expect(search).toBe(search.toLowerCase());
      for (const key of keys) {
        const previous = owner.get(key);
        expect({ key, owner: previous ?? entry.term }).toEqual({ key, owner: entry.term });
        owner.set(key, entry.term);
      }
    }
  });

  it('finds entries by term or search term, ignoring case and accents', () => {
    expect(findGlossaryTerm('Sautéed')?.term).toBe('Sauté');
    expect(findGlossaryTerm('sauteed')?.term).toBe('Sauté');
    expect(findGlossaryTerm('BAIN-MARIE')?.term).toBe('Water Bath');
    expect(findGlossaryTerm('julienned')?.term).toBe('Julienne');
    expect(findGlossaryTerm('bechamel')?.term).toBe('Béchamel');
    expect(findGlossaryTerm('teleport')).toBeUndefined();
  });
});
