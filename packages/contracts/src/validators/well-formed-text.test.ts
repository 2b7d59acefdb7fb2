import { describe, expect, it } from 'vitest';
import { illFormedTextPath, isWellFormedText } from './well-formed-text';

describe('isWellFormedText', () => {
  it.each([
    ['张三', true],
    ['', true],
    ['🚗 浙A12345', true], // a surrogate pair is one character
    ['\t\n', true], // other control characters are text PostgreSQL stores
    ['a\u0000b', false],
    ['\u0000', false],
    ['a\uD83D', false], // high surrogate at the end
    ['\uDE97b', false], // low surrogate at the start
    ['a\uD83Db\uDE97', false], // both halves, not together
    ['\uDE97\uD83D', false], // reversed pair
  ])('%j → %s', (text, ok) => {
    expect(isWellFormedText(text)).toBe(ok);
  });
});

describe('illFormedTextPath', () => {
  it.each([
    [{ nickName: '张三', tags: ['a', 'b'], n: 1, x: null }, undefined],
    [{ nickName: 'a\u0000b' }, 'nickName'],
    [{ list: [{ title: 'ok' }, { title: '\uD800' }] }, 'list.1.title'],
    [{ ['k\u0000']: 'v' }, ''], // a bad key is reported at its object
    ['a\u0000', ''],
    [new Uint8Array([0, 0xff]), undefined], // bytes are not text
  ])('%j → %j', (input, path) => {
    expect(illFormedTextPath(input)).toBe(path);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(illFormedTextPath(deep)).toBe(Array(200_000).fill('0').join('.'));
  });
});
