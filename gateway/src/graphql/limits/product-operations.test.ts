import { Kind, validate, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import * as operations from '@gap/schema/graphql';
import { buildGraphqlSchema } from '../schema.js';
import { costRule } from './cost-rule.js';
import { graphqlLimits, limitRules, listSizes } from './index.js';

const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] => typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
);

/** The document as Apollo Client sends it: `__typename` added to every selection set but the operation's own. */
function asSent(document: DocumentNode): DocumentNode {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
}

test('every operation of the product fits within the limits (production rules), as the browser sends it', async () => {
  const schema = await buildGraphqlSchema();
  expect(documents.length).toBeGreaterThan(10);
  for (const [name, document] of documents) {
    expect({ name, errors: validate(schema, asSent(document), limitRules(true)).map((e) => e.message) }).toEqual({ name, errors: [] });
  }
  // Headroom: a field or two added to the questionnaire must not refuse it in production.
  const spare = costRule({ maxCost: graphqlLimits.maxCost * 0.75, defaultListSize: graphqlLimits.defaultListSize, nestedListSize: graphqlLimits.nestedListSize, listSizes });
  for (const [name, document] of documents) {
    expect({ name, errors: validate(schema, asSent(document), [spare]).map((e) => e.message) }).toEqual({ name, errors: [] });
  }
});

test('the cost rule multiplies by list sizes and honours a literal limit argument', async () => {
  const schema = await buildGraphqlSchema();
  const { parse } = await import('graphql');
  const cost = (query: string, maxCost: number) => validate(schema, parse(query), [costRule({ maxCost, defaultListSize: 100, nestedListSize: 10 })]).length === 0;
  // projects: 1 + 100 * 2 = 201
  expect(cost('{ projects { id name } }', 201)).toBe(true);
  expect(cost('{ projects { id name } }', 200)).toBe(false);
  // a literal limit bounds the list: 1 + 5 * 2
  expect(cost('{ projects(limit: 5) { id name } }', 11)).toBe(true);
  // a list inside list items counts at the nested size: 1 + 100 * (1 + 10 * 1)
  const evidence = '{ assessmentAnswers(projectId: "1") { answer { evidence { quote } } } }';
  expect(cost(evidence, 1 + 100 * (1 + 1 + 10 * 1))).toBe(true);
  expect(cost(evidence, 100 * (1 + 1 + 10 * 1))).toBe(false);
});
