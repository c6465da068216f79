import type { AuthUser } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, type RouteHandler, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { boardUrl, feedbackItem, pageOf } from '../test/fixtures';
import { FeedbackPage } from './feedback-page';

const member: AuthUser = { id: 'u1', firstName: 'Bob', hasCompletedOnboarding: true, role: 'member' };
const admin: AuthUser = { ...member, id: 'u0', role: 'admin' };

const idea = feedbackItem({ content: 'Print the shopping list', upvoteCount: 2, priority: 'high', tags: ['printing'] });
const bug = feedbackItem({
  type: 'bug',
  status: 'in_progress',
  content: 'Timer beeps twice',
  responses: [{ id: 'r1', message: 'Looking into it', authorName: 'Grace', createdAt: '2026-11-21T10:00:00.000Z' }],
});

function renderBoard(user: AuthUser, routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({ '/api/auth/user': { status: 200, body: user }, [boardUrl()]: { status: 200, body: pageOf([idea, bug]) }, ...routes });
  return { ...renderWithProviders(<FeedbackPage />, { path: '/feedback' }), fetchMock, user: userEvent.setup() };
}

const card = (text: string) => screen.getByText(text).closest('[data-testid="feedback-card"]') as HTMLElement;

describe('FeedbackPage', () => {
  it('shows cards with type, status and priority badges, replies and author', async () => {
    renderBoard(member);
    expect(await screen.findByText('Print the shopping list')).toBeInTheDocument();
    const ideaCard = card('Print the shopping list');
    expect(within(ideaCard).getByText('Idea')).toBeInTheDocument();
    expect(within(ideaCard).getByText('Open')).toBeInTheDocument();
    expect(within(ideaCard).getByText('High priority')).toBeInTheDocument();
    expect(within(ideaCard).getByText('#printing')).toBeInTheDocument();
    const bugCard = card('Timer beeps twice');
    expect(within(bugCard).getByText('In progress')).toBeInTheDocument();
    expect(within(bugCard).getByText('Looking into it')).toBeInTheDocument();
    expect(within(bugCard).getByText(/Grace \(admin\)/)).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('upvotes at once and keeps the count the server answers', async () => {
    const { user, fetchMock } = renderBoard(member, {
      [`POST /api/feedback/${idea.id}/upvote`]: { status: 200, body: { id: idea.id, upvoted: true, upvoteCount: 5 } },
    });
    await screen.findByText('Print the shopping list');
    const button = within(card('Print the shopping list')).getByRole('button', { name: /Upvote/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(button).getByTestId('upvote-count')).toHaveTextContent('5'));
    expect(requestsTo(fetchMock, 'POST', `/api/feedback/${idea.id}/upvote`)).toHaveLength(1);
  });

  it('refetches with the chosen sort and filters', async () => {
    const { user, fetchMock } = renderBoard(member, {
      [boardUrl({ sort: 'upvotes' })]: { status: 200, body: pageOf([idea]) },
      [boardUrl({ sort: 'upvotes', type: 'bug' })]: { status: 200, body: pageOf([]) },
    });
    await screen.findByText('Timer beeps twice');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'upvotes');
    await waitFor(() => expect(screen.queryByText('Timer beeps twice')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Type'), 'bug');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', boardUrl({ sort: 'upvotes', type: 'bug' }))).toHaveLength(1);
  });

  it('loads more pages', async () => {
    const third = feedbackItem({ content: 'Third idea' });
    const { user } = renderBoard(member, {
      [boardUrl()]: { status: 200, body: pageOf([idea, bug], { total: 3, pageSize: 2 }) },
      [boardUrl({ page: '2' })]: { status: 200, body: pageOf([third], { total: 3, page: 2, pageSize: 2 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Third idea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('gives members no admin controls', async () => {
    renderBoard(member);
    await screen.findByText('Print the shopping list');
    expect(screen.queryByRole('group', { name: 'Admin controls' })).not.toBeInTheDocument();
  });

  it('lets an admin change the status and reply', async () => {
    const { user, fetchMock } = renderBoard(admin, {
      [`PATCH /api/feedback/${idea.id}`]: { status: 200, body: { ...idea, status: 'completed', resolvedAt: '2026-11-22T10:00:00.000Z' } },
      [`POST /api/feedback/${idea.id}/responses`]: { status: 201, body: { ...idea, responses: [{ id: 'r2', message: 'Done!', authorName: 'Grace', createdAt: '2026-11-22T10:00:00.000Z' }] } },
    });
    await screen.findByText('Print the shopping list');
    const controls = within(card('Print the shopping list')).getByRole('group', { name: 'Admin controls' });
    await user.selectOptions(within(controls).getByLabelText('Status'), 'completed');
    expect(requestsTo(fetchMock, 'PATCH', `/api/feedback/${idea.id}`)).toEqual([{ status: 'completed' }]);
    // a priority, then None: the empty choice clears it
    await user.selectOptions(within(controls).getByLabelText('Priority'), 'High');
    await waitFor(() => expect(within(controls).getByLabelText('Priority')).toBeEnabled());
    await user.selectOptions(within(controls).getByLabelText('Priority'), 'None');
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', `/api/feedback/${idea.id}`)).toEqual([{ status: 'completed' }, { priority: 'high' }, { priority: null }]));
    await user.type(within(controls).getByLabelText('Reply'), 'Done!');
    await user.click(within(controls).getByRole('button', { name: 'Send reply' }));
    expect(await within(card('Print the shopping list')).findByText('Done!', { selector: 'p' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', `/api/feedback/${idea.id}/responses`)).toEqual([{ message: 'Done!' }]);
  });

  it('shows an error with a retry when the board cannot load', async () => {
    renderBoard(member, { [boardUrl()]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load feedback');
  });
});
