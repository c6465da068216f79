// ESLint flat config for the whole monorepo. Type-aware rules run on the TypeScript sources; plain
// recommended rules on the repo's scripts. Import boundaries are generated per directory from the
// folders on disk (see scripts/lint/import-boundaries.mjs); table owners from the entities on disk
// (scripts/lint/table-owners.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaryBlocks } from './scripts/lint/import-boundaries.mjs';
import { tableOwnerBlocks } from './scripts/lint/table-owners.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * `--cache` keys each file's result on the file and this config, not on the tsconfigs and packages
 * its types come from. Folding their contents into the config makes a project change invalidate the
 * cache. (An edit to one source file can still leave another file's cached type-aware result stale;
 * CI lints without the cache.)
 */
function projectDigest() {
  const hash = createHash('sha256');
  const candidates = ['package-lock.json', 'tsconfig.json'];
  for (const dir of ['libs/contracts', 'libs/kitchen', 'backend', 'frontend', 'frontend/e2e']) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const name of fs.readdirSync(full).sort()) {
      if (/^tsconfig.*\.json$/.test(name) || name === 'package.json') candidates.push(`${dir}/${name}`);
    }
  }
  for (const file of candidates) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

const typedSources = [
  'backend/src/**/*.ts',
  'backend/test/**/*.ts',
  'libs/*/src/**/*.ts',
  'frontend/src/**/*.{ts,tsx}',
  'frontend/e2e/**/*.ts',
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'data/',
    '**/test-results/',
    '**/playwright-report/',
    'bench/results/',
    // MikroORM's generated schema snapshots
    'backend/src/migrations/.snapshot-*.json',
  ]),

  {
    name: 'sous/linter',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: { sousProjectDigest: projectDigest() },
  },

  { name: 'sous/js', files: ['**/*.{js,mjs,cjs,ts,tsx}'], extends: [js.configs.recommended] },

  {
    name: 'sous/node-scripts',
    files: ['**/*.{js,mjs,cjs}', '**/*.config.ts', 'backend/**/*.ts', 'frontend/e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'sous/typescript',
    files: typedSources,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // TypeScript files outside the typed projects (tool configs): syntax-level TypeScript rules only.
  {
    name: 'sous/typescript-untyped',
    files: ['**/*.ts'],
    ignores: typedSources,
    extends: [tseslint.configs.recommended],
  },

  {
    name: 'sous/frontend',
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  {
    name: 'sous/service-worker',
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },

  ...importBoundaryBlocks(root),

  // one owner per table (issue 19): a module's SQL names only its own entities' tables
  ...tableOwnerBlocks(root),
]);
