// The app shell for a signed-out visitor (spec 000 §1–§2) and the server that serves it.
import { expect, test } from '@playwright/test';
import { enabledProviders, expectProvidersMatchServer, LandingPage, providers } from './support/landing-page';

test.describe('signed-out visitor', () => {
  test('sees the landing page on / with Sign Up selected and the five providers', async ({ page, request }) => {
    const enabled = await enabledProviders(request);
    await page.goto('/');
    const landing = new LandingPage(page);
    await landing.expectShown();
    await expect(landing.signUpTab).toHaveAttribute('aria-selected', 'true');
    await expect(landing.logInTab).toHaveAttribute('aria-selected', 'false');
    await expectProvidersMatchServer(landing, enabled);
  });

  test('explains a provider that is not set up when its sign-in is tried anyway', async ({ page, request }) => {
    const enabled = await enabledProviders(request);
    const missing = providers.find((provider) => !enabled.has(provider.id));
    if (!missing) {
      test.skip(true, 'every provider is configured on this server');
      return;
    }
    await page.goto(`/api/login?provider=${missing.id}`);
    await expect(page).toHaveURL(/[?&]authError=provider_not_configured/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('is not set up on this server');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await new LandingPage(page).expectShown();
  });

  test('shows the marketing claims of the landing page', async ({ page }) => {
    await page.goto('/');
    await new LandingPage(page).expectShown();
    for (const claim of [/50%/, /10K\+/, /2\s?hrs/i]) {
      await expect(page.getByText(claim).first()).toBeVisible();
    }
  });

  test('sees the landing page on an unknown deep path', async ({ page }) => {
    const response = await page.goto('/storage/fridge');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/storage\/fridge$/);
    const landing = new LandingPage(page);
    await landing.expectShown();
    await expect(landing.signUpTab).toHaveAttribute('aria-selected', 'true');
  });

  test('can switch to Log In with the keyboard and still choose a provider', async ({ page, request }) => {
    const enabled = await enabledProviders(request);
    await page.goto('/');
    const landing = new LandingPage(page);
    await landing.expectShown();
    await landing.signUpTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(landing.logInTab).toHaveAttribute('aria-selected', 'true');
    await expect(landing.logInTab).toBeFocused();
    await expectProvidersMatchServer(landing, enabled);
  });

  test('choosing Email disables every provider, shows a spinner and navigates to /api/login', async ({ page }) => {
    const landing = new LandingPage(page);
    // Answer the sign-in navigation with 204 No Content: the browser requests it as a navigation
    // but stays on the page, so the pending state stays observable.
    const navigations: string[] = [];
    await page.route('**/api/login**', async (route) => {
      if (route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()) {
        navigations.push(route.request().url());
      }
      await route.fulfill({ status: 204 });
    });

    await page.goto('/');
    await landing.expectShown();
    const email = landing.providerButton(/\be-?mail\b/i);
    await email.click();

    await expect.poll(() => navigations).toHaveLength(1);
    const loginUrl = new URL(navigations[0]);
    expect(loginUrl.pathname).toBe('/api/login');
    expect(loginUrl.searchParams.get('provider')).toBe('email');
    expect(loginUrl.origin).toBe(new URL(page.url()).origin);

    for (const provider of providers) {
      await expect(landing.providerButton(provider.label), `${provider.name} disabled`).toBeDisabled();
    }
    await expect(email).toHaveAttribute('aria-busy', 'true');
    // The shared Spinner (components/ui/spinner.tsx) spins on the chosen button only.
    await expect(email.locator('.animate-spin')).toHaveCount(1);
    await expect(page.locator('.animate-spin')).toHaveCount(1);
  });

  test('has no horizontal scrolling at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/storage/fridge']) {
      await page.goto(path);
      await new LandingPage(page).expectShown();
      const overflow = await page.evaluate(() => ({
        viewport: document.documentElement.clientWidth,
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(overflow.document, `${path} document width`).toBeLessThanOrEqual(overflow.viewport);
      expect(overflow.body, `${path} body width`).toBeLessThanOrEqual(overflow.viewport);
    }
  });
});

test.describe('server', () => {
  test('answers /api/health from the same origin as the app', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: process.env.E2E_DATABASE_URL ? 'postgresql' : 'pglite',
      realtime: process.env.E2E_REDIS_URL ? 'redis' : 'memory',
    });
  });

  test('answers an unknown /api path with a JSON 404, not the app page', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
  });
});
