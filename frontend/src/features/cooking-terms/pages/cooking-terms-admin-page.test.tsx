import type { AuthUser, CookingTerm } from '@sous/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyEntityEvent } from '@/lib/socket-cache';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { CookingTermsAdminPage } from './cooking-terms-admin-page';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', hasCompletedOnboarding: true, role: 'admin' };
const member: AuthUser = { id: 'u2', firstName: 'Bob', hasCompletedOnboarding: true, role: 'member' };

const term = (fields: Partial<CookingTerm>): CookingTerm => ({
  id: 't1',
  term: 'Julienne',
  category: 'knife_skills',
  shortDefinition: 'Thin matchstick cuts.',
  longDefinition: null,
  difficulty: 'intermediate',
  timeEstimate: null,
  tools: ['Chef’s knife'],
  tips: [],
  relatedTerms: [],
  searchTerms: [],
  imageUrl: null,
  videoUrl: null,
  ...fields,
});
const julienne = term({});
const saute = term({ id: 't2', term: 'Sauté', category: 'cooking_methods', shortDefinition: 'Cook quickly in a little fat.' });

function renderPage(user: AuthUser, terms: CookingTerm[] = [julienne, saute]) {
  const fetchMock = stubFetch({
    '/api/auth/user': { status: 200, body: user },
    '/api/cooking-terms': { status: 200, body: terms },
    'PATCH /api/cooking-terms/t1': ({ body }) => ({ status: 200, body: { ...julienne, ...(body as object) } }),
  });
  return { ...renderWithProviders(<CookingTermsAdminPage />, { path: '/cooking-terms-admin' }), fetchMock, user: userEvent.setup() };
}

describe('CookingTermsAdminPage', () => {
  it('tells members the page is for admins only', async () => {
    renderPage(member);
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the glossary, searches and filters by category', async () => {
    const { user } = renderPage(admin);
    expect(await screen.findByRole('rowheader', { name: 'Julienne' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sauté' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'saute');
    expect(await screen.findByText('1 of 2 terms')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Julienne' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Category'), 'knife_skills');
    expect(await screen.findByText('1 of 2 terms')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Julienne' })).toBeInTheDocument();
  });

  it('edits a term in the dialog with its lists as chips and sends the change', async () => {
    const { user, fetchMock } = renderPage(admin);
    await user.click(await screen.findByRole('button', { name: 'Edit Julienne' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Remove Chef’s knife' })).toBeInTheDocument();
    const short = within(dialog).getByLabelText(/Short definition/);
    await user.clear(short);
    await user.type(short, 'Cut into thin sticks.');
    await user.type(within(dialog).getByLabelText('Pro tips'), 'Square the vegetable first{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Cut into thin sticks.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'PATCH', '/api/cooking-terms/t1') as Record<string, unknown>[];
    expect(sent).toMatchObject({ shortDefinition: 'Cut into thin sticks.', tips: ['Square the vegetable first'], tools: ['Chef’s knife'] });
  });

  it('shows the field the server refused, and keeps the dialog open', async () => {
    const fetchMock = stubFetch({
      '/api/auth/user': { status: 200, body: admin },
      '/api/cooking-terms': { status: 200, body: [julienne] },
      'POST /api/cooking-terms': { status: 409, body: { message: 'A cooking term named "Julienne" already exists', code: 'cooking-terms.term-exists' } },
    });
    renderWithProviders(<CookingTermsAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New term' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Term'), 'julienne');
    await user.type(within(dialog).getByLabelText(/Short definition/), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Add term' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A cooking term named "Julienne" already exists');
    expect(requestsTo(fetchMock, 'POST', '/api/cooking-terms')).toHaveLength(1);
  });

  it('follows another admin’s edit live', async () => {
    const { client } = renderPage(admin);
    expect(await screen.findByRole('rowheader', { name: 'Julienne' })).toBeInTheDocument();
    act(() => {
      applyEntityEvent(client, 'cooking-term:deleted', { id: 't1' });
    });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Julienne' })).not.toBeInTheDocument());
  });
});
