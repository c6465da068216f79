import type { CookSession } from '@sous/contracts';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render-with-providers';
import { aRecipe } from '@/test/recipe-fixture';
import { CookModePage, type RenderCookAction } from '../pages/cook-mode-page';

/** What the cook-mode tests cook: a recipe and its running session, stated once. */
export const recipeId = '00000000-0000-4000-8000-000000000001';
export const sessionId = '00000000-0000-4000-8000-0000000000aa';

export const leekSoup = aRecipe({
  id: recipeId,
  title: 'Leek soup',
  prepTime: '10',
  cookTime: '40',
  ingredients: ['2 tbsp butter', '3 leeks'],
  instructions: ['Melt the butter.', 'Sweat the leeks for 8 minutes.', 'Blend.'],
  createdAt: '2026-12-01T10:00:00.000Z',
  mealType: 'dinner',
});

/** The household's session of the leek soup at 2 servings, on its first step; a test states what differs. */
export function cookSession(changes: Partial<CookSession> = {}): CookSession {
  return {
    id: sessionId,
    householdId: 'h1',
    recipeId,
    recipeTitle: 'Leek soup',
    mealPlanId: null,
    servings: 2,
    recipeServings: 4,
    step: 0,
    steps: [
      { index: 0, section: null, text: 'Melt the butter.', timers: [], ingredients: [{ index: 0, line: '1 tbsp butter' }] },
      {
        index: 1,
        section: 'Soup',
        text: 'Sweat the leeks for 8-10 minutes.',
        timers: [{ seconds: 480, maxSeconds: 600, label: 'Sweat', text: '8-10 minutes', note: 'Set to 8 minutes, the lower end of 8-10 minutes' }],
        ingredients: [{ index: 1, line: '1 1/2 leeks' }],
      },
      { index: 2, section: 'Soup', text: 'Blend.', timers: [], ingredients: [] },
    ],
    timers: [{ id: '1.0', step: 1, label: 'Sweat', seconds: 480, state: 'idle', remainingSeconds: 480, endsAt: null }],
    version: 1,
    startedBy: 'u1',
    createdAt: '2026-12-06T10:00:00.000Z',
    updatedAt: '2026-12-06T10:00:00.000Z',
    serverNow: new Date().toISOString(),
    ...changes,
  };
}

/** Cook mode at its route, "Done" lent `renderCookAction` (the app lends the planner's Cook). */
export function renderCookMode({ path = `/recipes/${recipeId}/cook`, renderCookAction = () => null }: { path?: string; renderCookAction?: RenderCookAction } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/recipes/:id/cook" element={<CookModePage renderCookAction={renderCookAction} />} />
    </Routes>,
    { path },
  );
}
