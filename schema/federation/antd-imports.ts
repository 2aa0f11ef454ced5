/**
 * Build-time checks of how an app imports antd, run from each rsbuild.config.ts:
 * - every `import { X } from 'antd'` names an export of `antdUsedExports` (the shared, tree-shaken antd);
 * - per-component imports ('antd/es/<component>') appear only in the files reachable from `localAntdRoots` (the
 *   shell's public pages, which thus load only the antd modules they use), and those files never import the
 *   shared 'antd' (whose one chunk holds every listed component).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { antdUsedExports } from './shared.ts';

interface ImportClause {
  typeOnly: boolean;
  clause: string;
  source: string;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g;
const sideEffectImportPattern = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** Bundled sources: tests and the testing/ helpers are left out. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

function importsOf(file: string): ImportClause[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...[...text.matchAll(importPattern)].map((m) => ({ typeOnly: Boolean(m[1]), clause: m[2], source: m[3] })),
    ...[...text.matchAll(sideEffectImportPattern)].map((m) => ({ typeOnly: false, clause: '', source: m[1] })),
  ];
}

/** Names of the value bindings an `import { ... }` clause takes (type-only specifiers excluded). */
const valueNames = (clause: string): string[] => {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return clause.trim() ? ['*'] : [];
  return braces[1]
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]);
};

function resolveLocal(fromFile: string, source: string, srcDir: string): string | undefined {
  let base: string;
  if (source.startsWith('@/')) base = path.join(srcDir, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** Files statically imported (transitively) from `roots`; dynamic `import()` starts a separate chunk and is not followed. */
function reachableFrom(roots: string[], srcDir: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { source, typeOnly } of importsOf(file)) {
      const local = typeOnly ? undefined : resolveLocal(file, source, srcDir);
      if (local) queue.push(local);
    }
  }
  return seen;
}

/** The antd exports an app's bundled sources import from the shared 'antd' (what its screens render). */
export function antdExportsImported(appDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(appDir, 'src'))) {
    for (const { source, clause, typeOnly } of importsOf(file)) {
      if (source === 'antd' && !typeOnly) for (const name of valueNames(clause)) names.add(name);
    }
  }
  return names;
}

export function assertAntdImports(appDir: string, { localAntdRoots = [] }: { localAntdRoots?: string[] } = {}): void {
  const srcDir = path.join(appDir, 'src');
  const localArea = reachableFrom(localAntdRoots.map((root) => path.join(appDir, root)), srcDir);
  const problems: string[] = [];

  for (const file of sourceFiles(srcDir)) {
    const relative = path.relative(appDir, file);
    for (const { source, clause, typeOnly } of importsOf(file)) {
      if (typeOnly) continue;
      if (source === 'antd') {
        const names = valueNames(clause);
        const unlisted = names.filter((name) => !antdUsedExports.includes(name));
        if (unlisted.length > 0) problems.push(`${relative}: ${unlisted.join(', ')} not in antdUsedExports`);
        if (names.length > 0 && localArea.has(file)) {
          problems.push(`${relative}: a public page imports the shared 'antd'; use 'antd/es/<component>' there`);
        }
      } else if (source.startsWith('antd/') && !source.endsWith('.css') && !localArea.has(file)) {
        problems.push(`${relative}: imports '${source}'; import from the shared 'antd' instead`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`antd imports break the federation contract (schema/federation):\n  ${problems.join('\n  ')}`);
  }
}
