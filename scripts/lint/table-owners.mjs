// One owner per table (issue 19): a module's SQL names only the tables of its own entities; another
// module's rows are asked of their owner through a published query or command on the bus. platform/
// is checked too (issue 34): it names only its own tables (job_runs…); what it needs of a module's
// rows (users, sessions, api_usage_logs…) is a port that the owning module implements.
//
// The owners are read from the entities on disk at load time (`@Entity({ tableName })` under
// backend/src/modules/<module>/ and platform/), so a new entity is owned the moment it exists and no
// hand-kept map can drift from them. The rule looks at what can reach the database as a table name:
// the text of string and template literals (raw SQL: from, join, update, into, table, truncate, and
// a from's comma list) and the first argument of query-builder calls (`createQueryBuilder('x')`,
// `.from('x')`, `knex('x')`…). Comments are not code, so a comment naming a table is fine. A table
// name built at run time (`from ${table}`) is out of reach of any static check.
//
// Run alone (no type information, so it takes seconds): `node scripts/lint/table-owners.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = 'backend/src/modules';
const ENTITY_TABLE = /@Entity\(\s*\{[^}]*?\btableName:\s*(['"`])([A-Za-z_][A-Za-z0-9_]*)\1/g;
const posix = (p) => p.split(path.sep).join('/');

function filesUnder(dir, suffix, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, suffix, out);
    else if (entry.name.endsWith(suffix)) out.push(full);
  }
  return out;
}

/**
 * `{ table: owner }` from every `*.entity.ts` of backend/src/modules/<owner>/ and of platform/
 * (owner `platform`). Two owners for one table is itself an error: there is nobody to ask.
 */
export function tableOwners(root) {
  const owners = {};
  const claim = (owner, file) => {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(ENTITY_TABLE)) {
      const table = match[2].toLowerCase();
      if (owners[table] && owners[table] !== owner) {
        throw new Error(`table '${table}' has two owners: modules '${owners[table]}' and '${owner}' (${posix(path.relative(root, file))})`);
      }
      owners[table] = owner;
    }
  };
  const modulesDir = path.join(root, MODULES_DIR);
  const modules = fs.existsSync(modulesDir)
    ? fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name).sort()
    : [];
  for (const mod of modules) for (const file of filesUnder(path.join(modulesDir, mod), '.entity.ts')) claim(mod, file);
  for (const file of filesUnder(path.join(root, 'backend/src/platform'), '.entity.ts')) claim('platform', file);
  return owners;
}

const IDENT = '"?[A-Za-z_][A-Za-z0-9_]*"?';
// `only` (update only x), `if exists` (drop table if exists x) and a schema (`public.x`) may come between
const SQL_TABLE = new RegExp(
  `\\b(from|join|update|into|truncate(?:\\s+table)?|table)\\s+(?:only\\s+|if\\s+(?:not\\s+)?exists\\s+)?((?:${IDENT}\\.)?${IDENT})`,
  'gi',
);
// where a from's list of tables ends
const FROM_LIST_END = /\b(?:where|join|left|right|inner|full|cross|natural|on|using|group|order|limit|offset|returning|having|union|intersect|except|window|for|set|values)\b|[;()]/i;
const LEADING_TABLE = new RegExp(`^\\s*((?:${IDENT}\\.)?${IDENT})`);

const bare = (name) => name.replaceAll('"', '').split('.').at(-1).toLowerCase();

/** Every table name `text` (the contents of one string or template part) names in SQL, with its offset. */
export function sqlTableReferences(text) {
  const found = [];
  for (const match of text.matchAll(SQL_TABLE)) {
    const offset = match.index + match[0].length - match[2].length;
    found.push({ table: bare(match[2]), offset });
    if (match[1].toLowerCase() !== 'from') continue;
    // `from a x, b y`: the tables after the first one
    const after = match.index + match[0].length;
    const rest = text.slice(after);
    const end = rest.search(FROM_LIST_END);
    const list = end === -1 ? rest : rest.slice(0, end);
    let cursor = 0;
    for (const part of list.split(',').slice(1)) {
      cursor = list.indexOf(part, cursor);
      const head = LEADING_TABLE.exec(part);
      if (head) found.push({ table: bare(head[1]), offset: after + cursor + part.indexOf(head[1]) });
      cursor += part.length;
    }
  }
  return found;
}

/** Query-builder calls whose first argument is a table name. */
const BUILDER_METHODS = new Set([
  'createQueryBuilder',
  'from',
  'join',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullOuterJoin',
  'crossJoin',
  'into',
  'table',
  'insertInto',
  'selectFrom',
  'updateTable',
  'deleteFrom',
]);

