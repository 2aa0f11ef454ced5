import { GraphQLError } from 'graphql';
import { NotFoundError } from '../lib/errors.js';
import { formatError } from './format-error.js';

const formatted = (error: GraphQLError) => formatError({ message: error.message, path: ['x'], extensions: error.extensions }, error);

test('an internal error is answered generically, without its message or stack', () => {
  const error = new GraphQLError('connect ECONNREFUSED 10.0.0.5:5432', { originalError: new Error('connect ECONNREFUSED 10.0.0.5:5432'), path: ['x'] });
  expect(formatted(error)).toEqual({ message: 'Internal server error', path: ['x'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
});

test('an application error keeps its message and code', () => {
  const error = new GraphQLError('Project not found', { originalError: new NotFoundError('Project not found'), path: ['x'] });
  expect(formatted(error)).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
});
