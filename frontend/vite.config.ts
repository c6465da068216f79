import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugin } from './build/pwa-plugin.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The libs are aliased to their sources so dev, tests and the build never need `build:libs` first.
export const resolveAliases = {
  '@/': fromHere('./src/'),
  '@sous/contracts': fromHere('../libs/contracts/src/index.ts'),
  '@sous/kitchen': fromHere('../libs/kitchen/src/index.ts'),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), pwaPlugin()],
  resolve: { alias: resolveAliases },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/objects': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph bench/bundle-size.mjs measures initial JS with.
    manifest: true,
    rolldownOptions: {
      // The shared libs are declarations (constants, zod schemas, pure functions): a module none of
      // whose exports is used can go. Without this the contracts barrel drags every schema, and zod,
      // into the first download of the landing page. frontend/src/lib likewise holds only helpers,
      // none of which acts on import.
      treeshake: {
        moduleSideEffects: [
          { test: /\/libs\/(contracts|kitchen)\/src\//, sideEffects: false },
          { test: /\/frontend\/src\/lib\//, sideEffects: false },
        ],
      },
    },
  },
});
