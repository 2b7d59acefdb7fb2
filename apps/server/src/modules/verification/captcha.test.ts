import { DriverOps } from '@parking/contracts';
import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_CHALLENGE_ANSWER, type TestApp } from '../../../test/build-test-app';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_GLYPHS,
  CAPTCHA_LENGTH,
  captchaText,
  normalizeCaptchaAnswer,
  renderCaptcha,
} from './captcha';
import { call } from '../../../test/call';

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

/** Reads a PNG the way a browser would start to: signature, size, and the RGB rows inflated (filter byte first). */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Record<string, Buffer[]> = {};
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    (chunks[type] ??= []).push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = chunks.IHDR![0]!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const rows = inflateSync(Buffer.concat(chunks.IDAT!));
  return { width, height, colourType: header[9], rows, chunkTypes: Object.keys(chunks) };
}

/** Pixels much darker than the light background: ink of characters, lines and speckles. */
function inkPixels(png: Buffer): Set<number> {
  const { width, height, rows } = decodePng(png);
  const ink = new Set<number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (1 + width * 3) + 1 + x * 3;
      if (rows[i]! + rows[i + 1]! + rows[i + 2]! < 400) ink.add(y * width + x);
    }
  }
  return ink;
}

/**
 * The attack of issue 12: take the picture's markup, read every glyph's path data and match its points against the
 * stroke font of this file (the path kept the font's grid coordinates, only jittered). Returns what it recovered.
 */
function readGlyphsFromMarkup(image: string): string {
  const markup = Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64').toString('latin1');
  const paths = [...markup.matchAll(/<path transform="[^"]*" d="([^"]*)"/g)].map((m) =>
    m[1]!
      .split('M')
      .filter(Boolean)
      .map((stroke) => stroke.split('L').map((point) => point.trim().split(/\s+/).map(Number))),
  );
  return paths
    .map((strokes) => {
      let best = { char: '?', distance: Infinity };
      for (const [char, font] of Object.entries(CAPTCHA_GLYPHS)) {
        if (font.length !== strokes.length || font.some((s, i) => s.length !== strokes[i]!.length)) continue;
        const distance = font
          .flatMap((s, i) => s.map(([x, y], j) => Math.hypot(x - strokes[i]![j]![0]!, y - strokes[i]![j]![1]!)))
          .reduce((a, b) => a + b, 0);
        if (distance < best.distance) best = { char, distance };
      }
      return best.char;
    })
    .join('');
}

describe('captcha', () => {
  it('makes texts of 4 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) expect(captchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIBSGZQ]/);
  });

  it('has a glyph for every character of the alphabet', () => {
    expect(Object.keys(CAPTCHA_GLYPHS).sort().join('')).toBe([...CAPTCHA_ALPHABET].sort().join(''));
  });

  it('draws a 240 × 88 RGB PNG with the characters in ink, and nothing else in the file', () => {
    fc.assert(
      fc.property(alphabetText, fc.integer(), (text, seed) => {
        const png = renderCaptcha(text, seeded(seed));
        const { width, height, colourType, rows, chunkTypes } = decodePng(png);
        expect({ width, height, colourType, chunkTypes }).toEqual({
          width: 240,
          height: 88,
          colourType: 2,
          chunkTypes: ['IHDR', 'IDAT', 'IEND'],
        });
        expect(rows).toHaveLength(height * (1 + width * 3));
        expect(inkPixels(png).size).toBeGreaterThan(1500); // four characters' strokes, not just noise
        expect(png.length).toBeLessThan(24_000);
      }),
      { numRuns: 30 },
    );
  });

  it('never draws the same picture twice for the same text: the characters move and change shape', () => {
    const [a, b] = [inkPixels(renderCaptcha('K7PX', seeded(1))), inkPixels(renderCaptcha('K7PX', seeded(2)))];
    const shared = [...a].filter((p) => b.has(p)).length;
    expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.5);
    expect(renderCaptcha('K7PX', seeded(1))).toEqual(renderCaptcha('K7PX', seeded(1)));
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

describe('the picture challenge a driver is sent (issue 12: solved by a program)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is a PNG with no vector data: reading glyphs from the markup recovers nothing', async () => {
    const res = await call(t, DriverOps.getChallengeCode, { headers: t.driverHeaders() });
    const { image } = res.body.data!;
    // Before: the SVG's path data gave the answer away (this read K7PX); now there is no markup to read.
    expect(readGlyphsFromMarkup(image)).not.toBe(TEST_CHALLENGE_ANSWER);
    expect(image).toMatch(/^data:image\/png;base64,/);
    const file = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    decodePng(file);
    expect(file.toString('latin1')).not.toMatch(/<svg|<path|\sd="/);
    expect(readGlyphsFromMarkup(image)).toBe('');
  });
});
