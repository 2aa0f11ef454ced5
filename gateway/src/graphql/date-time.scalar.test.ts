import { jest } from '@jest/globals';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeIsoScalar } from './date-time.scalar.js';

test('an ISO string in toISOString shape goes out as it is; Dates and other strings as graphql-scalars answers them', () => {
  const parsed = jest.spyOn(GraphQLDateTimeISO, 'serialize');
  expect(DateTimeIsoScalar.serialize('2026-11-26T23:59:01.042Z')).toBe('2026-11-26T23:59:01.042Z');
  expect(parsed).not.toHaveBeenCalled();
  expect(DateTimeIsoScalar.serialize(new Date('2026-11-26T23:59:01.042Z'))).toBe('2026-11-26T23:59:01.042Z');
  expect(DateTimeIsoScalar.serialize('2026-11-27T01:00:00+02:00')).toBe('2026-11-26T23:00:00.000Z');
  expect(() => DateTimeIsoScalar.serialize('yesterday')).toThrow('DateTime cannot represent an invalid date-time-string');
  expect(() => DateTimeIsoScalar.serialize(new Date(Number.NaN))).toThrow('invalid Date');
  expect(parsed).toHaveBeenCalledTimes(4);
  parsed.mockRestore();
});

test('keeps the name, description and input parsing of graphql-scalars', () => {
  expect(DateTimeIsoScalar.name).toBe(GraphQLDateTimeISO.name);
  expect(DateTimeIsoScalar.description).toBe(GraphQLDateTimeISO.description);
  expect(DateTimeIsoScalar.parseValue('2026-11-26T23:59:01.042Z')).toEqual(new Date('2026-11-26T23:59:01.042Z'));
});
