import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ErrorCode, errorCodes, errorCodesByModule } from '@sous/contracts';

const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('-spec.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `modules/<m>/…` belongs to m; everything else under src is the platform's. */
function ownerOf(file: string): string {
  const parts = relative(sourceRoot, file).split(sep);
  return parts[0] === 'modules' ? parts[1] : 'platform';
}

const namespaces = Object.keys(errorCodesByModule).join('|');
// a single-quoted `<namespace>.<kebab>` literal: how every code is written where it is thrown (the
// formatter keeps strings in single quotes; backticks are left to comments naming tables and codes)
const codeLiteral = new RegExp(`'((?:${namespaces})\\.[a-z]+(?:-[a-z]+)*)'`, 'g');

const found = sourceFiles(sourceRoot).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(codeLiteral)].map((match) => ({ file: relative(sourceRoot, file), owner: ownerOf(file), code: match[1] })),
);

describe('the codes the server throws', () => {
  it('finds the code literals it scans for', () => {
    expect(found.length).toBeGreaterThan(50);
  });

  it("are each in the throwing module's own list (platform codes only from platform/)", () => {
    const listed = (module: string, code: string) => (errorCodesByModule[module as keyof typeof errorCodesByModule] as readonly string[] | undefined)?.includes(code) ?? false;
    // the capability registry (issue 34) is the one door behind the MCP and chat tools: it answers with
    // the codes those doors answered before it (invalid input per door, not found, forbidden) and the
    // inventory's own not-found codes for the rows the tools name; no other module speaks for another
    const speaksFor: Readonly<Record<string, readonly string[]>> = { capabilities: ['mcp', 'chat', 'inventory', 'platform'] };
    const misplaced = found.filter(({ owner, code }) => ![owner, ...(speaksFor[owner] ?? [])].some((module) => listed(module, code)));
    expect(misplaced).toEqual([]);
  });

  it('leave no listed code unused', () => {
    const used = new Set(found.map(({ code }) => code));
    expect(errorCodes.filter((code: ErrorCode) => !used.has(code))).toEqual([]);
  });
});
