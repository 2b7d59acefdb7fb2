import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SPECIAL_CHAR_PATTERN, hasSpecialChars, stripSpecialChars } from './special-chars';

const EMOJI_SAMPLES = [
  '😀', // astral: a surrogate pair
  '👍🏽', // with a skin-tone modifier
  '👨‍👩‍👧', // ZWJ sequence
  '🏳️‍🌈', // ZWJ sequence with a variation selector
  '🇨🇳', // regional-indicator flag
  '1️⃣', // keycap
  '#️⃣',
  '❤️', // BMP pictograph + variation selector
  '☺',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿', // tag sequence (Scotland)
];
const SPECIAL_SAMPLES = ['/', ':', '*', '?', '<', '|', "'", '%', '>', '&', '"', '\\'];
const LONE_SURROGATES = ['\uD83D', '\uDE00'];

describe('hasSpecialChars', () => {
  it.each([...EMOJI_SAMPLES, ...SPECIAL_SAMPLES, ...LONE_SURROGATES, '\u200D', '\uFE0F', '\u20E3'])(
    '%j is special',
    (s) => {
      expect(hasSpecialChars(`浙A${s}123`)).toBe(true);
    },
  );

  it.each(['', '浙A12345', 'abc 123', '#', '0', '𠀀', '中文，。！', '-_.@+=', '港澳学挂警应急'])('%j is plain', (s) => {
    expect(hasSpecialChars(s)).toBe(false);
  });

  it('gives the same answer when asked twice (the exported pattern keeps no state)', () => {
    expect(SPECIAL_CHAR_PATTERN.global).toBe(false);
    expect([hasSpecialChars('a/b'), hasSpecialChars('a/b')]).toEqual([true, true]);
  });
});

describe('stripSpecialChars', () => {
  it.each([
    ['浙A😀12345', '浙A12345'],
    ['1️⃣2', '2'], // the keycap goes whole, its digit included
    ['a👨‍👩‍👧b', 'ab'],
    ['a🏳️‍🌈b', 'ab'],
    ['🇨🇳中国', '中国'],
    ['👍🏽好', '好'],
    ['a/b\\c:d*e?f<g|h\'i%j>k&l"m', 'abcdefghijklm'],
    ['100%', '100'],
    ['𠀀😀', '𠀀'], // astral CJK stays
    ['\uD83Dx', 'x'],
    ['张三 李四', '张三 李四'],
  ])('%j → %j', (input, output) => {
    expect(stripSpecialChars(input)).toBe(output);
  });

  const messyText = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.constantFrom(...EMOJI_SAMPLES, ...SPECIAL_SAMPLES),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      ),
    )
    .map((parts) => parts.join(''));

  it('leaves nothing special behind', () => {
    fc.assert(fc.property(messyText, (s) => !hasSpecialChars(stripSpecialChars(s))));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(messyText, (s) => stripSpecialChars(stripSpecialChars(s)) === stripSpecialChars(s)));
  });

  it('keeps plain Chinese, letters and digits unchanged', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'浙京沪粤ABCXYZabc0123456789 停车场') });
    fc.assert(fc.property(plain, (s) => stripSpecialChars(s) === s));
  });
});
