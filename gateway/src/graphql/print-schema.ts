import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGraphqlSchema } from './schema.js';

const header = '# Generated from the gateway resolvers by `npm run emit-schema -w gateway`. Do not edit by hand.\n\n';

/** The SDL committed as schema/schema.graphql: sorted, so the file only changes when the API does. */
export async function printSchemaFile(): Promise<string> {
  return header + printSchema(lexicographicSortSchema(await buildGraphqlSchema())) + '\n';
}
