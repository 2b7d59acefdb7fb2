import { AppError, ErrorCode } from '@parking/contracts';
import sharp from 'sharp';
import type { PictureExtension } from '../../integrations/storage';

/** A picture that passed every check, ready to store. */
export interface DecodedPicture {
  bytes: Buffer;
  extension: PictureExtension;
}

/** Longest edge kept: evidence and licence photos stay legible, a phone's 4000 px original does not travel on. */
export const MAX_EDGE_PX = 1600;
/** Larger pictures are refused before decoding (a decompression bomb costs no memory). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an accepted upload with sharp (libvips): turned upright by its EXIF orientation, at most 1600 px, and
 * without any metadata — EXIF with its GPS location, XMP, comments — since sharp writes none unless asked. Bytes that
 * only look like a picture (a valid signature, then garbage) do not decode and are refused as a forged type.
 */
export async function recompressPicture(picture: DecodedPicture): Promise<DecodedPicture> {
  try {
    const image = sharp(picture.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    const encoded =
      picture.extension === 'png'
        ? image.png({ compressionLevel: 9 })
        : picture.extension === 'webp'
          ? image.webp({ quality: 80 })
          : image.jpeg({ quality: 82, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), extension: picture.extension };
  } catch {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, '图片已损坏或无法识别，请重新选择');
  }
}
