// Build-time half of the PWA: draws the install icons and fills public/sw.js with this build's
// precache list (the written bundle: index.html, entry JS/CSS, lazy chunks and assets) and a
// version derived from it, so a new build installs a new worker and drops the old shell.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { iconPng } from './icon-raster.ts';

export const iconFiles = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

/** Files copied from public/ that belong to the offline shell. */
const publicShellFiles = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon.svg'];

const buildMarker = /\/\* SOUS_BUILD \*\/[\s\S]*?\/\* END_SOUS_BUILD \*\//;

/** Replaces the BUILD literal of the worker source; throws when the marker is missing. */
export function injectBuild(source: string, build: { version: string; precache: string[] }): string {
  if (!buildMarker.test(source)) throw new Error('sw.js: the /* SOUS_BUILD */ marker is missing');
  return source.replace(buildMarker, `/* SOUS_BUILD */ ${JSON.stringify(build)} /* END_SOUS_BUILD */`);
}

export function pwaPlugin(): Plugin {
  let outDir = '';
  let precache: string[] = [];
  return {
    name: 'sous-pwa',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      for (const icon of iconFiles) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: iconPng(icon.size, icon.maskable) });
      }
      const built = Object.keys(bundle)
        .filter((file) => !file.endsWith('.map') && file !== 'index.html' && !file.startsWith('.vite/'))
        .map((file) => `/${file}`);
      precache = ['/', ...publicShellFiles, ...built, ...iconFiles.map((icon) => `/${icon.fileName}`)].sort();
    },
    // public/ is copied after the bundle is written: patch the copied worker last.
    closeBundle() {
      const file = join(outDir, 'sw.js');
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      writeFileSync(file, injectBuild(readFileSync(file, 'utf8'), { version, precache }));
    },
  };
}
