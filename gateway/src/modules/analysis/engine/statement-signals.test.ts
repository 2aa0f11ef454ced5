import { isCrossReference, isDefinition, isNegated } from './statement-signals.js';

test('a sentence that points to another document is a cross-reference unless it says what that document requires', () => {
  expect(isCrossReference('The Key Handling Standard describes the controls for managing keys.')).toBe(true);
  expect(isCrossReference('This policy covers every employee and contractor.')).toBe(true);
  expect(isCrossReference('The Key Handling Standard specifies that keys are rotated every year.')).toBe(false);
  expect(isCrossReference('Keys are rotated every year in line with the Key Handling Standard.')).toBe(false);
});

test('a definition is a bare term said to be "a/the ... of" something, without a commitment', () => {
  expect(isDefinition('Key rotation is the replacement of a key by a new one.')).toBe(true);
  expect(isDefinition('Teleworking means working from a place outside the office.')).toBe(true);
  expect(isDefinition('The administrator is the owner of every service account.')).toBe(false);
  expect(isDefinition('Sharing a token is a breach of this policy and may lead to sanctions.')).toBe(false);
  expect(isDefinition('Keys are rotated every year.')).toBe(false);
});

test('prohibitions are not negations', () => {
  expect(isNegated('Users must not share passwords.')).toBe(false);
  expect(isNegated('Backups are not yet tested.')).toBe(true);
});
