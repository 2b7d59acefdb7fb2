import { randomInt } from 'node:crypto';

/** A source of numbers in [0, 1); crypto-backed in the app, seeded in tests. */
export type Random = () => number;

export const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Characters that cannot be mistaken for one another on a small screen (no 0/O, 1/I, B/8, S/5, G/6, Z/2, Q). */
export const CAPTCHA_ALPHABET = '23456789ACDEFHJKLMNPRTUVWXY';
export const CAPTCHA_LENGTH = 4;

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** A stroke font on a 4 × 6 grid (y down): each glyph is a few polylines, drawn as paths, never as text. */
const GLYPHS: Record<string, readonly Stroke[]> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [3, 2.5],
      [0, 2.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ],
    [
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3.5],
      [1, 3.5],
      [0, 2.5],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.7, 4],
      [3.3, 4],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [1, 0],
      [4, 0],
    ],
    [
      [3, 0],
      [3, 5],
      [2, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.2, 2.7],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
    ],
    [
      [4, 0],
      [2, 3],
      [2, 6],
    ],
  ],
};

const WIDTH = 120;
const HEIGHT = 44;
const INK = ['#1d39c4', '#531dab', '#c41d7f', '#08979c', '#d46b08', '#389e0d', '#262626'];

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const fixed = (n: number) => n.toFixed(1);

/** A random challenge text from the alphabet. */
export const captchaText = (random: Random = cryptoRandom): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => pick(random, [...CAPTCHA_ALPHABET])).join('');

/** How an answer is compared: case and surrounding spaces do not matter. */
export const normalizeCaptchaAnswer = (answer: string): string => answer.trim().toUpperCase();

function glyphPath(char: string, random: Random): string {
  const strokes = GLYPHS[char];
  if (!strokes) throw new RangeError(`No captcha glyph for ${char}`);
  // A little wobble per point, so two renderings of a character never match pixel for pixel.
  const jitter = () => between(random, -0.18, 0.18);
  return strokes
    .map((stroke) => stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(x + jitter())} ${fixed(y + jitter())}`))
    .map((commands) => commands.join(''))
    .join('');
}

/**
 * Renders the text as an SVG picture: rotated, scaled, differently coloured stroke glyphs over noise curves and dots.
 * The characters exist only as path geometry, so the answer cannot be read from the markup.
 */
export function renderCaptcha(text: string, random: Random = cryptoRandom): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = () => fixed(between(random, 6, HEIGHT - 6));
    parts.push(
      `<path d="M0 ${y()}C${fixed(WIDTH / 3)} ${y()} ${fixed((2 * WIDTH) / 3)} ${y()} ${WIDTH} ${y()}" ` +
        `stroke="${pick(random, INK)}" stroke-opacity="0.45" stroke-width="${fixed(between(random, 1, 2))}" fill="none"/>`,
    );
  }
  const cell = (WIDTH - 16) / text.length;
  [...text].forEach((char, i) => {
    const cx = 8 + cell * (i + 0.5) + between(random, -3, 3);
    const cy = HEIGHT / 2 + between(random, -3, 3);
    const angle = between(random, -22, 22);
    const scale = between(random, 4, 4.8);
    parts.push(
      `<path transform="translate(${fixed(cx)} ${fixed(cy)}) rotate(${fixed(angle)}) scale(${fixed(scale)}) translate(-2 -3)" ` +
        `d="${glyphPath(char, random)}" stroke="${pick(random, INK)}" stroke-width="${between(random, 0.45, 0.65).toFixed(2)}" ` +
        `stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${fixed(between(random, 0, WIDTH))}" cy="${fixed(between(random, 0, HEIGHT))}" r="${fixed(between(random, 0.6, 1.4))}" fill="${pick(random, INK)}" fill-opacity="0.5"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f0f5ff"/>${parts.join('')}</svg>`
  );
}

/** The SVG as a data URL for an <img src>. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
