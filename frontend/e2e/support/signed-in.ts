import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { completeOnboarding, signUp } from './household';

/**
 * A new browser context with a signed-up, onboarded user (through the API; the context keeps the
 * session cookie), and a page on `path` with the app shell ready.
 */
export async function signedInPage(
  browser: Browser,
  { label = 'shell', path = '/storage/all', storageAreas = ['Refrigerator', 'Pantry'], colorScheme, viewport }: {
    label?: string;
    path?: string;
    storageAreas?: string[];
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme, viewport });
  await signUp(context.request, label, 'Casey');
  await completeOnboarding(context.request, storageAreas);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached({ timeout: 20_000 });
  return { context, page };
}

/** Adds one food item through the API into the household's first storage location. */
/** Adds food through the API; answers the name it was stored under (its canonical food's). */
export async function addFoodItem(context: BrowserContext, name: string): Promise<string> {
  const locations = await context.request.get('/api/storage-locations');
  expect(locations.ok(), await locations.text()).toBe(true);
  const [first] = (await locations.json()) as { id: string }[];
  const response = await context.request.post('/api/food-items', {
    data: { name, quantity: '2', unit: 'item', storageLocationId: first.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { name: string }).name;
}

/** A toast's text (exact: Radix's live region repeats it with a prefix). */
export const toastText = (page: Page, text: string | RegExp) => page.getByText(text, typeof text === 'string' ? { exact: true } : undefined);
