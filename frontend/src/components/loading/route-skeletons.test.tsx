import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSpinner } from './page-spinner';
import {
  CookbookSkeleton,
  ListSkeleton,
  MealPlannerSkeleton,
  NutritionSkeleton,
  ShoppingListSkeleton,
  StorageSkeleton,
} from './route-skeletons';
import { SkeletonCardGrid } from './skeleton-card-grid';

const count = (testId: string) => screen.queryAllByTestId(testId).length;

describe('route loading placeholders (spec 000 §2)', () => {
  it('nutrition: 4 stat cards and a chart', () => {
    render(<NutritionSkeleton />);
    expect(count('skeleton-stat')).toBe(4);
    expect(count('skeleton-chart')).toBe(1);
  });

  it('meal planner: 7 day columns', () => {
    render(<MealPlannerSkeleton />);
    expect(count('skeleton-day')).toBe(7);
  });

  it('cookbook: 6 recipe cards', () => {
    render(<CookbookSkeleton />);
    expect(count('skeleton-card')).toBe(6);
  });

  it('shopping list: 3 groups of 4 rows', () => {
    render(<ShoppingListSkeleton />);
    const groups = screen.getAllByTestId('skeleton-group');
    expect(groups).toHaveLength(3);
    for (const group of groups) expect(group.querySelectorAll('[data-testid="skeleton-row"]')).toHaveLength(4);
  });

  it('storage: 3 tabs and a grid of 9', () => {
    render(<StorageSkeleton />);
    expect(count('skeleton-tab')).toBe(3);
    expect(count('skeleton-card')).toBe(9);
  });

  it('generic list and card grid, announced as loading', () => {
    render(<ListSkeleton />);
    expect(count('skeleton-row')).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('the card grid defaults to 6 cards in 1, 2 or 3 columns', () => {
    const { container } = render(<SkeletonCardGrid />);
    expect(count('skeleton-card')).toBe(6);
    expect(container.firstElementChild).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3');
  });

  it('other routes: a spinner with Loading...', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
