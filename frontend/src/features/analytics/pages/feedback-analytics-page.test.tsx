import type { AuthUser, FeedbackAnalytics } from '@sous/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { FeedbackAnalyticsPage } from './feedback-analytics-page';

const member: AuthUser = { id: 'u1', hasCompletedOnboarding: true, role: 'member' };
const admin: AuthUser = { ...member, role: 'admin' };

const analytics: FeedbackAnalytics = {
  total: 7,
  byType: [
    { key: 'chat_response', count: 0 },
    { key: 'recipe', count: 1 },
    { key: 'food_item', count: 0 },
    { key: 'bug', count: 4 },
    { key: 'feature', count: 2 },
    { key: 'general', count: 0 },
  ],
  bySentiment: [
    { key: 'positive', count: 2 },
    { key: 'negative', count: 1 },
    { key: 'neutral', count: 0 },
    { key: 'none', count: 4 },
  ],
  byStatus: [
    { key: 'open', count: 3 },
    { key: 'in_progress', count: 1 },
    { key: 'completed', count: 2 },
    { key: 'wont_fix', count: 1 },
  ],
  byWeek: [{ week: '2026-11-16', count: 7 }],
  averageRating: 3.5,
  ratedCount: 3,
  topUpvoted: [{ id: 'f1', type: 'feature', content: 'Print the list', status: 'open', upvoteCount: 4 }],
  timeToResolve: { resolvedCount: 3, averageHours: 30, medianHours: 20 },
};

// jsdom has no layout: recharts' responsive container needs an observer to exist
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('FeedbackAnalyticsPage', () => {
  it('tells members it is for admins, without asking the server for figures', async () => {
    const fetchMock = stubFetch({ '/api/auth/user': { status: 200, body: member } });
    renderWithProviders(<FeedbackAnalyticsPage />, { path: '/feedback-analytics' });
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the feedback board' })).toHaveAttribute('href', '/feedback');
    expect(requestsTo(fetchMock, 'GET', '/api/feedback/analytics')).toEqual([]);
  });

  it('shows an admin the totals, the charts and the most upvoted', async () => {
    stubFetch({
      '/api/auth/user': { status: 200, body: admin },
      '/api/feedback/analytics': { status: 200, body: analytics },
      '/api/analytics/web-vitals': {
        status: 200,
        body: { from: '', to: '', overall: [], byPage: [{ name: 'LCP', page: '/chat', samples: 4, p75: 3500, rating: 'needs-improvement', good: 2, needsImprovement: 1, poor: 1 }] },
      },
    });
    renderWithProviders(<FeedbackAnalyticsPage />, { path: '/feedback-analytics' });
    expect(await screen.findByText('Total feedback', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('3.5 / 5')).toBeInTheDocument();
    expect(screen.getByText('20 h')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'By type' })).toBeInTheDocument();
    expect(screen.getByText('Most: Bug (4).')).toBeInTheDocument();
    expect(screen.getByText('Print the list')).toBeInTheDocument();
    expect(await screen.findByText('3500 ms')).toBeInTheDocument();
  });
});
