import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module boundaries: no import cycle between two modules (type-only imports count: they still tie
 * the modules' code together), and raw SQL only in a module's *.repository.ts files.
 * Tests and test support (test kits, testing/ folders) may query the database directly.
 */
const modulesDir = fileURLToPath(new URL('.', import.meta.url));

interface SourceFile {
  /** Relative to src/modules, with forward slashes: "answers/answer.service.ts". */
  file: string;
  source: string;
}

function readModules(dir = modulesDir, prefix = ''): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return readModules(path.join(dir, entry.name), `${relative}/`);
    if (!/\.(ts|js|mjs)$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [{ file: relative, source: readFileSync(path.join(dir, entry.name), 'utf8') }];
  });
}

const isTestSupport = (file: string) => /\.test\.ts$|test-kit\.ts$|(^|\/)testing\//.test(file);
const moduleOf = (file: string) => file.split('/')[0]!;

const importPattern = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Module -> the other modules its files import, with one importing file per edge for the message. */
function moduleGraph(files: SourceFile[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const { file, source } of files) {
    if (isTestSupport(file)) continue;
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('..')) continue; // outside src/modules (lib, db, app...)
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, `${file} imports ${specifier}`);
    }
  }
  return graph;
}

/** Every strongly connected group of two or more modules (Tarjan), each as its members' import edges. */
function moduleCycles(files: SourceFile[]): string[][] {
  const graph = moduleGraph(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) =>
    group.flatMap((from) => [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([, why]) => why)),
  );
}

// execute(...) / execute<T>(...), the query builders and knex, raw(...) and sql`...` fragments; not express.raw().
const rawSqlPattern = /\.execute\s*[<(]|\bgetKnex\s*\(|\bknex\b|(?<!express\.)\braw\s*\(|\bsql\s*`|\bcreateQueryBuilder\s*\(|\.qb\s*\(/;

function rawSqlOutsideRepositories(files: SourceFile[]): string[] {
  return files
    .filter(({ file }) => !isTestSupport(file) && !file.endsWith('.repository.ts'))
    .flatMap(({ file, source }) =>
      source
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => rawSqlPattern.test(line) && !/^\s*(\/\/|\*)/.test(line))
        .map(({ line, i }) => `${file}:${i + 1}: ${line.trim()}`),
    );
}

const tree = readModules();

test('the source tree is read (the checks below would pass vacuously otherwise)', () => {
  expect(tree.some(({ file }) => file === 'answers/answer.service.ts')).toBe(true);
  expect(new Set(tree.map(({ file }) => moduleOf(file))).size).toBeGreaterThan(10);
});

test('no import cycle between modules', () => {
  expect(moduleCycles(tree)).toEqual([]);
});

test('raw SQL only in repository files', () => {
  expect(rawSqlOutsideRepositories(tree)).toEqual([]);
});

test('the checks catch a cycle through a type-only import, and raw SQL in a service', () => {
  const files: SourceFile[] = [
    { file: 'a/a.service.ts', source: "import type { B } from '../b/b.types.js';\nexport const x = 1;\n" },
    { file: 'b/b.types.ts', source: "import {\n  x,\n} from '../a/a.service.js';\nexport type B = number;\n" },
    { file: 'c/c.service.ts', source: "import { y } from '../../lib/y.js';\nawait em.execute<{ id: number }[]>('select 1');\n" },
    { file: 'c/c.repository.ts', source: "await em.execute('select 1');\n" },
    { file: 'c/c.routes.ts', source: "router.post('/', express.raw({ type: () => true }));\n" },
    { file: 'c/c.test.ts', source: "import { x } from '../a/a.service.js';\nawait em.execute('select 1');\n" },
  ];
  expect(moduleCycles(files)).toEqual([['a/a.service.ts imports ../b/b.types.js', 'b/b.types.ts imports ../a/a.service.js']]);
  expect(rawSqlOutsideRepositories(files)).toEqual(["c/c.service.ts:2: await em.execute<{ id: number }[]>('select 1');"]);
});
