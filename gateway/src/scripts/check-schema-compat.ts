import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unacceptedBreakingChanges, type AcceptedChange } from '../graphql/contract/breaking-changes.js';

/**
 * `npm test` step: schema/schema.graphql against schema/released.graphql (the schema of the last release). A breaking
 * change fails unless listed in schema/accepted-breaking-changes.json with its reason. After a release, copy
 * schema.graphql to released.graphql and empty the accepted list.
 */
const file = (name: string) => fileURLToPath(new URL(`../../../schema/${name}`, import.meta.url));
const accepted = JSON.parse(readFileSync(file('accepted-breaking-changes.json'), 'utf8')) as AcceptedChange[];
const changes = unacceptedBreakingChanges(readFileSync(file('released.graphql'), 'utf8'), readFileSync(file('schema.graphql'), 'utf8'), accepted);
if (changes.length) {
  console.error('Breaking changes since schema/released.graphql (deployed remotes and integrators would break):');
  for (const change of changes) console.error(`  ${change.type}: ${change.description}`);
  console.error('Keep the old field or argument beside the new one, or accept the change on purpose in schema/accepted-breaking-changes.json with its reason.');
  process.exitCode = 1;
} else {
  console.log(`schema/schema.graphql is compatible with schema/released.graphql (${accepted.length} change(s) accepted on purpose)`);
}
