import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, captchaText, normalizeCaptchaAnswer, renderCaptcha } from './captcha';

/** A seeded generator (mulberry32), so a rendering can be reproduced. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

const alphabetText = fc
  .array(fc.constantFrom(...CAPTCHA_ALPHABET), { minLength: CAPTCHA_LENGTH, maxLength: CAPTCHA_LENGTH })
  .map((chars) => chars.join(''));

describe('captcha', () => {
  it('makes texts of 4 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) expect(captchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIBSGZQ]/);
  });

  it('draws every character as paths only: no text element, no answer in the markup', () => {
    fc.assert(
      fc.property(alphabetText, fc.integer(), (text, seed) => {
        const svg = renderCaptcha(text, seeded(seed));
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).not.toMatch(/<text|<foreignObject|<script/);
        // One transformed glyph path per character.
        expect(svg.match(/<path transform=/g)).toHaveLength(text.length);
        expect(svg.replace(/<[^>]*>/g, '')).toBe('');
      }),
      { numRuns: 200 },
    );
  });

  it('never draws the same picture twice for the same text', () => {
    expect(renderCaptcha('K7PX', seeded(1))).not.toBe(renderCaptcha('K7PX', seeded(2)));
    expect(renderCaptcha('K7PX', seeded(1))).toBe(renderCaptcha('K7PX', seeded(1)));
  });

  it('refuses a character it has no glyph for', () => {
    expect(() => renderCaptcha('K7P0')).toThrow(RangeError);
  });

  it.each([
    [' k7px ', 'K7PX'],
    ['K7PX', 'K7PX'],
  ])('compares answers ignoring case and spaces: %j', (typed, normal) => {
    expect(normalizeCaptchaAnswer(typed)).toBe(normal);
  });
});
