import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The signed-in route table (frontend/src/app/routes.tsx), read from its source so a route added
 * there without a concrete URL here fails the audit instead of being skipped.
 */
export function routeTablePaths(): string[] {
  const source = readFileSync(fileURLToPath(new URL('../../src/app/routes.tsx', import.meta.url)), 'utf8');
  return [...source.matchAll(/\{\s*path:\s*'([^']+)'/g)].map((match) => match[1]);
}

/** A URL to visit for each route pattern (onboarding creates Refrigerator and Pantry). */
const concrete: Record<string, string> = {
  '/storage/:location': '/storage/refrigerator',
  '/food-groups/:category': '/food-groups/uncategorized',
  '*': '/no-such-page',
};

export interface AuditedRoute {
  pattern: string;
  url: string;
  /** A file-name-safe name for screenshots. */
  name: string;
}

export function auditedRoutes(): AuditedRoute[] {
  return routeTablePaths().map((pattern) => {
    const url = concrete[pattern] ?? pattern;
    const name = url === '/' ? 'home' : url.slice(1).replace(/[^a-z0-9]+/gi, '-');
    return { pattern, url, name };
  });
}

/** Waits until a screen has rendered: its lazy code loaded and no loading placeholder left. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('#main, main').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
