// Checks the generated import-boundary blocks against a throw-away tree shaped like the repo.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { importBoundaryBlocks } from './import-boundaries.mjs';

const tree = [
  'libs/kitchen/src',
  'backend/src/config',
  'backend/src/platform/realtime',
  'backend/src/modules/inventory/commands/add-food-item',
  'backend/src/modules/inventory/domain',
  'backend/src/modules/inventory/database',
  'backend/src/modules/inventory/http',
  'backend/src/modules/inventory/adapters',
  'backend/src/modules/inventory/queries/list-food-items',
  'backend/src/modules/inventory/events',
  'backend/src/modules/inventory/domain/ports',
  'backend/src/modules/inventory/application',
  'backend/src/modules/chat/model',
  'backend/src/modules/recipes/domain',
  'backend/src/modules/recipes/commands/cook',
  'backend/src/migrations',
  'backend/test',
  'frontend/src/app',
  'frontend/src/components/ui',
  'frontend/src/lib',
  'frontend/src/features/inventory/components',
  'frontend/src/features/inventory/api',
  'frontend/src/features/recipes/api',
  'frontend/e2e',
];

let root;
let eslint;

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-boundaries-'));
  for (const dir of tree) fs.mkdirSync(path.join(root, dir), { recursive: true });
  for (const file of ['backend/src/app.module.ts', 'backend/src/main.ts']) fs.writeFileSync(path.join(root, file), '');
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...importBoundaryBlocks(root),
    ],
  });
});

after(() => fs.rmSync(root, { recursive: true, force: true }));

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

async function assertAllowed(file, specifier) {
  assert.deepEqual(await problems(file, `import x from '${specifier}';\nexport default x;\n`), [], `${file} -> ${specifier}`);
}

async function assertForbidden(file, specifier, mention) {
  for (const code of [`import x from '${specifier}';\nexport default x;\n`, `export const load = () => import('${specifier}');\n`]) {
    const found = await problems(file, code);
    assert.equal(found.length, 1, `${file} -> ${specifier} should be refused:\n${code}`);
    assert.match(found[0], mention);
  }
}

describe('frontend features', () => {
  const file = 'frontend/src/features/inventory/components/food-list.tsx';

  test('a feature may import its own files, components, lib and libs', async () => {
    await assertAllowed(file, '../api/get-food-items');
    await assertAllowed(file, './food-row');
    await assertAllowed(file, '../../../components/ui/button');
    await assertAllowed(file, '@/components/ui/button');
    await assertAllowed(file, '@/lib/api-client');
    await assertAllowed(file, '@sous/contracts');
  });

  test('a feature may not import another feature, by relative path or alias', async () => {
    await assertForbidden(file, '../../recipes/api/get-recipes', /Feature 'inventory' must not import feature 'recipes'/);
    await assertForbidden(file, '../../recipes', /feature 'recipes'/);
    await assertForbidden(file, '@/features/recipes/api/get-recipes', /feature 'recipes'/);
    await assertForbidden('frontend/src/features/recipes/api/get-recipes.ts', '../../inventory/api/get-food-items', /feature 'inventory'/);
  });

  test('a folder named like another feature inside a feature is its own', async () => {
    await assertAllowed(file, '../recipes/x');
  });

  test('app/ composes features', async () => {
    await assertAllowed('frontend/src/app/router.tsx', '../features/recipes/api/get-recipes');
    await assertAllowed('frontend/src/app/router.tsx', '@/features/inventory/components/food-list');
  });
});

