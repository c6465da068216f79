import { parseIngredientLine, isPantryStaple } from '@sous/kitchen';
import { allergensIn, dietsFitting, flagsOfLines } from '../diet.js';
import { analyzeText } from '../foods.js';
import { plausibilityProblems } from '../plausibility.js';
import { ALLERGENS, CUISINES, DIET_TAGS, DIFFICULTIES, MEAL_TYPES, type DietTag } from '../types.js';
import { recipeBook } from './index.js';

const book = recipeBook();

const sorted = <T extends string>(list: readonly T[]): T[] => [...list].sort();

/** Lines that need no number: staples, 'to taste', 'a pinch of', 'for serving'. */
const UNMEASURED = /to taste|^pinch of|^a pinch|for serving|for garnish|as needed/i;

describe('recipe book: shape', () => {
  it('has at least 120 recipes with unique slug ids and titles', () => {
    expect(book.length).toBeGreaterThanOrEqual(120);
    const ids = book.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const titles = book.map((r) => r.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('covers every meal type and cuisine', () => {
    for (const mealType of MEAL_TYPES) {
      expect(book.filter((r) => r.mealTypes.includes(mealType)).length).toBeGreaterThanOrEqual(15);
    }
    for (const cuisine of CUISINES) expect(book.filter((r) => r.cuisine === cuisine).length).toBeGreaterThanOrEqual(12);
  });

  it('offers quick recipes (under 30 minutes) for every meal type', () => {
    for (const mealType of MEAL_TYPES) {
      const quick = book.filter((r) => r.mealTypes.includes(mealType) && r.prepTime + r.cookTime < 30);
      expect(quick.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(book.map((r) => [r.id, r] as const))('%s is complete and well formed', (_id, recipe) => {
    expect(recipe.title.trim()).not.toBe('');
    expect(recipe.description.length).toBeGreaterThan(20);
    expect(Number.isInteger(recipe.prepTime) && recipe.prepTime > 0).toBe(true);
    expect(Number.isInteger(recipe.cookTime) && recipe.cookTime >= 0).toBe(true);
    expect(Number.isInteger(recipe.servings) && recipe.servings >= 1 && recipe.servings <= 12).toBe(true);
    expect(DIFFICULTIES).toContain(recipe.difficulty);
    expect(recipe.mealTypes.length).toBeGreaterThan(0);
    for (const mealType of recipe.mealTypes) expect(MEAL_TYPES).toContain(mealType);
    expect(CUISINES).toContain(recipe.cuisine);
    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(3);
    expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
    for (const step of recipe.instructions) {
      expect(step).toMatch(/^[A-Z]/);
      expect(step).toMatch(/[.!)]$/);
      expect(step).not.toMatch(/^\d+[.)]/);
    }
    for (const tag of recipe.dietTags) expect(DIET_TAGS).toContain(tag);
    for (const allergen of recipe.allergens) expect(ALLERGENS).toContain(allergen);
    expect(new Set(recipe.dietTags).size).toBe(recipe.dietTags.length);
    expect(new Set(recipe.allergens).size).toBe(recipe.allergens.length);
  });

  it.each(book.map((r) => [r.id, r] as const))('%s measures its ingredients', (_id, recipe) => {
    for (const line of recipe.ingredients) {
      const parsed = parseIngredientLine(line);
      const measured = parsed.quantity !== null && parsed.quantity > 0;
      if (!measured) expect({ line, ok: isPantryStaple(line) || UNMEASURED.test(line) }).toEqual({ line, ok: true });
      if (measured) expect(parsed.name.length).toBeGreaterThan(1);
    }
  });

  it.each(book.map((r) => [r.id, r] as const))('%s names foods the chef knows', (_id, recipe) => {
    for (const line of recipe.ingredients) {
      if (isPantryStaple(line)) continue;
      expect({ line, known: analyzeText(line).foods.length > 0 }).toEqual({ line, known: true });
    }
  });
});

describe('recipe book: dishes a cook would make', () => {
  // Issue 31: the chef honours the level and time asked for by choosing, so the book must have them.
  it('has at least a quarter of intermediate or harder dishes, and 150 over 45 minutes in every cuisine', () => {
    const harder = book.filter((r) => r.difficulty !== 'beginner').length;
    expect(harder / book.length).toBeGreaterThanOrEqual(0.25);
    const long = book.filter((r) => r.prepTime + r.cookTime > 45);
    expect(long.length).toBeGreaterThanOrEqual(150);
    for (const cuisine of CUISINES) expect({ cuisine, long: long.filter((r) => r.cuisine === cuisine).length >= 12 }).toEqual({ cuisine, long: true });
  });

  it.each(book.map((r) => [r.id, r] as const))('%s passes the plausibility gate as every meal it is for', (_id, recipe) => {
    for (const mealType of recipe.mealTypes) {
      const dish = { title: recipe.title, ingredients: recipe.ingredients, instructions: recipe.instructions, servings: recipe.servings, mealType };
      expect({ mealType, problems: plausibilityProblems(dish) }).toEqual({ mealType, problems: [] });
    }
  });
});

describe('recipe book: diet tags and allergens agree with the ingredients', () => {
  it.each(book.map((r) => [r.id, r] as const))('%s', (_id, recipe) => {
    const flags = flagsOfLines(recipe.ingredients);
    expect(flags.has('unknown')).toBe(false);
    // Allergens: exactly what the ingredients contain.
    expect(sorted(recipe.allergens)).toEqual(sorted(allergensIn(flags)));
    // Diet tags: never one the ingredients break.
    const fitting = dietsFitting(flags);
    for (const tag of recipe.dietTags) expect({ tag, fits: fitting.includes(tag) }).toEqual({ tag, fits: true });
    // The everyday diets are tagged whenever they hold, so a filter does not lose good recipes.
    const complete: DietTag[] = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'];
    for (const tag of complete) if (fitting.includes(tag)) expect({ tag, tagged: recipe.dietTags.includes(tag) }).toEqual({ tag, tagged: true });
    // Vegan implies vegetarian and dairy-free; keto implies low-carb.
    if (recipe.dietTags.includes('vegan')) expect(recipe.dietTags).toEqual(expect.arrayContaining(['vegetarian', 'dairy-free']));
    if (recipe.dietTags.includes('keto')) expect(recipe.dietTags).toContain('low-carb');
  });

  // A second, independent reading with plain keywords, so a gap in the food table cannot hide a mistake.
  const MEAT = /\b(chicken|beef|pork|bacon|ham|lamb|turkey|sausage|chorizo|prosciutto|pancetta|anchov\w*|fish|salmon|tuna|cod|shrimp|prawns?|crab|gelatin|worcestershire)\b/i;
  const ANIMAL = /\b(milk|butter|cheese|cream|yogurt|ghee|eggs?|honey|paneer|feta|parmesan|mozzarella|ricotta|mascarpone|cotija|gruy[eè]re|cheddar)\b/i;
  const PLANT_EXCEPTIONS = /\b(coconut|almond|oat|soy|cashew|peanut) (milk|cream|butter|yogurt)\b|\bbutternut\b|\bbutter (beans?|lettuce)\b|\beggplant\b|\bcream of tartar\b|\bvegetable broth\b/gi;
  const GLUTEN = /\b(all-purpose flour|bread flour|whole wheat|flour tortillas?|bread|breadcrumbs|panko|pasta|spaghetti|penne|linguine|fettuccine|macaroni|lasagna|noodles|couscous|bulgur|farro|barley|soy sauce|pita|naan|brioche|baguette|croissants?|crackers?|semolina|ciabatta|bagels?|phyllo|puff pastry|pie crust|beer)\b/i;
  const GLUTEN_EXCEPTIONS = /\bgluten-free [\w-]+( [\w-]+)?|\b(rice|glass|cellophane) noodles\b|\brice paper\b|\bcorn tortillas?\b/gi;

  it.each(book.map((r) => [r.id, r] as const))('%s passes the keyword cross-check', (_id, recipe) => {
    const text = recipe.ingredients.join('\n');
    const plant = text.replace(PLANT_EXCEPTIONS, ' ');
    if (recipe.dietTags.includes('vegetarian') || recipe.dietTags.includes('vegan')) expect(plant.match(MEAT)).toBeNull();
    if (recipe.dietTags.includes('vegan')) expect(plant.match(ANIMAL)).toBeNull();
    if (recipe.dietTags.includes('dairy-free')) expect(plant.replace(/\beggs?\b|\bhoney\b/gi, ' ').match(ANIMAL)).toBeNull();
    if (recipe.dietTags.includes('gluten-free')) expect(text.replace(GLUTEN_EXCEPTIONS, ' ').match(GLUTEN)).toBeNull();
  });
});
