/**
 * Pictures a simulated gate camera or collector handheld "takes" (Node only: `@parking/contracts/camera-picture`).
 * A small PNG: a grey road, the plate as a card in its colour (blue, yellow, green for new energy, white for police)
 * with its letters and digits drawn in a 5×7 pixel font (a Chinese character is drawn as a block: the font has no
 * CJK glyphs), and a timestamp band like a real camera's overlay. Deterministic: same inputs, same bytes.
 */
import { encodePng } from '../png';
import { formatShanghaiDateTime } from '../shanghai-time';
import { parsePlate } from '../vehicles/plate';

type Rgb = readonly [number, number, number];

// prettier-ignore
const FONT: Record<string, string> = {
  '0': '01110100011001110101110011000101110', '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111', '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010', '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110', '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110', '9': '01110100011000101111000010001001100',
  A: '01110100011000111111100011000110001', B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110', D: '11100100101000110001100011001011100',
  E: '11111100001000011110100001000011111', F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111', H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110', J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001', L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001', N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110', P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101', R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110', T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110', V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010', X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100', Z: '11111000010001000100010001000011111',
  '-': '00000000000000011111000000000000000', ':': '00000011000110000000011000110000000',
  '.': '00000000000000000000000000110001100', ' ': '00000000000000000000000000000000000',
};
const BLOCK = '11111111111111111111111111111111111';

const WIDTH = 320;
const HEIGHT = 200;

/** Plate card colours (GA 36-2018): blue small, yellow large, green new energy, white police/emergency, black others. */
function plateColours(plateNo: string, plateColor: number | undefined): { card: Rgb; ink: Rgb } {
  const parsed = parsePlate(plateNo, { plateColor: plateColor === 2 ? 2 : undefined });
  const category = parsed.ok ? parsed.plate.category : 'ordinary';
  if (category === 'newEnergy') return { card: plateColor === 2 ? [196, 214, 64] : [120, 200, 120], ink: [20, 20, 20] };
  if (plateColor === 2) return { card: [245, 196, 0], ink: [20, 20, 20] };
  if (category === 'police' || category === 'emergency' || category === 'armedPolice')
    return { card: [245, 245, 245], ink: [20, 20, 20] };
  if (category === 'hongKong' || category === 'macao' || category === 'embassy' || category === 'consulate')
    return { card: [25, 25, 25], ink: [245, 245, 245] };
  return { card: [28, 78, 170], ink: [245, 245, 245] };
}

class Canvas {
  readonly pixels = Buffer.alloc(WIDTH * HEIGHT * 3);

  fill(x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(WIDTH, x0 + w); x++) {
        const i = (y * WIDTH + x) * 3;
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  /** Draws text in the 5×7 font at `scale` pixels per dot; returns the width used. */
  text(x: number, y: number, text: string, scale: number, colour: Rgb): number {
    let cx = x;
    for (const ch of text) {
      const glyph = FONT[ch] ?? BLOCK;
      for (let row = 0; row < 7; row++) {
        for (let col = 0; col < 5; col++) {
          if (glyph[row * 5 + col] === '1') this.fill(cx + col * scale, y + row * scale, scale, scale, colour);
        }
      }
      cx += 6 * scale;
    }
    return cx - x;
  }
}

const textWidth = (text: string, scale: number) => [...text].length * 6 * scale - scale;

/** A PNG camera shot of a plate at an instant, with the place (lane or berth code, ASCII) in the overlay. */
export function cameraPicture(shot: { plateNo: string; plateColor?: number; at: Date; place: string }): Buffer {
  const canvas = new Canvas();
  // Road: a vertical grey gradient, lighter towards the camera.
  for (let y = 0; y < HEIGHT; y++) {
    const v = 70 + Math.round((y / HEIGHT) * 60);
    canvas.fill(0, y, WIDTH, 1, [v, v, v + 4]);
  }
  const { card, ink } = plateColours(shot.plateNo, shot.plateColor);
  const plate = [...shot.plateNo];
  const label = `${plate.slice(0, 2).join('')}.${plate.slice(2).join('')}`;
  const scale = 3;
  const w = textWidth(label, scale) + 24;
  const x = Math.round((WIDTH - w) / 2);
  canvas.fill(x - 3, 64, w + 6, 21 + 30, [230, 230, 230]); // the plate's frame
  canvas.fill(x, 67, w, 21 + 24, card);
  canvas.text(x + 12, 67 + 12, label, scale, ink);
  // Overlay band: time and place, as a camera stamps them.
  canvas.fill(0, HEIGHT - 24, WIDTH, 24, [0, 0, 0]);
  canvas.text(
    6,
    HEIGHT - 18,
    `${formatShanghaiDateTime(shot.at)} ${shot.place.toUpperCase().replace(/[^0-9A-Z -]/g, '')}`,
    2,
    [255, 255, 255],
  );
  return encodePng(WIDTH, HEIGHT, canvas.pixels);
}
