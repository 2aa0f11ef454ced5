import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { palette } from '@gap/schema';

// Colours come from the palette in @gap/schema or antd's theme tokens: a hex literal in a screen of any
// microfrontend escapes both (and any contrast fix made there).
const repo = path.resolve(__dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

test('no microfrontend source writes a colour as a hex literal', () => {
  const apps = readdirSync(repo).filter((name) => name.startsWith('mf-'));
  expect(apps.length).toBeGreaterThanOrEqual(4);
  const offenders = apps
    .flatMap((app) => sources(path.join(repo, app, 'src')))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ file, line: i + 1, text: line })))
    .filter(({ text }) => /(['"`(\s,:])#[0-9a-fA-F]{3,8}\b/.test(text))
    .map(({ file, line }) => `${path.relative(repo, file)}:${line}`);
  expect(offenders).toEqual([]);
});

test('the palette holds only valid colours', () => {
  for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
});
