import { z } from 'zod';
import { boundedJson } from '../text-fields.js';
import { feedbackPriorities, feedbackSentiments, feedbackTypes, limits } from '../constants.js';

export const feedbackContentMaxLength = 5000;

/** `POST /api/feedback` (spec 001 §5, §7): ratings with comments, chat thumbs, bug reports, ideas. */
export const submitFeedbackBody = z
  .object({
    type: z.enum(feedbackTypes),
    rating: z.number().int('must be a whole number').min(limits.feedbackRating.min).max(limits.feedbackRating.max).nullish(),
    sentiment: z.enum(feedbackSentiments).nullish(),
    content: z.string().trim().max(feedbackContentMaxLength, `must be at most ${feedbackContentMaxLength} characters`).nullish(),
    contextId: z.string().trim().max(100).nullish(),
    contextType: z.string().trim().max(40).nullish(),
    category: z.string().trim().max(60).nullish(),
    priority: z.enum(feedbackPriorities).nullish(),
    metadata: boundedJson(z.record(z.string(), z.unknown()), { maxDepth: 6, maxLength: 10_000 }).nullish(),
  })
  .refine((body) => body.rating != null || (body.content != null && body.content !== '') || body.sentiment != null, {
    message: 'Give a rating, a sentiment or some words',
    path: ['content'],
  });
export type SubmitFeedbackBody = z.input<typeof submitFeedbackBody>;

/** Sentiment from a star rating (spec 001 §4): 4–5 positive, 1–2 negative, 3 neutral. */
export function sentimentOfRating(rating: number): (typeof feedbackSentiments)[number] {
  if (rating >= 4) return 'positive';
  if (rating <= 2) return 'negative';
  return 'neutral';
}
