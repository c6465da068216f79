import { z } from 'zod';

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
