import type { Recipe } from '@sous/contracts';
import userEvent from '@testing-library/user-event';
import { PlannerRecipeCardActions } from '@/app/pages/cookbook-route';
import { RecipeCard } from '@/features/cookbook/components/recipe-card/recipe-card';
import { type RouteHandler, stubFetch } from './fetch-mock';
import { renderWithProviders } from './render-with-providers';

/**
 * A recipe card as the cookbook shows it, with the answers a card asks for (the glossary its steps
 * highlight, the household size Cook suggests leftovers from) and `routes`. `planner` lends it
 * app/'s Schedule, Cook and Add to List, as the cookbook route does; without it the card has none.
 */
export function renderRecipeCard(recipe: Recipe, { routes = {}, planner = false }: { routes?: Record<string, RouteHandler>; planner?: boolean } = {}) {
  const fetchMock = stubFetch({
    '/api/cooking-terms': { status: 200, body: [] },
    '/api/user/preferences': { status: 200, body: { householdSize: 2 } },
    ...routes,
  });
  const user = userEvent.setup();
  const card = <RecipeCard recipe={recipe} />;
  const rendered = renderWithProviders(planner ? <PlannerRecipeCardActions>{card}</PlannerRecipeCardActions> : card);
  return { ...rendered, fetchMock, user };
}
