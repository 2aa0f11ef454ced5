import { describe, expect, it } from '@jest/globals';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of a single word', () => {
    expect(initials('alice')).toBe('A');
  });

  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('jane doe')).toBe('JD');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(initials('  grace   hopper ')).toBe('GH');
  });

  it("returns '?' when there is no name", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
