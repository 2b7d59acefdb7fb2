import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind, type HttpMethod } from '../api/api-error';
import { shouldRetry } from './query-client';

const error = (kind: ApiErrorKind, method: HttpMethod = 'GET') =>
  new ApiError({ kind, code: kind === 'business' ? '0x999' : kind.toUpperCase(), message: '', method, path: '/x' });

describe('query retry policy', () => {
  it.each([
    ['a GET lost to the network', error('network'), true],
    ['a GET that timed out', error('timeout'), true],
    ['a business code', error('business'), false],
    ['a POST lost to the network', error('network', 'POST'), false],
    ['a cancelled request', error('aborted'), false],
    ['a response that broke its contract', error('invalid-response'), false],
    ['a plain Error', new Error('x'), false],
  ])('retries %s: %s', (_, failure, expected) => {
    expect(shouldRetry(0, failure)).toBe(expected);
  });

  it('gives up after two retries', () => {
    expect(shouldRetry(1, error('network'))).toBe(true);
    expect(shouldRetry(2, error('network'))).toBe(false);
  });
});
