import { randomInt } from 'node:crypto';
import { encodePng } from '@parking/contracts/png';

/** A source of numbers in [0, 1); crypto-backed in the app, seeded in tests. */
export type Random = () => number;

export const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Characters that cannot be mistaken for one another on a small screen (no 0/O, 1/I, B/8, S/5, G/6, Z/2, Q). */
export const CAPTCHA_ALPHABET = '23456789ACDEFHJKLMNPRTUVWXY';
export const CAPTCHA_LENGTH = 4;

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];
type Stroke = readonly Point[];

// P's one stroke: the stem, then the bowl back to its middle; R is P with a leg.
const P_STEM_AND_BOWL: Stroke = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];

// The arc C and 6 share: from the top, round the left, to the bottom right.
const C_ARC: Stroke = [
  [1, 0],
  [0, 1],
  [0, 5],
  [1, 6],
  [3, 6],
  [4, 5],
];

/** A stroke font on a 4 × 6 grid (y down): each glyph is a few polylines, rasterised, never sent as shapes. */
export const CAPTCHA_GLYPHS: Record<string, readonly Stroke[]> = {
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
  '6': [[[4, 0], ...C_ARC, [4, 3.5], [3, 2.5], [0, 2.5]]],
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
  C: [[[4, 1], [3, 0], ...C_ARC]],
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
  P: [P_STEM_AND_BOWL],
  R: [
    P_STEM_AND_BOWL,
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

/** Logical size (CSS pixels); the PNG has SCALE times as many pixels each way, for sharp phone screens. */
const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 2;
const W = WIDTH * SCALE;
const H = HEIGHT * SCALE;
const INK: readonly Rgb[] = [
  [29, 57, 196],
  [83, 29, 171],
  [196, 29, 127],
  [8, 151, 156],
  [212, 107, 8],
  [56, 158, 13],
  [38, 38, 38],
];

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A random challenge text from the alphabet. */
export const captchaText = (random: Random = cryptoRandom): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => pick(random, [...CAPTCHA_ALPHABET])).join('');

/** How an answer is compared: case and surrounding spaces do not matter. */
export const normalizeCaptchaAnswer = (answer: string): string => answer.trim().toUpperCase();

/** An RGB picture of floats, painted on by blending. */
class Raster {
  readonly px = new Float32Array(W * H * 3);

  /** Blends `color` into one pixel with opacity `alpha`. */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= W || y >= H || alpha <= 0) return;
    const i = (y * W + x) * 3;
    for (let c = 0; c < 3; c++) this.px[i + c] = this.px[i + c]! * (1 - alpha) + color[c]! * alpha;
  }

  /** A round-capped line of `width` pixels, anti-aliased by distance to the segment. */
  line(a: Point, b: Point, width: number, color: Rgb): void {
    const half = width / 2;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const lengthSq = dx * dx + dy * dy || 1;
    for (let y = Math.floor(Math.min(a[1], b[1]) - half - 1); y <= Math.max(a[1], b[1]) + half + 1; y++) {
      for (let x = Math.floor(Math.min(a[0], b[0]) - half - 1); x <= Math.max(a[0], b[0]) + half + 1; x++) {
        const t = clamp(((x - a[0]) * dx + (y - a[1]) * dy) / lengthSq, 0, 1);
        const distance = Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
        this.blend(x, y, color, clamp(half + 0.5 - distance, 0, 1));
      }
    }
  }

  polyline(points: readonly Point[], width: number, color: Rgb): void {
    for (let i = 1; i < points.length; i++) this.line(points[i - 1]!, points[i]!, width, color);
  }
}

/** A light background with a gentle gradient, different every time. */
function paintBackground(raster: Raster, random: Random): void {
  const from: Rgb = [between(random, 228, 248), between(random, 232, 250), between(random, 240, 255)];
  const to: Rgb = [between(random, 228, 248), between(random, 232, 250), between(random, 240, 255)];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (x + y) / (W + H);
      raster.blend(x, y, [0, 1, 2].map((c) => from[c]! + (to[c]! - from[c]!) * t) as unknown as Rgb, 1);
    }
  }
}

