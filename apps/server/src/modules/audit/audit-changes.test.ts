import { describe, expect, it } from 'vitest';
import { changedFields, maskedRequest } from './audit-changes';

describe('changedFields', () => {
  it.each([
    [
      'a created object: every field from null',
      null,
      { a: 1, b: 'x' },
      { a: { before: null, after: 1 }, b: { before: null, after: 'x' } },
    ],
    [
      'only what differs',
      { a: 1, b: [1, 2], c: 'same' },
      { a: 2, b: [1, 2], c: 'same' },
      { a: { before: 1, after: 2 } },
    ],
    [
      'arrays compared by value',
      { roles: ['a'] },
      { roles: ['a', 'b'] },
      { roles: { before: ['a'], after: ['a', 'b'] } },
    ],
    ['a removed object: every field to null', { a: 1 }, null, { a: { before: 1, after: null } }],
    ['a secret never shown', { secret: 'old' }, { secret: 'new' }, { secret: { before: '******', after: '******' } }],
    ['nothing changed', { a: 1 }, { a: 1 }, {}],
  ])('%s', (_case, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

describe('maskedRequest', () => {
  it.each([
    ['no body', undefined, null],
    [
      'passwords at any depth',
      { password: 'p', user: { newPassword: 'q', name: 'n' } },
      { password: '******', user: { newPassword: '******', name: 'n' } },
    ],
    ['tokens in arrays', [{ token: 't' }], [{ token: '******' }]],
    ['a large body as its keys', { icon: 'x'.repeat(5000), column: 4 }, { truncated: true, keys: ['icon', 'column'] }],
    ['an upload as its kind only', Buffer.from('png'), { binary: true }],
  ])('%s', (_case, body, expected) => {
    expect(maskedRequest(body)).toEqual(expected);
  });
});
