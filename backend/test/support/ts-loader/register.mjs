// Runs the TypeScript sources directly in a child Node process, the way Jest sees them:
//   node --import ./backend/test/support/ts-loader/register.mjs backend/src/main.ts
// Tests use it to spawn the real app and the database preparation without a build.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
