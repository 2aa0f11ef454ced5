import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { authChecker } from './auth-checker.js';

/** Every resolver of the API, listed explicitly. */
export const resolvers = [AuthResolver] as const;

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}
