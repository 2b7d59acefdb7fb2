import { AppError, ErrorCode, sniffImageType } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aPicture } from '../../../test/pictures';
import { decodePicture } from './pictures.service';

const MAX = 1024;
const b64 = (bytes: Buffer) => bytes.toString('base64');

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, status: error.status };
    throw error;
  }
  return undefined;
};

describe('decodePicture', () => {
  it.each([
    ['jpeg', 'jpeg', 'jpg'],
    ['jpg', 'jpeg', 'jpg'],
    ['JPG', 'jpeg', 'jpg'],
    ['.png', 'png', 'png'],
    ['png', 'png', 'png'],
    ['webp', 'webp', 'webp'],
  ] as const)('accepts suffix %s with %s bytes, stored as .%s', (suffix, type, extension) => {
    const bytes = aPicture(type);
    expect(decodePicture(b64(bytes), suffix, MAX)).toEqual({ bytes, extension });
  });

  it('accepts a data URL and line-wrapped base64', () => {
    const bytes = aPicture('png', 200);
    expect(decodePicture(`data:image/png;base64,${b64(bytes)}`, 'png', MAX).bytes).toEqual(bytes);
    expect(decodePicture(b64(bytes).replace(/(.{76})/g, '$1\n'), 'png', MAX).bytes).toEqual(bytes);
  });

  it.each([
    ['an unaccepted suffix', () => decodePicture(b64(aPicture('gif')), 'gif', MAX), ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    [
      'svg, even as a suffix',
      () => decodePicture(b64(Buffer.from('<svg/>')), 'svg', MAX),
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ],
    ['bytes of another type', () => decodePicture(b64(aPicture('png')), 'jpg', MAX), ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    [
      'bytes of no picture',
      () => decodePicture(b64(Buffer.from('hello world')), 'png', MAX),
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ],
    ['a gif renamed to png', () => decodePicture(b64(aPicture('gif')), 'png', MAX), ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    ['characters outside base64', () => decodePicture('abc$def!', 'png', MAX), ErrorCode.INVALID_INPUT],
    ['a truncated base64 quantum', () => decodePicture('iVBORw0KG', 'png', MAX), ErrorCode.INVALID_INPUT],
    ['an empty data URL', () => decodePicture('data:image/png;base64,', 'png', MAX), ErrorCode.INVALID_INPUT],
    [
      'one byte over the limit',
      () => decodePicture(b64(aPicture('png', MAX + 1)), 'png', MAX),
      ErrorCode.PAYLOAD_TOO_LARGE,
    ],
  ])('refuses %s', (_case, run, code) => {
    expect(failure(run)?.code).toBe(code);
  });

  it('accepts a picture of exactly the limit', () => {
    expect(decodePicture(b64(aPicture('webp', MAX)), 'webp', MAX).bytes.length).toBe(MAX);
  });

  it('accepts any bytes exactly when their signature matches the suffix', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.constantFrom('jpeg', 'png', 'webp'),
        (bytes, suffix) => {
          const accepted =
            failure(() => decodePicture(Buffer.from(bytes).toString('base64'), suffix, MAX)) === undefined;
          expect(accepted).toBe(sniffImageType(bytes) === suffix);
        },
      ),
    );
  });
});
