// Import boundaries of DESIGN §2 as ESLint blocks, generated from the folders on disk at load time.
//
// `no-restricted-imports` compares the raw specifier, not the resolved file, so a relative specifier
// only means something next to the directory it is written in. We therefore give every source
// directory one block (its own files only, so no two blocks compete for a file) whose patterns are
// the exact relative paths from that directory to each folder it must not reach, plus the package
// names and path aliases that lead to the same place. `no-restricted-syntax` repeats the patterns for
// dynamic `import()`, which `no-restricted-imports` does not inspect (lazy routes use it).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_ROOTS = ['libs', 'backend/src', 'backend/test', 'frontend/src', 'frontend/e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'data']);
const CODE_GLOB = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
// Aliases a tsconfig/vite `paths` entry could map onto `<workspace>/src/...`.
const ALIAS_PREFIXES = '(?:@|~|#|src)';

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const posix = (p) => p.split(path.sep).join('/');

function childDirs(root, rel) {
  try {
    return fs
      .readdirSync(path.join(root, rel), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !SKIPPED_DIRS.has(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

function walk(root, rel, out = []) {
  if (!fs.existsSync(path.join(root, rel))) return out;
  out.push(rel);
  for (const name of childDirs(root, rel)) walk(root, `${rel}/${name}`, out);
  return out;
}

/** Top-level entries of a folder as import targets: folders, and source files without extension. */
function entries(root, rel) {
  try {
    return fs
      .readdirSync(path.join(root, rel), { withFileTypes: true })
      .filter((e) => !e.name.startsWith('.') && !SKIPPED_DIRS.has(e.name))
      .map((e) => (e.isDirectory() ? { name: e.name, file: false } : { name: e.name.replace(/\.(d\.)?[cm]?tsx?$|\.[cm]?jsx?$/, ''), file: true }))
      .filter((e) => !e.file || e.name !== '');
  } catch {
    return [];
  }
}

const inside = (dir, base) => dir === base || dir.startsWith(`${base}/`);

/**
 * What a backend module publishes to the others (issue 19): the command and query classes beside
 * their handlers and its event classes, to send or hear on the bus. Nothing else of a module is
 * reachable from another; a regex (lookahead body) over the path inside the module.
 */
const PUBLISHED_BY_MODULE = '(?:commands/[^/]+/[^/]+\\.command|queries/[^/]+/[^/]+\\.query|events/[^/]+\\.event)(?:\\.[cm]?[jt]s)?$';

/** Packages a module's domain/ never imports (issue 34): I/O, image and OCR engines, clients, the buses. */
const DOMAIN_INFRASTRUCTURE = [
  'node:fs', 'fs', 'node:fs/promises', 'fs/promises', 'node:child_process', 'child_process', 'node:net', 'net', 'node:http', 'http', 'node:https', 'https',
  'sharp', 'tesseract.js', 'web-push', 'openai', 'ioredis', 'pg', 'nodemailer', '@nestjs/cqrs',
];

/**
 * Packages that talk to a system outside Sous (issue 34): a payment provider, push services, OCR and
 * image engines, OAuth/OpenID providers, a model, mail, Redis, a database driver, raw sockets and
 * HTTP. In a module only `<module>/adapters/` imports them (types aside, for `node:http`'s request
 * types), so every outside system is found in one folder name; platform/ wraps its own.
 */
const OUTSIDE_SYSTEM_PACKAGES = [
  'stripe', 'web-push', 'tesseract.js', 'sharp', 'openid-client', 'openai', 'nodemailer', 'ioredis', 'pg',
  'node:http', 'http', 'node:https', 'https', 'node:net', 'net', 'node:tls', 'tls', 'undici',
];

/** The folders of a module that hold its use cases: their handlers orchestrate through ports (issue 34). */
const USE_CASE_FOLDERS = ['commands', 'queries', 'events'];

/** The global `fetch` reaches outside systems too: only adapters call it (issue 34). */
const FETCH_CALL = "CallExpression[callee.type='Identifier'][callee.name='fetch']";

/**
 * What code in `dir` must not import: `{ target, file?, message }` for repository paths and
 * `{ pkg, message }` for package names.
 */
function forbiddenFrom(root, dir, layout) {
  const rules = [];
  const folder = (target, message) => rules.push({ target, file: false, message });

  if (inside(dir, 'libs')) {
    const msg = 'libs are shared by both sides: they import neither backend nor frontend.';
    folder('backend', msg);
    folder('frontend', msg);
    rules.push({ pkg: '@sous/backend', message: msg }, { pkg: '@sous/frontend', message: msg });
  }
  if (inside(dir, 'frontend')) {
    const msg = 'The frontend never imports the backend: share code through libs/ (@sous/contracts, @sous/kitchen).';
    folder('backend', msg);
    rules.push({ pkg: '@sous/backend', message: msg });
  }
  if (inside(dir, 'backend')) {
    const msg = 'The backend never imports the frontend: share code through libs/ (@sous/contracts, @sous/kitchen).';
    folder('frontend', msg);
    rules.push({ pkg: '@sous/frontend', message: msg });
  }

  for (const feature of layout.features) {
    if (!inside(dir, `frontend/src/features/${feature}`)) continue;
    for (const other of layout.features) {
      if (other === feature) continue;
      folder(
        `frontend/src/features/${other}`,
        `Feature '${feature}' must not import feature '${other}': move what both need to components/ or lib/, or compose them in app/.`,
      );
    }
  }

  for (const shared of ['components', 'lib']) {
    if (!inside(dir, `frontend/src/${shared}`)) continue;
    const msg = `frontend/src/${shared} is shared below the features: it never imports features/ or app/.`;
    folder('frontend/src/features', msg);
    folder('frontend/src/app', msg);
  }

  for (const mod of layout.modules) {
    if (!inside(dir, `backend/src/modules/${mod}`)) continue;
    for (const other of layout.modules) {
      if (other === mod) continue;
      rules.push({
        target: `backend/src/modules/${other}`,
        file: false,
        except: PUBLISHED_BY_MODULE,
        message: `Module '${mod}' may import from module '${other}' only its published commands/*/*.command, queries/*/*.query and events/*.event files, to use on the bus.`,
      });
    }
    // issue 19: the HTTP framework is a detail of platform/http, whose request/response types and helpers modules use
    const httpMsg = `Module '${mod}' must not import the HTTP framework: use platform/http (HttpRequest, HttpResponse and its helpers).`;
    rules.push({ pkg: 'express', message: httpMsg }, { pkg: '@nestjs/platform-express', message: httpMsg });
    for (const entry of layout.backendTop) {
      if (['platform', 'config', 'modules'].includes(entry.name)) continue;
      rules.push({
        target: `backend/src/${entry.name}`,
        file: entry.file,
        message: `Module '${mod}' may import only platform/, config/, libs and its own folder.`,
      });
    }
  }

  for (const mod of layout.modules) {
    if (!inside(dir, `backend/src/modules/${mod}/domain`)) continue;
    // issue 19: domain keeps types, rules and errors; reading and writing rows is database/'s
    const msg = `modules/${mod}/domain is pure: queries and writes live in modules/${mod}/database.`;
    rules.push({ pkg: '@mikro-orm/sql', message: msg });
    folder(`backend/src/modules/${mod}/database`, msg);
    // issue 34: files, images, OCR, models and buses are infrastructure; they live in adapters/ (or
    // are handed in as functions), so a rule of the domain can be read and tested on its own
    const infra = `modules/${mod}/domain is pure: infrastructure (files, images, OCR, network, models, the buses) lives in modules/${mod}/adapters or is passed in.`;
    for (const pkg of new Set([...DOMAIN_INFRASTRUCTURE, ...OUTSIDE_SYSTEM_PACKAGES])) rules.push({ pkg, message: infra });
    folder('backend/src/platform/ai', infra);
    rules.push({ pkg: '#platform/ai', message: infra });
  }

  for (const mod of layout.modules) {
    const base = `backend/src/modules/${mod}`;
    if (!inside(dir, base) || inside(dir, `${base}/domain`) || inside(dir, `${base}/adapters`)) continue;
    // issue 34: an outside system, and the model (platform/ai's AiClient), are reached through a port
    // of the module implemented in adapters/, so a use case names a role, not a vendor
    const outside = `Only modules/${mod}/adapters talks to outside systems and the model: put this behind a port of the module (domain/ports) implemented in modules/${mod}/adapters.`;
    for (const pkg of OUTSIDE_SYSTEM_PACKAGES) rules.push({ pkg, message: outside, allowTypeImports: true });
    folder('backend/src/platform/ai', outside);
    rules.push({ pkg: '#platform/ai', message: outside });
  }

  for (const mod of layout.modules) {
    const base = `backend/src/modules/${mod}`;
    if (!USE_CASE_FOLDERS.some((folder) => inside(dir, `${base}/${folder}`))) continue;
    // issue 34: a use case names a role (a port of domain/ports), never the adapter behind it, so the
    // vendor can change, and a test hand in a fake, without touching it; what it needs of an adapter's
    // errors and types lives in domain/ (another module's adapters are refused above already)
    folder(
      `${base}/adapters`,
      `Use cases (commands/, queries/, events/ of modules/${mod}) never import modules/${mod}/adapters: inject a port of modules/${mod}/domain/ports, bound to the adapter in ${mod}.module.ts, and take its errors and types from domain/.`,
    );
  }

  for (const mod of layout.modules) {
    if (!inside(dir, `backend/src/modules/${mod}/database`)) continue;
    // issue 34: database/ reads and writes this module's rows; asking other modules (or its own use
    // cases) on the bus is the handler's job, which hands the answers in
    rules.push({
      pkg: '@nestjs/cqrs',
      message: `modules/${mod}/database reads and writes rows only: the handler that orchestrates calls the buses and hands their answers in.`,
    });
  }

  if (inside(dir, 'backend/src/platform') || inside(dir, 'backend/src/config')) {
    const where = inside(dir, 'backend/src/platform') ? 'platform/' : 'config/';
    folder(
      'backend/src/modules',
      `${where} is cross-cutting: it never imports modules/ (modules depend on it, not the reverse; the composition root, app.module.ts and app.entities.ts, hands module parts in).`,
    );
  }

  return rules;
}

/** Regex sources matching every specifier written in `dir` that reaches the rule's target. */
function specifierRegexes(dir, rule) {
  if (rule.pkg) return [`^${escapeRegex(rule.pkg)}(?:/.*)?$`];
  let rel = posix(path.posix.relative(dir, rule.target));
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const tail = rule.file ? '(?:\\.[cm]?[jt]sx?)?$' : rule.except ? `(?:/(?!${rule.except}).*)?$` : '(?:/.*)?$';
  const sources = [`^${escapeRegex(rel)}${tail}`];
  const underSrc = /^(?:frontend|backend)\/src\/(.+)$/.exec(rule.target);
  if (underSrc) sources.push(`^${ALIAS_PREFIXES}/${escapeRegex(underSrc[1])}${tail}`);
  return sources;
}

/**
 * One way to publish (issue 19): modules hand domain events to `publishAfterCommit`, which holds
 * them until the unit of work commits (or publishes at once outside one), never to the bus directly.
 * Lives here because flat config replaces, not merges, a rule's options per file.
 */
const PUBLISH_THROUGH_UNIT_OF_WORK = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='publish']",
  message: 'Publish domain events with publishAfterCommit (platform/events/unit-of-work.ts): after commit, never before (DESIGN §3).',
};

/** esquery regex literals end at the first `/`, so slashes are spelled `\x2F`. */
const esqueryRegex = (source) => source.replace(/\//g, '\\x2F');

export function importBoundaryBlocks(root) {
  const layout = {
    features: childDirs(root, 'frontend/src/features'),
    modules: childDirs(root, 'backend/src/modules'),
    backendTop: entries(root, 'backend/src'),
  };
  const dirs = SOURCE_ROOTS.flatMap((start) => walk(root, start));
  const blocks = [];
  for (const dir of dirs) {
    const rules = forbiddenFrom(root, dir, layout);
    if (rules.length === 0) continue;
    const patterns = [];
    const syntax = [];
    for (const rule of rules) {
      for (const regex of specifierRegexes(dir, rule)) {
        patterns.push(rule.allowTypeImports ? { regex, message: rule.message, allowTypeImports: true } : { regex, message: rule.message });
        syntax.push({ selector: `ImportExpression[source.value=/${esqueryRegex(regex)}/]`, message: rule.message });
      }
    }
    if (inside(dir, 'backend/src/modules')) syntax.push(PUBLISH_THROUGH_UNIT_OF_WORK);
    const mod = /^backend\/src\/modules\/([^/]+)(?:\/([^/]+))?/.exec(dir);
    if (mod && mod[2] !== 'adapters') {
      syntax.push({ selector: FETCH_CALL, message: `Only modules/${mod[1]}/adapters calls outside systems (fetch): put the call behind a port implemented there (issue 34).` });
    }
    blocks.push({
      name: `sous/import-boundaries:${dir}`,
      files: [`${dir}/${CODE_GLOB}`],
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        'no-restricted-syntax': ['error', ...syntax],
      },
    });
  }
  return blocks;
}
