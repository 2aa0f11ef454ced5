import { readFileSync } from 'node:fs';
import { printSchemaFile } from './print-schema.js';

test('schema/schema.graphql matches the resolvers (run `npm run emit-schema -w gateway` when this fails)', async () => {
  const committed = readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8');
  expect(committed).toBe(await printSchemaFile());
});
