import type { LaunchOptions } from '@playwright/test';

/**
 * How every browser test launches the system Chromium (never a downloaded one), headless and quiet;
 * `extraArgs` add to it (the camera test's fake media stream). Playwright refuses `--user-data-dir`
 * in args, so none.
 */
export function chromiumLaunch(extraArgs: readonly string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
