import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaFile } from '../graphql/print-schema.js';

/** Writes schema/schema.graphql from the type-graphql resolvers (run after changing a resolver or type). */
const target = fileURLToPath(new URL('../../../schema/schema.graphql', import.meta.url));
writeFileSync(target, await printSchemaFile());
console.log(`wrote ${target}`);
