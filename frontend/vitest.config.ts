import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const testFile = /\.test\.tsx?$/;
const testFiles = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
  .filter((file) => testFile.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

// Test files share one module graph and one jsdom per worker (`isolate: false`): loading React, the
// router, TanStack Query and the app's modules again for each of ~100 files was most of the web step
// (157 s → ~60 s on 2 cores). Files that replace a module with `vi.mock`/`vi.doMock` need a graph of
// their own (a module already loaded by an earlier file would not be replaced), so they run isolated.
// The setup file's afterEach resets what the files share: the DOM, storage, cookies, toasts, fetch.
const mocksModules = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(`${root}${file}`, 'utf8'));
const isolated = testFiles.filter(mocksModules);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // above the 5 s a findBy may wait (src/test/setup.ts), so a slow runner fails on what is missing, not on time
      testTimeout: 15_000,
      projects: [
        { extends: true, test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false } },
        { extends: true, test: { name: 'web-isolated', include: isolated, isolate: true } },
      ],
    },
  }),
);
