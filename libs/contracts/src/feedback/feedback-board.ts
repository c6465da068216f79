import { z } from 'zod';
import { someChange } from '../patch-body.js';
import { optionalText } from '../text-fields.js';
import { feedbackPriorities, feedbackSentiments, feedbackStatuses, feedbackTypes } from '../constants.js';

/** Board paging: 20 cards a page, at most 50. */
export const feedbackBoard = { pageSize: 20, maxPageSize: 50 } as const;
export const feedbackSorts = ['newest', 'upvotes'] as const;
export type FeedbackSort = (typeof feedbackSorts)[number];
export const feedbackResponseMaxLength = 2000;
export const feedbackTagMaxLength = 30;
export const feedbackMaxTags = 10;

/** Types that are ratings of one's own chat answers, recipes or food: visible to their author and admins only. */
export const personalFeedbackTypes = ['chat_response', 'recipe', 'food_item'] as const satisfies readonly (typeof feedbackTypes)[number][];
/** Types that make up the community board by default. */
export const boardFeedbackTypes = ['bug', 'feature', 'general'] as const satisfies readonly (typeof feedbackTypes)[number][];

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`).default(fallback);

/** `GET /api/feedback?type=&status=&category=&sort=&page=&pageSize=` */
export const listFeedbackQuery = z.object({
  type: z.enum(feedbackTypes).optional(),
  status: z.enum(feedbackStatuses).optional(),
  category: z.string().trim().min(1).max(60).optional(),
  sort: z.enum(feedbackSorts).default('newest'),
  page: positiveInt(1, 10_000),
  pageSize: positiveInt(feedbackBoard.pageSize, feedbackBoard.maxPageSize),
});
export type ListFeedbackQuery = z.input<typeof listFeedbackQuery>;

/** An admin's reply on a card. Authors are shown by first name only: emails never leave the server. */
export const feedbackReply = z.object({
  id: z.string(),
  message: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type FeedbackReply = z.infer<typeof feedbackReply>;

/** One card of the board, and the answer of every feedback read and write. */
export const feedbackItem = z.object({
  id: z.string(),
  type: z.enum(feedbackTypes),
  sentiment: z.enum(feedbackSentiments).nullable(),
  rating: z.number().nullable(),
  content: z.string().nullable(),
  contextId: z.string().nullable(),
  contextType: z.string().nullable(),
  category: z.string().nullable(),
  priority: z.enum(feedbackPriorities).nullable(),
  status: z.enum(feedbackStatuses),
  estimatedTurnaround: z.string().nullable(),
  tags: z.array(z.string()),
  upvoteCount: z.number(),
  /** The caller has upvoted it. */
  upvoted: z.boolean(),
  responses: z.array(feedbackReply),
  /** Flagged cards are hidden from members other than their author. */
  isFlagged: z.boolean(),
  /** Admins only; null for everyone else. */
  flagReason: z.string().nullable(),
  /** An earlier card this one looks like (text similarity at submission). */
  similarTo: z.string().nullable(),
  /** The page it was sent from (the widget's context), when known. */
  page: z.string().nullable(),
  authorName: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackPage = z.object({
  items: z.array(feedbackItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type FeedbackPage = z.infer<typeof feedbackPage>;

/** `POST /api/feedback/:id/upvote`: toggles the caller's vote. */
export const upvoteResult = z.object({ id: z.string(), upvoted: z.boolean(), upvoteCount: z.number() });
export type UpvoteResult = z.infer<typeof upvoteResult>;

/** `POST /api/feedback/:id/responses` (admin). */
export const addFeedbackResponseBody = z.object({
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(feedbackResponseMaxLength, `must be at most ${feedbackResponseMaxLength} characters`),
});
export type AddFeedbackResponseBody = z.input<typeof addFeedbackResponseBody>;

/**
 * `PATCH /api/feedback/:id` (admin). Moving to completed or wont_fix stamps `resolvedAt`; moving back
 * to open or in_progress clears it. Unflagging clears the reason.
 */
export const updateFeedbackBody = someChange(
  z.object({
    status: z.enum(feedbackStatuses).optional(),
    priority: z.enum(feedbackPriorities).nullable().optional(),
    category: optionalText(60),
    estimatedTurnaround: optionalText(60),
    tags: z
      .array(z.string().trim().min(1, 'must not be empty').max(feedbackTagMaxLength, `must be at most ${feedbackTagMaxLength} characters`))
      .max(feedbackMaxTags, `must have at most ${feedbackMaxTags} tags`)
      .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))])
      .optional(),
    isFlagged: z.boolean().optional(),
    flagReason: optionalText(200),
  })
  .strict(),
);
export type UpdateFeedbackBody = z.input<typeof updateFeedbackBody>;

/** Statuses that count as resolved. */
export const resolvedFeedbackStatuses = ['completed', 'wont_fix'] as const satisfies readonly (typeof feedbackStatuses)[number][];
