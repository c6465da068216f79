import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { CalendarFeedCard } from './calendar-feed-card';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const key = '/api/household/calendar-feed';
const off = { active: false, createdAt: null, breakfast: '08:00', lunch: '12:30', dinner: '18:30', snack: '15:30', durationMinutes: 60, timeZone: 'UTC' };
const on = { ...off, active: true, createdAt: '2026-11-20T09:00:00.000Z', timeZone: 'Europe/Berlin' };
const link = (secret: string) => `https://sous.example/api/calendar/${secret.padEnd(43, 'x')}.ics`;

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({ [key]: { status: 200, body: off }, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(<CalendarFeedCard />);
  return { ...result, fetchMock, user };
}

describe('calendar feed card', () => {
  it('shows a skeleton, then offers to make a link with the subscribe hints', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading calendar feed' })).toBeInTheDocument();
    expect(await screen.findByText(/No feed link yet/)).toBeInTheDocument();
    expect(screen.getByText(/Add to Google Calendar:/)).toBeInTheDocument();
    expect(screen.getByText(/Add to Apple Calendar:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off feed' })).not.toBeInTheDocument();
  });

  it('creates the link, shows it once with a Copy button, and forgets it when done', async () => {
    const { user, fetchMock } = setup({ [`POST ${key}`]: { status: 201, body: { ...on, url: link('first') } } });
    await user.click(await screen.findByRole('button', { name: 'Create feed link' }));
    const shown = await screen.findByRole('status', { name: 'Calendar feed link' });
    expect(shown).toHaveTextContent(link('first'));
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', key)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(link('first'));
    expect(await screen.findByText('Feed link copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('status', { name: 'Calendar feed link' })).not.toBeInTheDocument();
    expect(screen.queryByText(link('first'))).not.toBeInTheDocument();
    expect(screen.getByText(/A feed link is active since/)).toBeInTheDocument();
  });

  it('asks before making a new link, and cancelling sends nothing', async () => {
    const { user, fetchMock } = setup({ [key]: { status: 200, body: on }, [`POST ${key}`]: { status: 201, body: { ...on, url: link('second') } } });
    await user.click(await screen.findByRole('button', { name: 'Make a new link' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Replace the feed link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST', key)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Replace the feed link?' });
    expect(dialog).toHaveTextContent('stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByRole('status', { name: 'Calendar feed link' })).toHaveTextContent(link('second'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', key)).toHaveLength(1);
  });

  it('turns the feed off after confirming', async () => {
    const { user, fetchMock } = setup({ [key]: { status: 200, body: on }, [`DELETE ${key}`]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Turn off feed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off the calendar feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off feed' }));
    expect(await screen.findByText(/No feed link yet/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', key)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create feed link' })).toBeInTheDocument();
  });

  it('saves meal times, length and time zone from labelled fields', async () => {
    const saved = { ...on, dinner: '19:15', durationMinutes: 45, timeZone: 'America/New_York' };
    const { user, fetchMock } = setup({ [key]: { status: 200, body: on }, [`PUT ${key}`]: { status: 200, body: saved } });
    const form = await screen.findByRole('form', { name: 'Calendar meal times' });
    expect(within(form).getByLabelText('Breakfast')).toHaveValue('08:00');
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    fireEvent.change(within(form).getByLabelText('Dinner'), { target: { value: '19:15' } });
    await user.clear(within(form).getByLabelText('Event length (minutes)'));
    await user.type(within(form).getByLabelText('Event length (minutes)'), '45');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'America/New_York');
    await user.click(within(form).getByRole('button', { name: 'Save meal times' }));
    expect(await screen.findByText('Meal times saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', key)).toEqual([
      { breakfast: '08:00', lunch: '12:30', dinner: '19:15', snack: '15:30', durationMinutes: 45, timeZone: 'America/New_York' },
    ]);
    expect(screen.getByRole('form', { name: 'Calendar meal times' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dinner')).toHaveValue('19:15');
  });

  it('shows bad input at its field, before and after the server', async () => {
    const { user, fetchMock } = setup({
      [`PUT ${key}`]: { status: 400, body: { message: 'timeZone: must be a time zone such as Europe/Berlin', issues: [{ path: ['timeZone'], message: 'must be a time zone such as Europe/Berlin' }] } },
    });
    const form = await screen.findByRole('form', { name: 'Calendar meal times' });
    const length = within(form).getByLabelText('Event length (minutes)');
    await user.clear(length);
    await user.type(length, '2');
    await user.click(within(form).getByRole('button', { name: 'Save meal times' }));
    expect(length).toHaveAccessibleDescription('Event length must be at least 5');
    expect(requestsTo(fetchMock, 'PUT', key)).toHaveLength(0);

    await user.clear(length);
    await user.type(length, '30');
    await user.click(within(form).getByRole('button', { name: 'Save meal times' }));
    expect(await within(form).findByText('Time zone must be a time zone such as Europe/Berlin')).toBeInTheDocument();
    expect(within(form).getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the feed cannot load', async () => {
    setup({ [key]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar feed could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
