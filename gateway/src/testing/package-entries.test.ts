import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The benchmarks (bench/, run by hand with `npm run bench`) and the examples use the gateway's built code, which no
 * test runs. The analysis bench reaches it through the package's entries (package.json `exports`, `@gap/gateway/engine`):
 * every entry must name a source file and every entry a script asks for must exist. The other scripts still import
 * built modules by path ("modules/knowledge/search/sql-index.repository.js"): each such path must name a source file,
 * as a renamed module once broke `npm run bench -- knowledge` unnoticed.
 */
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const gatewayDir = path.resolve(srcDir, '..');
const repoDir = path.resolve(gatewayDir, '..');
const exportsMap = JSON.parse(readFileSync(path.join(gatewayDir, 'package.json'), 'utf8')).exports as Record<string, string>;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.out' ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** Relative module paths ending in .js in a script's string literals (not ./ or ../ imports of its own files). */
export function gatewayModulePaths(source: string): string[] {
  const paths = [...source.matchAll(/['"`]((?:[\w.-]+\/)*[\w.-]+\.js)['"`]/g)].map((m) => m[1]!);
  return paths.filter((p) => !p.startsWith('.') && p.includes('/')).map((p) => p.replace(/^(?:\.\.\/)?(?:gateway\/)?dist(?:-testing)?\//, ''));
}

/** The package entries a script asks for: `@gap/gateway/<entry>` and the analysis bench's `gateway('<entry>')`. */
export function entriesNamed(source: string): string[] {
  return [...source.matchAll(/@gap\/gateway\/([\w-]+)['"`]|\bgateway\(\s*['"`]([\w-]+)['"`]\s*\)/g)].map((m) => `./${m[1] ?? m[2]}`);
}

/** Whether some gateway source file's path ends with the module path (as .ts, or as a .js file kept as is). */
export function namesSourceFile(modulePath: string, sources: string[]): boolean {
  const candidates = [modulePath.replace(/\.js$/, '.ts'), modulePath];
  return sources.some((file) => candidates.some((c) => file === c || file.endsWith(`/${c}`)));
}

const sources = filesUnder(srcDir, (name) => /\.(ts|js)$/.test(name) && !name.endsWith('.d.ts')).map((f) => path.relative(srcDir, f).split(path.sep).join('/'));
const scripts = [...filesUnder(path.join(repoDir, 'bench'), (name) => name.endsWith('.mjs')), ...filesUnder(path.join(repoDir, 'examples'), (name) => /\.(ts|mjs)$/.test(name))];
const analysisBench = scripts.filter((f) => /bench\/analysis(\.mjs|\/)/.test(f.split(path.sep).join('/')));

describe('the gateway package entries the benchmarks use', () => {
  it('every entry names a built source file', () => {
    const built = Object.entries(exportsMap).filter(([entry]) => entry !== './package.json');
    expect(built.map(([entry]) => entry)).toContain('./engine');
    expect(built.filter(([, target]) => !(target.startsWith('./dist/') && namesSourceFile(target.slice('./dist/'.length), sources)))).toEqual([]);
  });

  it('every entry a script asks for exists', () => {
    const named = analysisBench.flatMap((f) => entriesNamed(readFileSync(f, 'utf8')));
    expect(named).toContain('./engine');
    expect(scripts.flatMap((f) => entriesNamed(readFileSync(f, 'utf8')).filter((e) => !(e in exportsMap)).map((e) => `${path.relative(repoDir, f)}: ${e}`))).toEqual([]);
  });

  it('the analysis bench names no built file', () => {
    expect(analysisBench.length).toBeGreaterThan(5);
    expect(analysisBench.filter((f) => /\bdist\//.test(readFileSync(f, 'utf8')) || gatewayModulePaths(readFileSync(f, 'utf8')).length)).toEqual([]);
  });

  it('the module paths the other scripts name are gateway source files', () => {
    const missing = scripts.flatMap((file) =>
      gatewayModulePaths(readFileSync(file, 'utf8'))
        .filter((p) => !namesSourceFile(p, sources))
        .map((p) => `${path.relative(repoDir, file)}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('tells a renamed module or a missing entry from an existing one', () => {
    expect(gatewayModulePaths(`await load('modules/knowledge/search/sql-index.js'); import x from './own.mjs';`)).toEqual(['modules/knowledge/search/sql-index.js']);
    expect(namesSourceFile('modules/knowledge/search/sql-index.js', sources)).toBe(false);
    expect(namesSourceFile('modules/knowledge/search/sql-index.repository.js', sources)).toBe(true);
    expect(entriesNamed(`await gateway('engine'); import { x } from '@gap/gateway/nowhere';`)).toEqual(['./engine', './nowhere']);
    expect('./nowhere' in exportsMap).toBe(false);
  });
});
