import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { HouseholdCard } from './household-card';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const member = (id: string, firstName: string | null, role: 'admin' | 'member', isYou: boolean, email: string) => ({
  id,
  firstName,
  lastName: null,
  email,
  profileImageUrl: null,
  role,
  isYou,
});

const household = {
  id: 'h1',
  name: 'The Lovelaces',
  members: [member('u1', 'Ada', 'admin', true, 'ada@example.com'), member('u2', null, 'member', false, 'bob@example.com')],
  inviteCode: null,
  inviteExpiresAt: null,
};

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({ '/api/household': { status: 200, body: household }, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(<HouseholdCard />);
  return { ...result, fetchMock, user };
}

describe('household card', () => {
  it('shows a skeleton, then the members with their roles', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading household' })).toBeInTheDocument();
    const members = await screen.findByRole('region', { name: /Members/ });
    const rows = within(members).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ada (you)');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('bob@example.com');
    expect(rows[1]).toHaveTextContent('Member');
  });

  it('says when the household cannot be loaded', async () => {
    setup({ '/api/household': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your household could not be loaded.');
  });

  it('renames the household', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/household': { status: 200, body: { ...household, name: 'Casa' } } });
    const name = await screen.findByLabelText('Household name');
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(name).toHaveAccessibleDescription('Required');
    await user.type(name, ' Casa ');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Household renamed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/household')).toEqual([{ name: 'Casa' }]);
  });

  it('generates an invite code and copies it', async () => {
    const { user, fetchMock } = setup({
      'POST /api/household/invite': { status: 200, body: { inviteCode: 'ABCD2345', inviteExpiresAt: '2030-01-08T12:00:00.000Z' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate invite code' }));
    expect(await screen.findByRole('status', { name: 'Current invite code' })).toHaveTextContent('ABCD2345');
    expect(screen.getByText(/^Expires /)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/household/invite')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('ABCD2345');
    expect(await screen.findByText('Invite code copied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate new code' })).toBeInTheDocument();
  });

  it('joins by code, showing a bad code at the field', async () => {
    let attempts = 0;
    const { user, fetchMock, client } = setup({
      'POST /api/household/join': () =>
        ++attempts === 1
          ? { status: 404, body: { message: 'This invite code is not valid or has expired' } }
          : { status: 204 },
    });
    const code = await screen.findByLabelText('Invite code');
    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(code).toHaveAccessibleDescription('Code must be 8 characters');
    expect(requestsTo(fetchMock, 'POST', '/api/household/join')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'wxyz-2345');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    // joining moves the user out of their household: a valid code only asks first
    const ask = await screen.findByRole('alertdialog', { name: 'Join another household?' });
    expect(ask).toHaveTextContent('You leave The Lovelaces');
    expect(requestsTo(fetchMock, 'POST', '/api/household/join')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST', '/api/household/join')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Join household' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This invite code is not valid or has expired'));

    client.setQueryData(['/api/food-items'], []);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Join household' }));
    expect(await screen.findByText('You joined the household')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/household/join')).toEqual([{ code: 'WXYZ2345' }, { code: 'WXYZ2345' }]);
    expect(client.getQueryState(['/api/food-items'])?.isInvalidated).toBe(true);
  });

  it('leaves only after confirming', async () => {
    const { user, fetchMock } = setup({ 'POST /api/household/leave': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Leave household' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave The Lovelaces?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/household/leave')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave household' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave household' }));
    expect(await screen.findByText('You left the household')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/household/leave')).toHaveLength(1);
  });

  it('does not offer leaving to the only member', async () => {
    setup({ '/api/household': { status: 200, body: { ...household, members: [household.members[0]] } } });
    expect(await screen.findByRole('button', { name: 'Leave household' })).toBeDisabled();
  });
});
