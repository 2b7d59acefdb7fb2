import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ID_CHECKSUM_MESSAGE,
  ID_FORMAT_MESSAGE,
  NationalId,
  checkNationalId,
  nationalIdCheckChar,
} from './national-id';

describe('checkNationalId', () => {
  it.each([
    ['11010519491231002X', null],
    ['11010519491231002x', null], // lowercase x accepted
    ['440524188001010014', null],
    ['110105491231002', null], // first generation: 15 digits, no check character
    ['110105194912310021', ID_CHECKSUM_MESSAGE],
    ['11010519491231002Y', ID_FORMAT_MESSAGE],
    ['440524188001010015', ID_CHECKSUM_MESSAGE],
    ['1101051949123100', ID_FORMAT_MESSAGE], // 16 digits
    ['11010519491231002XX', ID_FORMAT_MESSAGE], // 19 characters
    ['11010549123100X', ID_FORMAT_MESSAGE], // X only as 18th character
    ['1101051949123100X2', ID_FORMAT_MESSAGE],
    ['110105 19491231002X', ID_FORMAT_MESSAGE],
    [' 11010519491231002X', ID_FORMAT_MESSAGE],
    ['１１０１０５４９１２３１００２', ID_FORMAT_MESSAGE], // full-width digits
    ['', ID_FORMAT_MESSAGE],
  ])('%j → %s', (value, message) => {
    expect(checkNationalId(value)).toBe(message);
  });

  it('uses the spec messages', () => {
    expect(ID_FORMAT_MESSAGE).toBe('身份证长度或格式错误');
    expect(ID_CHECKSUM_MESSAGE).toBe('身份证号非法');
  });

  const first17 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 });
  const validId = first17.map((digits) => digits + nationalIdCheckChar(digits));

  it('accepts any 17 digits followed by their check character, in either case', () => {
    fc.assert(fc.property(validId, (id) => checkNationalId(id) === null && checkNationalId(id.toLowerCase()) === null));
  });

  it('reports the checksum when any one character of a valid number changes', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 10 }), (id, at, shift) => {
        const chars = '0123456789X';
        // The last position may hold X; the first 17 only digits.
        const alphabet = at === 17 ? chars : chars.slice(0, 10);
        const old = alphabet.indexOf(id.charAt(at));
        const replacement = alphabet.charAt((old + (shift % alphabet.length || 1)) % alphabet.length);
        const changed = id.slice(0, at) + replacement + id.slice(at + 1);
        return changed !== id && checkNationalId(changed) === ID_CHECKSUM_MESSAGE;
      }),
    );
  });

  it('accepts any 15 digits', () => {
    const first15 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 15, maxLength: 15 });
    fc.assert(fc.property(first15, (id) => checkNationalId(id) === null));
  });
});

describe('nationalIdCheckChar', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
  ])('%s → %s', (digits, check) => {
    expect(nationalIdCheckChar(digits)).toBe(check);
  });

  it.each(['', '1101051949123100', '110105194912310021', '1101051949123100X'])('refuses %j', (digits) => {
    expect(() => nationalIdCheckChar(digits)).toThrow(RangeError);
  });
});

describe('NationalId', () => {
  it('stores a trailing x uppercased', () => {
    expect(NationalId.parse('11010519491231002x')).toBe('11010519491231002X');
  });

  it.each([
    ['1101051949123100', ID_FORMAT_MESSAGE],
    ['110105194912310021', ID_CHECKSUM_MESSAGE],
  ])('%s → issue %s', (value, message) => {
    expect(NationalId.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
