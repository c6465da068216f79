import type { FeedbackItem } from '@sous/contracts';

export const typeLabels: Record<FeedbackItem['type'], string> = {
  bug: 'Bug',
  feature: 'Idea',
  general: 'General',
  chat_response: 'Chat answer',
  recipe: 'Recipe',
  food_item: 'Food item',
};

export const statusLabels: Record<FeedbackItem['status'], string> = {
  open: 'Open',
  in_progress: 'In progress',
  completed: 'Completed',
  wont_fix: "Won't fix",
};

export const priorityLabels: Record<NonNullable<FeedbackItem['priority']>, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** What people send from the widget and the board form; ratings of recipes and chats come from their own screens. */
export const submittableTypes = ['bug', 'feature', 'general'] as const;

export const feedbackText = {
  title: 'Feedback',
  description: 'Report bugs, suggest ideas and vote on what matters to you',
  newFeedback: 'New feedback',
  empty: 'No feedback yet',
  emptyFiltered: 'Nothing matches these filters',
  loadMore: 'Load more',
  loadError: 'Could not load feedback. Please try again.',
  upvote: 'Upvote',
  sent: 'Thanks for your feedback!',
  sendFailed: 'Could not send your feedback. Please try again.',
  updateFailed: 'Could not update this feedback.',
  replyFailed: 'Could not send the reply.',
  voteFailed: 'Could not record your vote.',
  contentRequired: 'Tell us a little more',
} as const;
