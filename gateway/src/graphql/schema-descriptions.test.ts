import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';

/** Every coordinate of the schema that has no description: types, fields, arguments, input fields, enum values. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

const committed = buildSchema(readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'));

test('every type, field, argument and enum value of schema/schema.graphql has a description (the /docs/api reference shows them)', () => {
  expect(undescribed(committed)).toEqual([]);
});

test('a missing description is reported with its coordinate', () => {
  const schema = buildSchema('"""Reads."""\ntype Query {\n  """Described."""\n  a(x: Int): Int\n  b: Thing\n}\ntype Thing { c: Int }\nenum Kind { one }');
  expect(undescribed(schema)).toEqual(['Query.a(x:)', 'Query.b', 'Thing', 'Thing.c', 'Kind', 'Kind.one']);
});
