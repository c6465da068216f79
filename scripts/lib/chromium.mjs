// Browser tests drive the system Chromium, never a downloaded one (DESIGN §1).
import fs from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** `{ path }` of a runnable Chromium, or `{ path: null, looked: <where we looked> }`. */
export function findChromium(env = process.env) {
  const wanted = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
  try {
    fs.accessSync(wanted, fs.constants.X_OK);
    return { path: wanted, looked: wanted };
  } catch {
    return { path: null, looked: wanted };
  }
}

export const skipMessage = (looked) =>
  `Browser tests SKIPPED: no Chromium found at ${looked} (set CHROMIUM_PATH)`;
