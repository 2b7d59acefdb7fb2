import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MESSAGE_TEXT_MESSAGE,
  MessageText,
  SafeText,
  TEXT_CHAR_MESSAGE,
  TEXT_SPACE_MESSAGE,
  checkMessageText,
  checkText,
} from './text';
import { stripSpecialChars } from './special-chars';

describe('checkText', () => {
  it.each([
    ['张三', null],
    ['', null],
    ['浙A 12345', null], // inner spaces are fine
    ['a|b', null], // only the characters in the message are refused
    ['全角：冒号', null],
    ['a/b', TEXT_CHAR_MESSAGE],
    ['a\\b', TEXT_CHAR_MESSAGE],
    ['a:b', TEXT_CHAR_MESSAGE],
    ['a*b', TEXT_CHAR_MESSAGE],
    ['a?b', TEXT_CHAR_MESSAGE],
    ['a"b', TEXT_CHAR_MESSAGE],
    ['a<b', TEXT_CHAR_MESSAGE],
    ['a>b', TEXT_CHAR_MESSAGE],
    ["a'b", TEXT_CHAR_MESSAGE],
    [' a', TEXT_SPACE_MESSAGE],
    ['a ', TEXT_SPACE_MESSAGE],
    ['\ta', TEXT_SPACE_MESSAGE],
    ['a\n', TEXT_SPACE_MESSAGE],
    ['a\u3000', TEXT_SPACE_MESSAGE], // full-width space
    [' a/ ', TEXT_CHAR_MESSAGE], // characters are reported first
  ])('%j → %s', (value, message) => {
    expect(checkText(value)).toBe(message);
  });

  it('uses the spec messages', () => {
    // The refused characters, in the spec's order, separated by single ASCII spaces.
    expect(TEXT_CHAR_MESSAGE.startsWith('不能包含')).toBe(true);
    expect(TEXT_CHAR_MESSAGE.endsWith('字符')).toBe(true);
    expect(TEXT_CHAR_MESSAGE.slice(4, -2).split(' ')).toEqual(["'", '/', '\\', ':', '*', '?', '"', '<', '>']);
    expect(TEXT_SPACE_MESSAGE).toBe('首尾不能有空格');
  });

  it('never reports the character message for text passed through stripSpecialChars', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => checkText(stripSpecialChars(s)) !== TEXT_CHAR_MESSAGE));
  });

  it('accepts exactly the trimmed text without forbidden characters', () => {
    const forbidden = /[/\\:*?"<>']/;
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        return (checkText(s) === null) === (!forbidden.test(s) && s.trim() === s);
      }),
    );
  });
});

describe('SafeText', () => {
  it.each([
    ['张三', undefined],
    ['a/b', TEXT_CHAR_MESSAGE],
    [' a', TEXT_SPACE_MESSAGE],
  ])('%j → issue %s', (value, message) => {
    const result = SafeText.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(message);
    if (!message) expect(result.data).toBe(value);
  });

  it('refuses a non-string', () => {
    expect(SafeText.safeParse(12).success).toBe(false);
  });

  it('agrees with checkText on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => SafeText.safeParse(s).success === (checkText(s) === null)),
    );
  });
});

describe('MessageText (decision 086)', () => {
  it.each([
    [`09:30 入场? "2元/时" <免费> 'A' \\ * 😡`, undefined],
    ['第一行\n第二行\t缩进', undefined],
    ['铃声\u0007', MESSAGE_TEXT_MESSAGE],
    ['转义\u001b[0m', MESSAGE_TEXT_MESSAGE],
    ['半个\uD83D表情', MESSAGE_TEXT_MESSAGE],
  ])('%j → issue %s', (value, message) => {
    const result = MessageText.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(message);
    expect(checkMessageText(value)).toBe(message ?? null);
  });

  it('trims what the person typed around it', () => {
    expect(MessageText.parse('  09:30 入场\n')).toBe('09:30 入场');
  });

  it('accepts every printable text a person can type', () => {
    // eslint-disable-next-line no-control-regex
    const printable = fc.string({ unit: 'grapheme' }).filter((s) => !/[\u0000-\u001F\u007F]/.test(s));
    fc.assert(fc.property(printable, (s) => checkMessageText(s) === null));
  });
});
