import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The benchmarks (bench/, run by hand with `npm run bench`) and the examples import the gateway's built modules
 * by path. No test runs them, so a renamed module once broke `npm run bench -- knowledge` unnoticed. Every
 * gateway module path a bench or example names ("modules/knowledge/search/sql-index.repository.js",
 * "extraction/extraction-runner.js") must still name a source file of the gateway.
 */
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = path.resolve(srcDir, '../..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** Relative module paths ending in .js in a script's string literals (not ./ or ../ imports of its own files). */
export function gatewayModulePaths(source: string): string[] {
  const paths = [...source.matchAll(/['"`]((?:[\w.-]+\/)*[\w.-]+\.js)['"`]/g)].map((m) => m[1]!);
  return paths.filter((p) => !p.startsWith('.') && p.includes('/')).map((p) => p.replace(/^(?:gateway\/)?dist\//, ''));
}

/** Whether some gateway source file's path ends with the module path (as .ts, or as a .js file kept as is). */
export function namesSourceFile(modulePath: string, sources: string[]): boolean {
  const candidates = [modulePath.replace(/\.js$/, '.ts'), modulePath];
  return sources.some((file) => candidates.some((c) => file === c || file.endsWith(`/${c}`)));
}

describe('benchmarks and examples name gateway modules that exist', () => {
  const sources = filesUnder(srcDir, (name) => /\.(ts|js)$/.test(name) && !name.endsWith('.d.ts')).map((f) => path.relative(srcDir, f).split(path.sep).join('/'));
  const scripts = [...filesUnder(path.join(repoDir, 'bench'), (name) => name.endsWith('.mjs')), ...filesUnder(path.join(repoDir, 'examples'), (name) => /\.(ts|mjs)$/.test(name))];

  it('finds the scripts and the module paths they name', () => {
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.flatMap((f) => gatewayModulePaths(readFileSync(f, 'utf8'))).length).toBeGreaterThan(10);
  });

  it('every named module path is a gateway source file', () => {
    const missing = scripts.flatMap((file) =>
      gatewayModulePaths(readFileSync(file, 'utf8'))
        .filter((p) => !namesSourceFile(p, sources))
        .map((p) => `${path.relative(repoDir, file)}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('tells a renamed module from an existing one', () => {
    expect(gatewayModulePaths(`await load('modules/knowledge/search/sql-index.js'); import x from './own.mjs';`)).toEqual(['modules/knowledge/search/sql-index.js']);
    expect(namesSourceFile('modules/knowledge/search/sql-index.js', sources)).toBe(false);
    expect(namesSourceFile('modules/knowledge/search/sql-index.repository.js', sources)).toBe(true);
    expect(gatewayModulePaths(`path.join(root, 'gateway/dist/testing/document-fixtures.js')`)).toEqual(['testing/document-fixtures.js']);
    expect(namesSourceFile('testing/document-fixtures.js', sources)).toBe(true);
  });
});
