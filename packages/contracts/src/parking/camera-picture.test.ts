import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../validators/image';
import { cameraPicture } from './camera-picture';

const AT = new Date('2026-06-01T10:00:00+08:00');

/** The RGB pixel at (x, y) of one of our PNGs (filter 0 rows). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const width = png.readUInt32BE(16);
  const idat = png.indexOf('IDAT');
  const length = png.readUInt32BE(idat - 4);
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  const i = y * (width * 3 + 1) + 1 + x * 3;
  return [rows[i]!, rows[i + 1]!, rows[i + 2]!];
}

describe('cameraPicture', () => {
  it('is a PNG the picture checks accept, small enough for a device event', () => {
    const png = cameraPicture({ plateNo: '浙A12345', at: AT, place: 'E1' });
    expect(sniffImageType(png)).toBe('png');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 200]);
    expect(png.length).toBeLessThan(20_000);
  });

  it('is deterministic, and differs by plate and time', () => {
    const a = cameraPicture({ plateNo: '浙A12345', at: AT, place: 'E1' });
    expect(cameraPicture({ plateNo: '浙A12345', at: AT, place: 'E1' })).toEqual(a);
    expect(cameraPicture({ plateNo: '浙A12346', at: AT, place: 'E1' })).not.toEqual(a);
    expect(cameraPicture({ plateNo: '浙A12345', at: new Date(AT.getTime() + 1000), place: 'E1' })).not.toEqual(a);
  });

  it.each([
    ['浙A12345', undefined, [28, 78, 170]],
    ['浙A12345', 2, [245, 196, 0]],
    ['浙AD12345', undefined, [120, 200, 120]],
    ['浙A0006警', undefined, [245, 245, 245]],
  ])('paints %s (colour %s) on a card of its plate colour', (plateNo, plateColor, rgb) => {
    const png = cameraPicture({ plateNo, plateColor, at: AT, place: 'X1' });
    // Just inside the card's top-left corner.
    const cardLeft = png.readUInt32BE(16) / 2 - 40;
    expect(pixel(png, Math.round(cardLeft), 70)).toEqual(rgb);
  });
});
