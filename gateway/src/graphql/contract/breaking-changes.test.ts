import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unacceptedBreakingChanges } from './breaking-changes.js';

const schemaFile = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../schema/${name}`, import.meta.url)), 'utf8');
const released = `
type Query { project(id: ID!): Project! projects(limit: Int): [Project!]! }
type Project { id: ID! name: String! scope: String! }
enum Status { OPEN CLOSED }
`;

test('a removed field, a removed enum value or a newly required argument is breaking; an added field or optional argument is not', () => {
  const added = released.replace('scope: String!', 'scope: String! owner: String').replace('projects(limit: Int)', 'projects(limit: Int, after: String)');
  expect(unacceptedBreakingChanges(released, added, [])).toEqual([]);

  const removed = released.replace(' scope: String!', '').replace('OPEN CLOSED', 'OPEN').replace('projects(limit: Int)', 'projects(limit: Int!)');
  const changes = unacceptedBreakingChanges(released, removed, []);
  expect(changes.map((c) => c.type).sort()).toEqual(['ARG_CHANGED_KIND', 'FIELD_REMOVED', 'VALUE_REMOVED_FROM_ENUM'].sort());
  expect(changes.find((c) => c.type === 'FIELD_REMOVED')?.description).toBe('Project.scope was removed.');
});

test('a change accepted on purpose (type and description) no longer fails', () => {
  const removed = released.replace(' scope: String!', '');
  const accepted = [{ type: 'FIELD_REMOVED', description: 'Project.scope was removed.', reason: 'No deployed client reads it.' }];
  expect(unacceptedBreakingChanges(released, removed, accepted)).toEqual([]);
});

test('the committed schema breaks nothing of the released one, but what is accepted on purpose', () => {
  const accepted = JSON.parse(schemaFile('accepted-breaking-changes.json')) as { type: string; description: string; reason: string }[];
  for (const change of accepted) expect(change.reason.trim()).not.toBe('');
  expect(unacceptedBreakingChanges(schemaFile('released.graphql'), schemaFile('schema.graphql'), accepted)).toEqual([]);
});
