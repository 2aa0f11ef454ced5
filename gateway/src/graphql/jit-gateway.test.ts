import { ApolloServer } from '@apollo/server';
import { GraphQLError, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { jitGateway } from './jit-gateway.js';

class Teapot extends GraphQLError {
  constructor() {
    super('I am a teapot', { extensions: { code: 'TEAPOT' } });
  }
}

const Item = new GraphQLObjectType({ name: 'Item', fields: { id: { type: new GraphQLNonNull(GraphQLInt) }, name: { type: GraphQLString } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLList(Item),
        args: { limit: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { limit }: { limit: number }, context: { prefix: string }) => Array.from({ length: limit }, (_, i) => ({ id: i, name: `${context.prefix}${i}` })),
      },
      teapot: { type: GraphQLString, resolve: () => Promise.reject(new Teapot()) },
      broken: { type: new GraphQLNonNull(GraphQLString), resolve: () => Promise.reject(new Error('database down')) },
    },
  }),
});

let apollo: ApolloServer<{ prefix: string }>;
beforeAll(async () => {
  apollo = new ApolloServer<{ prefix: string }>({ gateway: jitGateway(schema), includeStacktraceInErrorResponses: false });
  await apollo.start();
});
afterAll(() => apollo.stop());

async function run(query: string, variables?: Record<string, unknown>) {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: { prefix: 'item-' } });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { status: response.http.status, ...response.body.singleResult };
}

test('answers with the context and variables, the same again once compiled', async () => {
  const query = 'query($n: Int!) { items(limit: $n) { id name } }';
  const expected = { data: { items: [{ id: 0, name: 'item-0' }, { id: 1, name: 'item-1' }] } };
  expect(await run(query, { n: 2 })).toMatchObject(expected);
  expect(await run(query, { n: 2 })).toMatchObject(expected);
  expect((await run(query, { n: 1 })).data).toEqual({ items: [{ id: 0, name: 'item-0' }] });
});

test("a resolver's error keeps its code, message, path and location", async () => {
  const { errors, data } = await run('{ teapot }');
  expect(data).toEqual({ teapot: null });
  expect(errors).toEqual([{ message: 'I am a teapot', path: ['teapot'], locations: [{ line: 1, column: 3 }], extensions: { code: 'TEAPOT' } }]);
  const broken = await run('{ broken }');
  expect(broken.data).toBeNull();
  expect(broken.errors).toEqual([{ message: 'database down', path: ['broken'], locations: [{ line: 1, column: 3 }], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
});

test('variables that do not coerce answer 400 BAD_USER_INPUT in graphql-js wording', async () => {
  const { status, errors } = await run('query($n: Int!) { items(limit: $n) { id } }', { n: 'two' });
  expect(status).toBe(400);
  expect(errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Variable "\$n" got invalid value "two"/), extensions: { code: 'BAD_USER_INPUT' } })]);
});