function builderCall(callee) {
  if (callee.type === 'Identifier') return callee.name === 'knex';
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return BUILDER_METHODS.has(callee.property.name);
  // em.getKnex()('users')
  if (callee.type === 'CallExpression') {
    const inner = callee.callee;
    return inner.type === 'MemberExpression' && inner.property.type === 'Identifier' && inner.property.name === 'getKnex';
  }
  return false;
}

const tableOwnersRule = {
  meta: {
    type: 'problem',
    docs: { description: "A module's SQL names only its own tables (issue 19: one owner per table)." },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "Table '{{table}}' belongs to module '{{owner}}': module '{{module}}' asks it through a query or command of '{{owner}}' on the bus, never by SQL (issue 19).",
      foreignToPlatform:
        "Table '{{table}}' belongs to module '{{owner}}': platform/ runs no SQL on a module's table; declare a port in platform/ that module '{{owner}}' implements (issue 34).",
    },
  },
  create(context) {
    const { owners } = context.options[0];
    const filename = posix(context.filename);
    const mine = /\/backend\/src\/modules\/([^/]+)\//.exec(filename)?.[1] ?? (/\/backend\/src\/platform\//.test(filename) ? 'platform' : undefined);
    if (!mine) return {};
    const source = context.sourceCode;

    const check = (table, index) => {
      const owner = owners[table];
      if (!owner || owner === mine) return;
      const start = source.getLocFromIndex(index);
      const end = source.getLocFromIndex(index + table.length);
      context.report({ loc: { start, end }, messageId: mine === 'platform' ? 'foreignToPlatform' : 'foreign', data: { table, owner, module: mine } });
    };
    // the offset inside the literal's value maps to the source as long as the value has no escapes
    // before it; SQL does not need them, and a wrong column is still the right line in the worst case
    const scan = (text, startIndex) => {
      for (const { table, offset } of sqlTableReferences(text)) check(table, startIndex + offset);
    };

    return {
      Literal(node) {
        if (typeof node.value === 'string') scan(node.raw.slice(1, -1), node.range[0] + 1);
      },
      TemplateElement(node) {
        // the raw text starts after the opening backtick or `}`
        scan(node.value.raw, node.range[0] + 1);
      },
      CallExpression(node) {
        const [first] = node.arguments;
        if (!first || !builderCall(node.callee)) return;
        let text = null;
        if (first.type === 'Literal' && typeof first.value === 'string') text = first.value;
        else if (first.type === 'TemplateLiteral' && first.expressions.length === 0) text = first.quasis[0].value.cooked;
        if (text === null) return;
        // `table as alias`, `schema.table`
        const head = LEADING_TABLE.exec(text);
        if (head) check(bare(head[1]), first.range[0] + 1 + text.indexOf(head[1]) + (head[1].length - bare(head[1]).length));
      },
    };
  },
};

export const tableOwnersPlugin = { meta: { name: 'sous-table-owners' }, rules: { 'table-owners': tableOwnersRule } };

const PLATFORM_DIR = 'backend/src/platform';

/** The ESLint block of the check: every module and platform source file but tests. */
export function tableOwnerBlocks(root) {
  return [
    {
      name: 'sous/table-owners',
      files: [`${MODULES_DIR}/**/*.{ts,mts,cts,js,mjs}`, `${PLATFORM_DIR}/**/*.{ts,mts,cts,js,mjs}`],
      ignores: ['**/*.spec.ts', '**/*.test.ts', '**/*.int-spec.ts'],
      plugins: { sous: tableOwnersPlugin },
      rules: { 'sous/table-owners': ['error', { owners: tableOwners(root) }] },
    },
  ];
}

// `node scripts/lint/table-owners.mjs`: only this check, listing file:line.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const [{ ESLint }, { default: tseslint }] = await Promise.all([import('eslint'), import('typescript-eslint')]);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { linterOptions: { reportUnusedDisableDirectives: 'off' } },
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...tableOwnerBlocks(root),
    ],
  });
  const results = await eslint.lintFiles([MODULES_DIR, PLATFORM_DIR]);
  let count = 0;
  for (const result of results) {
    for (const message of result.messages.filter((m) => m.ruleId === 'sous/table-owners' || m.fatal)) {
      count += 1;
      console.log(`${posix(path.relative(root, result.filePath))}:${message.line}: ${message.message}`);
    }
  }
  console.log(count === 0 ? 'table owners: every module and platform/ name only their own tables' : `table owners: ${count} problem(s)`);
  process.exitCode = count === 0 ? 0 : 1;
}