describe('frontend shared code', () => {
  test('components/ and lib/ never import features/ or app/', async () => {
    await assertForbidden('frontend/src/components/ui/button.tsx', '../../features/inventory/api/x', /components is shared/);
    await assertForbidden('frontend/src/components/ui/button.tsx', '../../app/providers', /never imports features\/ or app\//);
    await assertForbidden('frontend/src/lib/api-client.ts', '../app/router', /lib is shared/);
    await assertForbidden('frontend/src/lib/api-client.ts', '@/features/inventory', /lib is shared/);
    await assertAllowed('frontend/src/components/ui/button.tsx', '../../lib/utils');
  });

  test('the frontend never imports the backend', async () => {
    await assertForbidden('frontend/src/app/router.tsx', '../../../backend/src/main.js', /never imports the backend/);
    await assertForbidden('frontend/e2e/shell.spec.ts', '@sous/backend', /never imports the backend/);
  });
});

describe('backend modules', () => {
  const handler = 'backend/src/modules/inventory/commands/add-food-item/add-food-item.handler.ts';

  test('a module may import its own folder, platform/, config/ and libs', async () => {
    await assertAllowed(handler, '../../domain/food-item.entity.js');
    await assertAllowed(handler, '../../../../platform/realtime/realtime.gateway.js');
    await assertAllowed(handler, '../../../../config/app-config.js');
    await assertAllowed(handler, '@sous/kitchen');
    await assertAllowed(handler, '@nestjs/cqrs');
  });

  test('a module may not import another module or the app root', async () => {
    await assertForbidden(handler, '../../../recipes/domain/recipe.entity.js', /Module 'inventory' may import from module 'recipes' only its published/);
    await assertForbidden('backend/src/modules/recipes/domain/recipe.entity.ts', '../../inventory/domain/food-item.entity.js', /from module 'inventory'/);
    await assertForbidden(handler, '../../../../app.module.js', /may import only platform\/, config\/, libs/);
    await assertForbidden(handler, '../../../../migrations/index.js', /may import only/);
    await assertForbidden(handler, '@sous/frontend', /never imports the frontend/);
  });

  test("a module may import another module's published commands, queries and events, nothing else of it", async () => {
    const recipes = 'backend/src/modules/recipes/commands/cook/cook.handler.ts';
    await assertAllowed(recipes, '../../../inventory/commands/add-food-item/add-food-item.command.js');
    await assertAllowed(recipes, '../../../inventory/queries/list-food-items/list-food-items.query.js');
    await assertAllowed(recipes, '../../../inventory/events/expiring-items-found.event.js');
    await assertForbidden(recipes, '../../../inventory/commands/add-food-item/add-food-item.handler.js', /only its published/);
    await assertForbidden(recipes, '../../../inventory/commands/add-food-item/helpers/add-food-item.command.js', /only its published/);
    await assertForbidden(recipes, '../../../inventory/events/inventory.events.js', /only its published/);
    await assertForbidden(recipes, '../../../inventory/inventory.module.js', /only its published/);
    await assertForbidden(recipes, '../../../inventory', /only its published/);
  });

  test('a module never imports the HTTP framework: its types and helpers come from platform/http', async () => {
    const controller = 'backend/src/modules/inventory/http/food-items.controller.ts';
    await assertForbidden(controller, 'express', /must not import the HTTP framework/);
    await assertForbidden(controller, 'express/lib/router', /must not import the HTTP framework/);
    await assertForbidden(handler, '@nestjs/platform-express', /must not import the HTTP framework/);
    await assertAllowed(controller, '../../../platform/http/http-types.js');
    await assertAllowed(controller, '@nestjs/common');
    // only modules: platform/http is where the framework is wrapped
    await assertAllowed('backend/src/platform/realtime/realtime.gateway.ts', 'express');
  });

  test('domain/ is pure: no entity manager, nothing of database/', async () => {
    const rule = 'backend/src/modules/inventory/domain/merge-sentence.ts';
    await assertForbidden(rule, '@mikro-orm/sql', /domain is pure/);
    await assertForbidden(rule, '../database/food-item.row.js', /domain is pure/);
    for (const pkg of ['node:fs', 'sharp', 'tesseract.js', 'web-push', 'openai', '@nestjs/cqrs']) await assertForbidden(rule, pkg, /infrastructure .* lives in modules\/inventory\/adapters/);
    await assertForbidden(rule, '#platform/ai/ai-client.js', /lives in modules\/inventory\/adapters/);
    await assertAllowed('backend/src/modules/inventory/database/food-item.row.ts', 'node:fs');
    await assertAllowed(rule, '@mikro-orm/core');
    await assertAllowed('backend/src/modules/inventory/database/food-item.row.ts', '../domain/merge-sentence.js');
    await assertAllowed('backend/src/modules/inventory/database/food-item.row.ts', '@mikro-orm/sql');
  });

  test('platform/ never imports modules/', async () => {
    await assertForbidden('backend/src/platform/realtime/realtime.gateway.ts', '../../modules/inventory/domain/food-item.entity.js', /platform\/ is cross-cutting/);
    await assertAllowed('backend/src/platform/realtime/realtime.gateway.ts', '../../config/app-config.js');
  });

  test('config/ never imports modules/ either: the composition root hands their parts in (issue 34)', async () => {
    await assertForbidden('backend/src/config/entities.ts', '../modules/inventory/domain/food-item.entity.js', /config\/ is cross-cutting/);
    await assertForbidden('backend/src/config/mikro-orm.config.ts', '../modules/inventory/inventory.entities.js', /never imports modules\//);
    await assertAllowed('backend/src/config/mikro-orm.config.ts', '../platform/database/entity-ref.js');
    await assertAllowed('backend/src/app.module.ts', './modules/inventory/inventory.entities.js');
  });

  test('the model (platform/ai) is reached only from adapters/, behind a port of the module (issue 34)', async () => {
    const adapter = 'backend/src/modules/inventory/adapters/model-food-namer.ts';
    await assertForbidden(handler, '#platform/ai/ai-client.js', /Only modules\/inventory\/adapters talks to outside systems and the model/);
    await assertForbidden(handler, '../../../../platform/ai/ai-client.js', /behind a port of the module/);
    await assertForbidden('backend/src/modules/inventory/inventory.module.ts', '../../platform/ai/ai.module.js', /Only modules\/inventory\/adapters/);
    await assertAllowed(adapter, '#platform/ai/ai-client.js');
    await assertAllowed(adapter, '../../../platform/ai/ai-client.js');
  });

  test('outside systems (SDKs, raw HTTP) are reached only from adapters/ (issue 34)', async () => {
    const adapter = 'backend/src/modules/inventory/adapters/stripe.gateway.ts';
    for (const pkg of ['stripe', 'web-push', 'tesseract.js', 'sharp', 'openid-client', 'openai', 'nodemailer', 'node:https', 'undici']) {
      await assertForbidden(handler, pkg, /Only modules\/inventory\/adapters talks to outside systems/);
      await assertAllowed(adapter, pkg);
    }
    // a request's types are not a call
    assert.deepEqual(await problems(handler, "import type { IncomingMessage } from 'node:http';\nexport type X = IncomingMessage;\n"), []);
    assert.equal((await problems(handler, "import { request } from 'node:http';\nexport const r = request;\n")).length, 1);
  });

  test('only adapters/ call the global fetch (issue 34)', async () => {
    const call = "export const load = () => fetch('https://api.example.test/foods');\n";
    const found = await problems(handler, call);
    assert.equal(found.length, 1);
    assert.match(found[0], /Only modules\/inventory\/adapters calls outside systems \(fetch\)/);
    assert.equal((await problems('backend/src/modules/inventory/inventory.module.ts', call)).length, 1);
    assert.deepEqual(await problems('backend/src/modules/inventory/adapters/food-api.ts', call), []);
    assert.deepEqual(await problems(handler, 'export const load = (client: { fetch(u: string): void }) => client.fetch("x");\n'), []);
  });

  test('the chat is held to the adapter rules too: its model and transcription sit behind ports', async () => {
    await assertForbidden('backend/src/modules/chat/model/model-chef.ts', '#platform/ai/ai-client.js', /Only modules\/chat\/adapters talks to outside systems and the model/);
    await assertForbidden('backend/src/modules/chat/model/model-chef.ts', 'openai', /Only modules\/chat\/adapters talks to outside systems and the model/);
    await assertAllowed('backend/src/modules/chat/adapters/openai-chat.model.ts', 'openai');
  });

  test('use cases (commands/, queries/, events/) reach adapters only through a port (issue 34)', async () => {
    const query = 'backend/src/modules/inventory/queries/list-food-items/list-food-items.handler.ts';
    const listener = 'backend/src/modules/inventory/events/push-food-changes.handler.ts';
    const message = /Use cases \(commands\/, queries\/, events\/ of modules\/inventory\) never import modules\/inventory\/adapters: inject a port/;
    for (const file of [handler, query]) {
      await assertForbidden(file, '../../adapters/food-api.js', message);
      await assertForbidden(file, '../../adapters', message);
      await assertForbidden(file, '@/modules/inventory/adapters/food-api.js', message);
    }
    await assertForbidden(listener, '../adapters/food-api.js', message);
    // the spec beside a handler too: it hands in a fake of the port
    await assertForbidden('backend/src/modules/inventory/commands/add-food-item/add-food-item.handler.spec.ts', '../../adapters/food-api.js', message);
    // a type is no exception: the errors and types a handler needs live in domain/
    assert.equal((await problems(handler, "import type { FoodApiAnswer } from '../../adapters/food-api.js';\nexport type A = FoodApiAnswer;\n")).length, 1);
    // another module's adapters stay refused (as all of another module but its published messages)
    await assertForbidden(handler, '../../../recipes/adapters/model-recipe-writer.js', /only its published/);
    // the port and the domain are what a use case imports; the module and the adapters' own folder bind them
    await assertAllowed(handler, '../../domain/ports/food-api.port.js');
    await assertAllowed(query, '../../domain/food-item.errors.js');
    await assertAllowed(listener, '../domain/ports/food-api.port.js');
    await assertAllowed('backend/src/modules/inventory/inventory.module.ts', './adapters/food-api.js');
    await assertAllowed('backend/src/modules/inventory/http/food-items.controller.ts', '../adapters/food-api.js');
    await assertAllowed('backend/src/modules/inventory/application/food-lookup.ts', '../adapters/food-api.js');
    await assertAllowed('backend/src/modules/inventory/adapters/food-api.ts', '../domain/ports/food-api.port.js');
    // a folder of a use case named like one is its own
    await assertAllowed(handler, './adapters/x.js');
  });

  test('database/ never uses the buses: the orchestrating handler does (issue 34)', async () => {
    const row = 'backend/src/modules/inventory/database/food-item.row.ts';
    await assertForbidden(row, '@nestjs/cqrs', /modules\/inventory\/database reads and writes rows only: the handler that orchestrates calls the buses/);
    assert.equal((await problems(row, "import type { QueryBus } from '@nestjs/cqrs';\nexport type Q = QueryBus;\n")).length, 1);
    await assertAllowed(handler, '@nestjs/cqrs');
    await assertAllowed(row, '@mikro-orm/sql');
  });

  test('the app root and tests may wire modules together', async () => {
    await assertAllowed('backend/src/app.module.ts', './modules/inventory/inventory.module.js');
    await assertAllowed('backend/test/food-items.int-spec.ts', '../src/modules/inventory/inventory.module.js');
  });
});

describe('libs', () => {
  test('libs import neither backend nor frontend', async () => {
    await assertForbidden('libs/kitchen/src/units.ts', '../../../backend/src/main.js', /libs are shared/);
    await assertForbidden('libs/kitchen/src/units.ts', '../../../frontend/src/lib/utils', /libs are shared/);
    await assertForbidden('libs/kitchen/src/units.ts', '@sous/frontend', /libs are shared/);
    await assertAllowed('libs/kitchen/src/units.ts', '@sous/contracts');
  });
});
