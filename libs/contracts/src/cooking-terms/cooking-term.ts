import { z } from 'zod';
import { someChange } from '../patch-body.js';
import { nameText, requiredText as required, optionalText } from '../text-fields.js';

/** The glossary's categories (spec 001 §3 names knife_skills, cooking_methods, prep_techniques; the rest are ours). */
export const cookingTermCategories = ['knife_skills', 'cooking_methods', 'prep_techniques', 'baking', 'sauces', 'equipment', 'food_safety'] as const;
export type CookingTermCategory = (typeof cookingTermCategories)[number];

export const cookingTermDifficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type CookingTermDifficulty = (typeof cookingTermDifficulties)[number];

/** Limits of the admin form (the spec shows none). */
export const cookingTermLimits = {
  term: 80,
  shortDefinition: 300,
  longDefinition: 4000,
  timeEstimate: 60,
  listItem: 300,
  listItems: 30,
  search: 100,
  url: 2000,
} as const;

/** 409 when another term already has the name, ignoring case and accents. */
export const cookingTermExistsMessage = (term: string) => `A cooking term named "${term}" already exists`;
export const cookingTermNotFoundMessage = 'Cooking term not found';

/** `GET /api/cooking-terms` row (spec 001 §3 cooking_terms). */
export const cookingTerm = z.object({
  id: z.string(),
  term: z.string(),
  category: z.string(),
  shortDefinition: z.string(),
  longDefinition: z.string().nullable(),
  difficulty: z.string().nullable(),
  timeEstimate: z.string().nullable(),
  tools: z.array(z.string()),
  tips: z.array(z.string()),
  relatedTerms: z.array(z.string()),
  searchTerms: z.array(z.string()),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
});
export type CookingTerm = z.infer<typeof cookingTerm>;

/** A list of short texts (chips): trimmed, empties dropped, duplicates removed ignoring case. */
const textList = z
  .array(z.string({ error: 'must be a list of texts' }).trim().max(cookingTermLimits.listItem, `items must be at most ${cookingTermLimits.listItem} characters`), {
    error: 'must be a list of texts',
  })
  .max(cookingTermLimits.listItems, `must have at most ${cookingTermLimits.listItems} items`)
  .transform((items) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = item.toLowerCase();
      if (item === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const webUrl = z
  .string()
  .trim()
  .max(cookingTermLimits.url)
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), 'must be an http(s) address')
  .nullish();

const fields = {
  term: nameText(cookingTermLimits.term),
  category: z.enum(cookingTermCategories, { error: `must be one of ${cookingTermCategories.join(', ')}` }),
  shortDefinition: required(cookingTermLimits.shortDefinition),
  longDefinition: optionalText(cookingTermLimits.longDefinition),
  difficulty: z.enum(cookingTermDifficulties, { error: `must be one of ${cookingTermDifficulties.join(', ')}` }).nullish(),
  timeEstimate: optionalText(cookingTermLimits.timeEstimate),
  tools: textList.optional(),
  tips: textList.optional(),
  relatedTerms: textList.optional(),
  searchTerms: textList.optional(),
  imageUrl: webUrl,
  videoUrl: webUrl,
};

/** `POST /api/cooking-terms` (admins). */
export const createCookingTermBody = z.object(fields);
export type CreateCookingTermBody = z.input<typeof createCookingTermBody>;

/** `PATCH /api/cooking-terms/:id` (admins): the fields sent change, the rest stay. */
export const updateCookingTermBody = someChange(
  z.object({
    ...fields,
    term: fields.term.optional(),
    category: fields.category.optional(),
    shortDefinition: fields.shortDefinition.optional(),
  }),
);
export type UpdateCookingTermBody = z.input<typeof updateCookingTermBody>;

/** `GET /api/cooking-terms?search=&category=`: both optional; without them the whole glossary. */
export const listCookingTermsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(cookingTermLimits.search, `must be at most ${cookingTermLimits.search} characters`)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  category: z
    .enum(cookingTermCategories, { error: `must be one of ${cookingTermCategories.join(', ')}` })
    .optional(),
});
export type ListCookingTermsQuery = z.input<typeof listCookingTermsQuery>;