/** One character: its strokes wobbled point by point, sheared, scaled, rotated and placed, in a colour of its own. */
function paintGlyph(raster: Raster, char: string, centre: Point, random: Random): void {
  const strokes = CAPTCHA_GLYPHS[char];
  if (!strokes) throw new RangeError(`No captcha glyph for ${char}`);
  const angle = (between(random, -22, 22) * Math.PI) / 180;
  const [sx, sy] = [between(random, 3.6, 4.8) * SCALE, between(random, 3.8, 4.8) * SCALE];
  const shear = between(random, -0.25, 0.25);
  const place = ([gx, gy]: Point): Point => {
    const x = (gx - 2 + between(random, -0.25, 0.25) + shear * (gy - 3)) * sx;
    const y = (gy - 3 + between(random, -0.25, 0.25)) * sy;
    return [
      centre[0] + x * Math.cos(angle) - y * Math.sin(angle),
      centre[1] + x * Math.sin(angle) + y * Math.cos(angle),
    ];
  };
  const color = pick(random, INK);
  const width = between(random, 2.2, 2.8) * SCALE;
  for (const stroke of strokes) raster.polyline(stroke.map(place), width, color);
}

/** A wavy line across the picture in an ink colour, as thick as the characters, so it cannot be filtered out. */
function paintInterference(raster: Raster, random: Random): void {
  const [y0, amplitude, period, phase] = [
    between(random, 0.25, 0.75) * H,
    between(random, 0.08, 0.22) * H,
    between(random, 0.6, 1.4) * W,
    between(random, 0, 2 * Math.PI),
  ];
  const points: Point[] = [];
  for (let x = -4; x <= W + 4; x += 4) points.push([x, y0 + amplitude * Math.sin((2 * Math.PI * x) / period + phase)]);
  raster.polyline(points, between(random, 1, 1.6) * SCALE, pick(random, INK));
}

/** Bends the whole picture along two sine waves, so no stroke stays straight where the font has it straight. */
function warp(source: Raster, random: Random): Raster {
  const out = new Raster();
  const [ax, ay] = [between(random, 1, 2) * SCALE, between(random, 1, 2.5) * SCALE];
  const [px, py] = [between(random, 0.9, 1.6) * H, between(random, 0.5, 0.9) * W];
  const [fx, fy] = [between(random, 0, 2 * Math.PI), between(random, 0, 2 * Math.PI)];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const from = [
        clamp(Math.round(x + ax * Math.sin((2 * Math.PI * y) / px + fx)), 0, W - 1),
        clamp(Math.round(y + ay * Math.sin((2 * Math.PI * x) / py + fy)), 0, H - 1),
      ] as const;
      const i = (from[1] * W + from[0]) * 3;
      out.blend(x, y, [source.px[i]!, source.px[i + 1]!, source.px[i + 2]!], 1);
    }
  }
  return out;
}

/** Speckles in ink colours, and dust: single dark pixels all over. */
function paintNoise(raster: Raster, random: Random): void {
  for (let i = 0; i < 60; i++) {
    const [x, y, r] = [between(random, 0, W), between(random, 0, H), between(random, 0.8, 1.8) * SCALE];
    raster.line([x, y], [x + between(random, -2, 2), y + between(random, -2, 2)], r, pick(random, INK));
  }
  for (let i = 0; i < (W * H) / 40; i++) {
    const shade = between(random, 60, 160);
    raster.blend(Math.floor(between(random, 0, W)), Math.floor(between(random, 0, H)), [shade, shade, shade], 0.7);
  }
}

/**
 * Renders the text as a PNG picture: each character a stroke glyph with its own wobble, shear, scale, rotation and
 * colour, crowded together and crossed by wavy lines of the same inks, the whole bent by sine waves and sprinkled
 * with speckles and dust. Only pixels leave the server: no shapes to read back (issue 12 read SVG path data).
 */
export function renderCaptcha(text: string, random: Random = cryptoRandom): Buffer {
  let raster = new Raster();
  paintBackground(raster, random);
  const cell = (W - 20 * SCALE) / text.length;
  [...text].forEach((char, i) => {
    const centre: Point = [
      10 * SCALE + cell * (i + 0.5) + between(random, -4, 4) * SCALE,
      H / 2 + between(random, -4, 4) * SCALE,
    ];
    paintGlyph(raster, char, centre, random);
  });
  for (let i = 0; i < 2; i++) paintInterference(raster, random);
  raster = warp(raster, random);
  paintNoise(raster, random);
  return encodePng(
    W,
    H,
    Uint8Array.from(raster.px, (v) => clamp(Math.round(v), 0, 255)),
  );
}

/** The PNG as a data URL for an <img src>. */
export const pngDataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;
