import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setFeedbackDock } from '@/lib/feedback-dock';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { feedbackItem } from '../test/fixtures';
import { FeedbackWidget, sitsAboveChatInput } from './feedback-widget';

describe('sitsAboveChatInput', () => {
  it('is true on / and every /chat path only', () => {
    expect(sitsAboveChatInput('/')).toBe(true);
    expect(sitsAboveChatInput('/chat')).toBe(true);
    expect(sitsAboveChatInput('/chat/123')).toBe(true);
    expect(sitsAboveChatInput('/cookbook')).toBe(false);
    expect(sitsAboveChatInput('/feedback')).toBe(false);
  });
});

describe('FeedbackWidget', () => {
  it('sits higher on the chat than elsewhere', () => {
    stubFetch({});
    const { unmount } = renderWithProviders(<FeedbackWidget />, { path: '/chat' });
    expect(screen.getByTestId('feedback-widget').className).toMatch(/bottom-48/);
    unmount();
    renderWithProviders(<FeedbackWidget />, { path: '/cookbook' });
    expect(screen.getByTestId('feedback-widget').className).toMatch(/bottom-4/);
  });

  it("docks in the chat's strip above the composer when the chat offers one, and floats elsewhere", () => {
    stubFetch({});
    const dock = document.createElement('div');
    document.body.append(dock);
    act(() => setFeedbackDock(dock));
    try {
      const { unmount } = renderWithProviders(<FeedbackWidget />, { path: '/chat' });
      const docked = screen.getByTestId('feedback-widget');
      expect(dock).toContainElement(docked);
      expect(docked.className).not.toMatch(/fixed/);
      unmount();
      renderWithProviders(<FeedbackWidget />, { path: '/cookbook' });
      expect(screen.getByTestId('feedback-widget').className).toMatch(/fixed/);
      expect(dock).toBeEmptyDOMElement();
    } finally {
      act(() => setFeedbackDock(null));
      dock.remove();
    }
  });

  it('sends type, rating, text and the page, then thanks the user', async () => {
    const fetchMock = stubFetch({ 'POST /api/feedback': { status: 201, body: feedbackItem() } });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackWidget />, { path: '/shopping-list' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await user.click(await screen.findByRole('radio', { name: 'Bug' }));
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your feedback'), '  The list forgets my order  ');
    await user.click(screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1)!);
    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/feedback')).toEqual([
      { type: 'bug', rating: 4, content: 'The list forgets my order', contextType: 'page', contextId: '/shopping-list', metadata: { page: '/shopping-list' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send more' }));
    expect(screen.getByLabelText('Your feedback')).toHaveValue('');
  });

  it('asks for words or a rating before sending anything', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<FeedbackWidget />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByLabelText('Your feedback');
    await user.click(screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1)!);
    expect(await screen.findByText('Tell us a little more')).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST', '/api/feedback')).toEqual([]);
  });
});
