import type { FeedbackItem, FeedbackPage } from '@sous/contracts';

let next = 0;

export function feedbackItem(fields: Partial<FeedbackItem> = {}): FeedbackItem {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'feature',
    sentiment: null,
    rating: null,
    content: `Idea ${next}`,
    contextId: null,
    contextType: null,
    category: null,
    priority: null,
    status: 'open',
    estimatedTurnaround: null,
    tags: [],
    upvoteCount: 0,
    upvoted: false,
    responses: [],
    isFlagged: false,
    flagReason: null,
    similarTo: null,
    page: null,
    authorName: 'Ada',
    mine: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    ...fields,
  };
}

export const pageOf = (items: FeedbackItem[], fields: Partial<FeedbackPage> = {}): FeedbackPage => ({ items, total: items.length, page: 1, pageSize: 20, ...fields });

export const boardUrl = (query: Record<string, string> = {}) => `/api/feedback?${new URLSearchParams({ sort: 'newest', page: '1', pageSize: '20', ...query }).toString()}`;
