import { describe, expect, it } from 'vitest';
import { openWith, randomToken, sealWith } from './tokens';

describe('sealed with a token', () => {
  const token = randomToken('drt_');
  const sealed = sealWith(token, 'refresh-successor', '{"token":"dat_x"}');

  it('opens with the same token and purpose', () => {
    expect(openWith(token, 'refresh-successor', sealed)).toBe('{"token":"dat_x"}');
    expect(sealed).not.toContain('dat_x');
    expect(sealWith(token, 'refresh-successor', '{"token":"dat_x"}')).not.toBe(sealed); // a fresh IV each time
  });

  it.each([
    ['another token', randomToken('drt_'), 'refresh-successor', sealed],
    ['another purpose', token, 'something-else', sealed],
    ['a tampered box', token, 'refresh-successor', `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a truncated box', token, 'refresh-successor', sealed.slice(0, 20)],
  ])('does not open with %s', (_case, key, purpose, box) => {
    expect(openWith(key, purpose, box)).toBeUndefined();
  });
});
