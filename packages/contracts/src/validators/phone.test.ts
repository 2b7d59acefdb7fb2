import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MobilePhone, PHONE_MESSAGE, isMobilePhone, normalizeMobilePhone } from './phone';

describe('isMobilePhone', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['16612345678', true],
    ['+8613800138000', true],
    ['008613800138000', true],
    ['12800138000', false], // second digit must be 3-9
    ['10800138000', false],
    ['23800138000', false],
    ['1380013800', false], // 10 digits
    ['138001380001', false], // 12 digits
    ['8613800138000', false], // 86 without + is not a prefix
    ['+85213800138000', false],
    ['+008613800138000', false],
    ['+86 13800138000', false],
    [' 13800138000', false],
    ['1380013800a', false],
    ['', false],
  ])('%j → %s', (s, expected) => {
    expect(isMobilePhone(s)).toBe(expected);
  });
});

describe('normalizeMobilePhone', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['008613800138000', '13800138000'],
  ])('%s → %s', (s, digits) => {
    expect(normalizeMobilePhone(s)).toBe(digits);
  });

  it.each(['12800138000', '+86', '', '0086 13800138000'])('refuses %j with the spec message', (s) => {
    expect(() => normalizeMobilePhone(s)).toThrow(new RangeError(PHONE_MESSAGE));
  });

  const elevenDigits = fc
    .tuple(
      fc.integer({ min: 3, max: 9 }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }),
    )
    .map(([second, rest]) => `1${second}${rest}`);

  it('normalizes every allowed prefix to the same 11 digits', () => {
    fc.assert(
      fc.property(elevenDigits, fc.constantFrom('', '+86', '0086'), (digits, prefix) => {
        return isMobilePhone(prefix + digits) && normalizeMobilePhone(prefix + digits) === digits;
      }),
    );
  });

  it('refuses any number whose second digit is 0, 1 or 2', () => {
    fc.assert(
      fc.property(elevenDigits, fc.constantFrom('0', '1', '2'), (digits, second) => {
        return !isMobilePhone(`1${second}${digits.slice(2)}`);
      }),
    );
  });
});

describe('MobilePhone', () => {
  it('outputs the 11 digits', () => {
    expect(MobilePhone.parse('+8613800138000')).toBe('13800138000');
  });

  it.each(['12800138000', '138', ''])('refuses %j with the spec message', (s) => {
    expect(MobilePhone.safeParse(s).error?.issues[0]?.message).toBe('请输入正确的手机号');
  });
});
