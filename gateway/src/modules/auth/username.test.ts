import { isSafeUsername } from './username.js';

/** Names as the registration form gets them, NFKC-normalised first as registerInput does. */
const safe = (name: string) => isSafeUsername(name.normalize('NFKC'));

test.each([
  ['a variation selector', 'alice\uFE0F'],
  ['a combining grapheme joiner', 'alice\u034F'],
  ['the Braille blank', 'bob\u2800'],
  ['a Khmer inherent vowel (invisible) after Latin', 'bob\u17B4'],
  ['a Mongolian free variation selector', 'bob\u180B'],
  ['a strike-through overlay', 'bob\u0336'],
  ['an accent with no letter before it', '\u0301abc'],
  ['a Hangul filler', '\u3164bob'],
  ['a bidi override', 'admin\u202Eabc'],
  ['mixed Latin and Cyrillic', 'p\u0430ypal'],
  ['a line separator', 'a\u2028b'],
])('refuses %s', (_label, name) => {
  expect(safe(name)).toBe(false);
});

test.each([
  ['plain Latin with digits and underscore', 'user_ab12'],
  ['an accented Latin name (composed by NFKC)', 'Jose\u0301'],
  ['two words', 'Ada Lovelace'],
  ['a full-width spelling', 'ｗｉｄｅ'],
  ['all Cyrillic', '\u0441\u043e\u0441\u043e'],
  ['Devanagari with its vowel signs and virama', '\u0928\u092E\u0938\u094D\u0924\u0947'],
  ['Thai', '\u0E44\u0E17\u0E22'],
  ['Japanese', '\u3084\u307E\u3060'],
])('accepts %s', (_label, name) => {
  expect(safe(name)).toBe(true);
});
