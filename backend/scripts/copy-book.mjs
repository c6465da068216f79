// Copies the offline chef's recipe book (JSON dish files, read at run time) beside its compiled
// loader in dist/: tsc emits only what is imported. The old copy goes first so a deleted or moved
// dish does not linger in the build.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const book = 'modules/recipes/offline-chef/book/dishes';
const from = fileURLToPath(new URL(`../src/${book}`, import.meta.url));
const to = fileURLToPath(new URL(`../dist/${book}`, import.meta.url));
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
