// Module hooks for register.mjs: `.js` imports resolve to the `.ts` sources, #platform/… and #config/…
// to the backend's sources, @sous/* to the libs'
// sources (as Jest's moduleNameMapper does), and `.ts` files are compiled by swc with the same
// options as Jest (legacy decorators with metadata, which Nest needs and Node cannot strip).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const libs = {
  '@sous/contracts': new URL('../../../../libs/contracts/src/index.ts', import.meta.url).href,
  '@sous/kitchen': new URL('../../../../libs/kitchen/src/index.ts', import.meta.url).href,
};

const backendSrc = new URL('../../../src/', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  if (specifier in libs) return { url: libs[specifier], shortCircuit: true };
  // the backend's aliases (backend/package.json "imports" point at dist/): to the sources
  const alias = /^#(platform|config)\/(.*)\.js$/.exec(specifier);
  if (alias) return { url: new URL(`${alias[1]}/${alias[2]}.ts`, backendSrc).href, shortCircuit: true };
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (relative && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const source = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
