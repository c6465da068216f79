import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeActiveSocket } from '@/test/fake-socket';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { cookSession, leekSoup as recipe, recipeId, renderCookMode as render, sessionId } from '../test/fixtures';
import type { RenderCookAction } from './cook-mode-page';

const doneAction = vi.fn<RenderCookAction>(({ open }) => (open ? <div role="dialog" aria-label="Cook Leek soup" /> : null));

const renderCookMode = (path?: string) => render({ path, renderCookAction: doneAction });

describe('cook mode', () => {
  it('starts at the servings the card was scaled to and shows the first step with its ingredients', async () => {
    const fetchMock = stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 204 },
      'POST /api/cook-sessions': { status: 201, body: cookSession() },
    });
    renderCookMode(`/recipes/${recipeId}/cook?servings=2`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start cooking' }));
    expect(requestsTo(fetchMock, 'POST', '/api/cook-sessions')).toEqual([{ recipeId, servings: 2 }]);
    expect(await screen.findByText('Melt the butter.')).toBeVisible();
    expect(within(screen.getByRole('complementary', { name: 'For this step' })).getByText('1 tbsp butter')).toBeVisible();
    expect(screen.getByText('Step 1 of 3: Melt the butter.')).toHaveAttribute('aria-live', 'polite');
  });

  it("starts the planned meal's session when the planner opened it, and Done cooks that meal", async () => {
    const mealPlanId = '00000000-0000-4000-8000-0000000000bb';
    const fetchMock = stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 204 },
      'POST /api/cook-sessions': { status: 201, body: cookSession({ mealPlanId, step: 2, servings: 3 }) },
    });
    renderCookMode(`/recipes/${recipeId}/cook?servings=3&mealPlanId=${mealPlanId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start cooking' }));
    expect(requestsTo(fetchMock, 'POST', '/api/cook-sessions')).toEqual([{ recipeId, servings: 3, mealPlanId }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(doneAction).toHaveBeenLastCalledWith(expect.objectContaining({ recipe, servings: 3, mealPlanId, open: true }));
  });

  it('moves by button and arrow keys, sending the version it saw', async () => {
    const fetchMock = stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: cookSession() },
      [`PATCH /api/cook-sessions/${sessionId}`]: ({ body }) => {
        const { step, version } = body as { step: number; version: number };
        return { status: 200, body: cookSession({ step, version: version + 1 }) };
      },
    });
    renderCookMode();
    await userEvent.click(await screen.findByRole('button', { name: /Next step/ }));
    expect(await screen.findByText('Sweat the leeks for 8-10 minutes.')).toBeVisible();
    expect(screen.getByText('Set to 8 minutes, the lower end of 8-10 minutes')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('cook-step')).toHaveAttribute('data-step', '1'));
    // the quick taps go out one after the other with the versions the server will have
    expect(requestsTo(fetchMock, 'PATCH', `/api/cook-sessions/${sessionId}`)).toEqual([
      { step: 1, version: 1 },
      { step: 0, version: 2 },
      { step: 1, version: 3 },
    ]);
  });

  it('follows another device: its step and its timer counting from server time', async () => {
    stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: cookSession() },
    });
    const { emit } = fakeActiveSocket();
    renderCookMode();
    expect(await screen.findByText('Melt the butter.')).toBeVisible();
    // the server's clock runs 30 s behind this device's: the countdown shows 5 minutes (by the server), not 4:30 (by this device)
    const serverNow = new Date(Date.now() - 30_000);
    const endsAt = new Date(serverNow.getTime() + 300_000).toISOString();
    emit('cook-session:updated', cookSession({
      step: 1,
      version: 3,
      serverNow: serverNow.toISOString(),
      timers: [{ id: '1.0', step: 1, label: 'Sweat', seconds: 480, state: 'running', remainingSeconds: 480, endsAt }],
    }));
    expect(await screen.findByText('Sweat the leeks for 8-10 minutes.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status', { name: /^Sweat: (5:00|4:59|4:58)$/ })).toBeVisible());
    expect(screen.getByRole('button', { name: 'Pause Sweat timer' })).toBeVisible();
    emit('cook-session:ended', { id: sessionId });
    expect(await screen.findByRole('button', { name: 'Start cooking' })).toBeVisible();
  });

  it('starts a timer on the server and offers Cook on the last step', async () => {
    const fetchMock = stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: cookSession({ step: 1 }) },
      [`PATCH /api/cook-sessions/${sessionId}`]: ({ body }) => ({ status: 200, body: cookSession({ step: (body as { step?: number }).step ?? 1, version: 2 }) }),
    });
    renderCookMode();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Sweat timer' }));
    expect(requestsTo(fetchMock, 'PATCH', `/api/cook-sessions/${sessionId}`)).toEqual([{ timers: [{ id: '1.0', action: 'start' }] }]);
    await userEvent.keyboard('{End}');
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.getByRole('dialog', { name: 'Cook Leek soup' })).toBeVisible();
    expect(doneAction).toHaveBeenLastCalledWith(expect.objectContaining({ recipe, servings: 2, mealPlanId: null, open: true }));
  });

  it('leaves cook mode when the session is gone on the server (its recipe deleted)', async () => {
    stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: cookSession() },
      [`PATCH /api/cook-sessions/${sessionId}`]: { status: 404, body: { message: 'Cook session not found', code: 'cook-sessions.session-not-found' } },
    });
    renderCookMode();
    await userEvent.click(await screen.findByRole('button', { name: /Next step/ }));
    expect(await screen.findByRole('button', { name: 'Start cooking' })).toBeVisible();
    expect(screen.queryByText('Could not update the cook session')).toBeNull();
  });

  it('says when the household cooks another recipe and offers to go there', async () => {
    stubFetch({
      [`/api/recipes/${recipeId}`]: { status: 200, body: recipe },
      '/api/cook-sessions/active': { status: 200, body: cookSession({ recipeId: '00000000-0000-4000-8000-000000000002', recipeTitle: 'Pancakes' }) },
    });
    renderCookMode();
    expect(await screen.findByText('Your household is cooking Pancakes right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Pancakes' })).toHaveAttribute('href', '/recipes/00000000-0000-4000-8000-000000000002/cook');
    expect(screen.queryByRole('button', { name: 'Start cooking' })).toBeNull();
  });
});
