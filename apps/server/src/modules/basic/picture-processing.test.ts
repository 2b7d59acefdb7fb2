import { ErrorCode } from '@parking/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aForgedPicture, aPicture } from '../../../test/pictures';
import { MAX_EDGE_PX, recompressPicture } from './picture-processing';

describe('recompressPicture', () => {
  it('strips the EXIF location and scales a large photo down to 1600 px', async () => {
    const photo = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#3a6' } })
      .withExif({ IFD0: { Copyright: 'driver' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { bytes, extension } = await recompressPicture({ bytes: photo, extension: 'jpg' });
    const stored = await sharp(bytes).metadata();
    expect(extension).toBe('jpg');
    expect(stored).toMatchObject({ format: 'jpeg', width: MAX_EDGE_PX, height: 900 });
    expect(stored.exif).toBeUndefined();
  });

  it.each(['png', 'webp'] as const)('keeps a small %s its type and size', async (type) => {
    const { bytes } = await recompressPicture({ bytes: aPicture(type, 500), extension: type });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: type, width: 2, height: 2 });
  });

  it('refuses a forged picture: its signature, then nothing decodable', async () => {
    await expect(recompressPicture({ bytes: aForgedPicture('png'), extension: 'png' })).rejects.toMatchObject({
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    });
  });
});
