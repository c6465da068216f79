import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The libs are aliased to their sources so dev, tests and the build never need `build:libs` first.
export const resolveAliases = {
  '@/': fromHere('./src/'),
  '@sous/contracts': fromHere('../libs/contracts/src/index.ts'),
  '@sous/kitchen': fromHere('../libs/kitchen/src/index.ts'),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: resolveAliases },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
  },
});
