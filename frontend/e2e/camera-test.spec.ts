// The camera test (/camera-test) with Chromium's fake camera: the launch flags give a synthetic
// video stream and answer the permission prompt, so the preview and the scanner really start.
import { expect, test } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';
import { signedInPage } from './support/signed-in';

// a worker-level option: this file gets its own browser, launched with the fake camera
test.use({ launchOptions: chromiumLaunch(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']) });

test('camera test: permission, live preview, then the barcode scanner', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'camera', path: '/camera-test' });
  await context.grantPermissions(['camera']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Camera Test' })).toBeVisible();
  await expect(page.getByText('Secure connection (https or localhost)')).toBeVisible();

  await page.getByRole('button', { name: 'Start Camera' }).click();
  const video = page.getByLabel('Live camera preview');
  await expect(video).toBeVisible();
  // frames are really arriving: the element knows the stream's size and is playing
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused)).toBe(true);
  await expect(page.getByText(/^Camera working:/)).toBeVisible();
  await expect(page.locator('[data-permission]')).toHaveText('Allowed');

  await page.getByRole('button', { name: 'Stop Camera' }).click();
  await expect(video).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByText('Scanning… hold a barcode inside the box.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Barcode scanner view' }).locator('video')).toBeVisible();
  // starting the preview hands the camera over: the scanner stops
  await page.getByRole('button', { name: 'Start Camera' }).click();
  await expect(page.getByRole('button', { name: 'Start Scanning' })).toBeVisible();
  await expect(page.getByLabel('Live camera preview')).toBeVisible();
  await context.close();
});

test('camera test: a blocked camera says so', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'camera-denied', path: '/camera-test' });
  // no grant, and the page's getUserMedia refused the way Chromium refuses a blocked site
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Start Camera' }).click();
  await expect(page.getByRole('alert')).toContainText('Camera permission denied');
  await expect(page.locator('[data-permission]')).toHaveText('Blocked');
  await context.close();
});
