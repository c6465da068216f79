// Checks the table-owner rule against a throw-away tree of modules with entities.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { sqlTableReferences, tableOwnerBlocks, tableOwners } from './table-owners.mjs';

const entities = {
  'backend/src/modules/identity/domain/user.entity.ts': "@Entity({ tableName: 'users' })\nexport class User {}\n",
  'backend/src/modules/identity/domain/push-token.entity.ts': "@Entity({\n  tableName: 'push_tokens',\n})\nexport class PushToken {}\n",
  'backend/src/modules/households/domain/household.entity.ts': "@Entity({ tableName: 'households' })\nexport class Household {}\n",
  'backend/src/platform/jobs/job-run.entity.ts': "@Entity({ tableName: 'job_runs' })\nexport class JobRun {}\n",
};

let root;
let eslint;

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-table-owners-'));
  for (const [file, text] of Object.entries(entities)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...tableOwnerBlocks(root)],
  });
});

after(() => fs.rmSync(root, { recursive: true, force: true }));

const householdsFile = 'backend/src/modules/households/database/membership.ts';

/** `line: table of owner` for every problem the rule finds in `code` written at `file`. */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => {
    assert.equal(m.ruleId, 'sous/table-owners', m.message);
    const [, table, owner] = /^Table '([^']+)' belongs to module '([^']+)'/.exec(m.message);
    return `${m.line}: ${table} of ${owner}`;
  });
}

describe('owners', () => {
  test('come from the entities of each module and of platform', () => {
    assert.deepEqual(tableOwners(root), { users: 'identity', push_tokens: 'identity', households: 'households', job_runs: 'platform' });
  });

  test('a table claimed by two modules is refused', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-table-owners-twice-'));
    try {
      for (const mod of ['identity', 'households']) {
        fs.mkdirSync(path.join(other, `backend/src/modules/${mod}/domain`), { recursive: true });
        fs.writeFileSync(path.join(other, `backend/src/modules/${mod}/domain/user.entity.ts`), "@Entity({ tableName: 'users' })\n");
      }
      assert.throws(() => tableOwners(other), /table 'users' has two owners/);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('raw SQL', () => {
  test("another module's table is refused at its line, whatever the keyword", async () => {
    const code = [
      "await em.execute('select household_id from users where id = ?', [id]);",
      'await em.execute(`update users set household_id = ? where id = ?`, [a, b]);',
      "await em.execute('insert into push_tokens (id) values (?)', [id]);",
      "await em.execute('delete from users where id = ?', [id]);",
      'await em.execute(`select h.id from households h',
      '  join users u on u.household_id = h.id',
      "  left join \"push_tokens\" pt on pt.user_id = u.id`, []);",
      "await em.execute('truncate table public.job_runs');",
    ].join('\n');
    assert.deepEqual(await problems(householdsFile, code), [
      '1: users of identity',
      '2: users of identity',
      '3: push_tokens of identity',
      '4: users of identity',
      '6: users of identity',
      '7: push_tokens of identity',
      '8: job_runs of platform',
    ]);
  });

  test('the tables of a comma list after from are each checked', async () => {
    assert.deepEqual(await problems(householdsFile, "em.execute('select 1 from households h, users u where u.household_id = h.id');\n"), ['1: users of identity']);
    assert.deepEqual(sqlTableReferences('select * from a x, b as y, c where 1 = 1, d').map((r) => r.table), ['a', 'b', 'c']);
  });

  test('a table inside a template with placeholders is still found', async () => {
    const code = 'em.execute(`select ${columns} from households h join users u on u.id = ${id}`);\n';
    assert.deepEqual(await problems(householdsFile, code), ['1: users of identity']);
  });

  test("the module's own tables, unknown tables and words of prose pass", async () => {
    const code = [
      "await em.execute('select id from households where id = ? for update', [id]);",
      "await em.execute('select 1 from jsonb_array_elements_text(?)', [x]);",
      "const message = 'Moved from the old kitchen into a new one';",
      "import { x } from '../users/y.js';",
    ].join('\n');
    assert.deepEqual(await problems(householdsFile, code), []);
  });

  test('comments are not SQL', async () => {
    const code = '// reads users by SQL: select * from users\n/* update users set x */\nexport const x = 1;\n';
    assert.deepEqual(await problems(householdsFile, code), []);
  });
});

describe('query builders', () => {
  test("a builder started on another module's table is refused", async () => {
    const code = [
      "em.createQueryBuilder('users');",
      "knex('users').where({ id });",
      "qb.select('*').from('push_tokens as pt');",
      "qb.leftJoin('public.users', 'u.id', 'pt.user_id');",
      "em.getKnex()('users');",
      "em.createQueryBuilder('households');",
    ].join('\n');
    assert.deepEqual(await problems(householdsFile, code), ['1: users of identity', '2: users of identity', '3: push_tokens of identity', '4: users of identity', '5: users of identity']);
  });
});

describe('scope', () => {
  test('the owner module may name its table; tests and code outside modules and platform/ are not checked', async () => {
    const sql = "em.execute('select * from users join households h on true');\n";
    assert.deepEqual(await problems('backend/src/modules/identity/database/x.ts', sql), ['1: households of households']);
    assert.deepEqual(await problems('backend/src/modules/households/database/membership.spec.ts', sql), []);
    assert.deepEqual(await problems('backend/src/cli/x.ts', sql), []);
    assert.deepEqual(await problems('backend/test/support/x.ts', sql), []);
  });

  test("platform/ names only its own tables: a module's table is asked through a port the module implements (issue 34)", async () => {
    const code = [
      "await connection.execute('select sess from sessions s left join users u on u.id = s.user_id where s.sid = ?', [sid]);",
      "await em.execute('insert into job_runs (name) values (?) on conflict do nothing', [name]);",
      "em.createQueryBuilder('households');",
    ].join('\n');
    assert.deepEqual(await problems('backend/src/platform/auth/session-store.ts', code), ['1: users of identity', '3: households of households']);
    const [result] = await eslint.lintText("em.execute('select role from users');\n", { filePath: path.join(root, 'backend/src/platform/auth/actor-resolver.ts') });
    assert.match(result.messages[0].message, /platform\/ runs no SQL on a module's table; declare a port in platform\/ that module 'identity' implements/);
    assert.deepEqual(await problems('backend/src/platform/auth/session-store.spec.ts', code), []);
  });
});
