import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/** The shape `Date.prototype.toISOString` answers (and `utcIso` in SQL): serialising it again changes nothing. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The `DateTimeISO` scalar every `Date` field uses (type-graphql's default, from graphql-scalars), except that a
 * string already in `toISOString` shape goes out as it is: lists read straight from SQL carry their times as such
 * strings, and parsing each into a Date to format it back cost ~1 us per value, measured by `npm run bench -- api`. Anything
 * else, and every input, is graphql-scalars' own.
 */
export const DateTimeIsoScalar = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize: (value) => (typeof value === 'string' && isoInstant.test(value) ? value : GraphQLDateTimeISO.serialize(value)),
});
