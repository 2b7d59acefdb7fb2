import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ACCEPTED_IMAGE_TYPES, filterAcceptedImages, isAcceptedImageSuffix, sniffImageType } from './image';

describe('isAcceptedImageSuffix', () => {
  it.each([
    ['jpeg', true],
    ['jpg', true],
    ['png', true],
    ['webp', true],
    ['JPG', true],
    ['.png', true],
    ['photo.JPEG', true],
    ['a.b.webp', true],
    ['C:\\fakepath\\car.png', true],
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['IMAGE/PNG', true],
    ['image/jpeg; charset=binary', true],
    ['gif', false],
    ['bmp', false],
    ['heic', false],
    ['image/gif', false],
    ['image/svg+xml', false],
    ['car.png.exe', false],
    ['png.', false],
    ['jpgx', false],
    ['application/png', false],
    ['text/plain', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isAcceptedImageSuffix(value)).toBe(expected);
  });

  it('lists the four spec types', () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['jpeg', 'jpg', 'png', 'webp']);
  });
});

describe('filterAcceptedImages', () => {
  it.each([
    [{ name: 'car.jpg', type: 'image/jpeg' }, true],
    [{ name: 'car.gif', type: 'image/png' }, true], // a known MIME type decides
    [{ name: 'car.jpg', type: 'image/gif' }, false],
    [{ name: 'car.png', type: 'application/pdf' }, false],
    [{ name: 'car.png', type: '' }, true], // no MIME type: the name decides
    [{ name: 'car.png' }, true],
    [{ name: 'car.jpg', type: 'application/octet-stream' }, true],
    [{ name: 'car.heic', type: 'application/octet-stream' }, false],
    [{ name: 'car.heic', type: '' }, false],
    [{ type: 'image/webp' }, true],
    [{ name: 'png' }, false], // a name without suffix
    [{}, false],
  ])('%j kept: %s', (file, kept) => {
    expect(filterAcceptedImages([file])).toEqual(kept ? [file] : []);
  });

  it('silently drops the rest and keeps the order and the objects', () => {
    const a = { name: 'a.png', type: 'image/png' };
    const b = { name: 'b.gif', type: 'image/gif' };
    const c = { name: 'c.webp', type: 'image/webp' };
    const kept = filterAcceptedImages([a, b, c]);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(c);
  });
});

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF')];
const PNG = [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...ascii('IHDR')];
const WEBP = [...ascii('RIFF'), 0x24, 0x00, 0x00, 0x00, ...ascii('WEBPVP8 ')];

describe('sniffImageType', () => {
  it.each([
    ['a JFIF jpeg', bytes(...JPEG), 'jpeg'],
    ['an Exif jpeg', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['a png', bytes(...PNG), 'png'],
    ['a webp', bytes(...WEBP), 'webp'],
    ['a gif', bytes(...ascii('GIF89a')), null],
    ['a bmp', bytes(...ascii('BM'), 0, 0), null],
    ['an svg', bytes(...ascii('<svg xmlns=')), null],
    ['a wav (RIFF, not WEBP)', bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVE')), null],
    ['a png with one byte changed', bytes(0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0b), null],
    ['a truncated jpeg', bytes(0xff, 0xd8), null],
    ['a truncated webp', bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEB')), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it('goes by the first bytes whatever follows', () => {
    const signatures = fc.constantFrom(
      [JPEG, 'jpeg'] as const,
      [PNG, 'png'] as const,
      [WEBP.slice(0, 12), 'webp'] as const,
    );
    fc.assert(
      fc.property(signatures, fc.uint8Array({ maxLength: 64 }), ([head, type], tail) => {
        return sniffImageType(Uint8Array.from([...head, ...tail])) === type;
      }),
    );
  });
});
