import { randomBytes } from 'node:crypto';
import { ACCEPTED_IMAGE_TYPES, AppError, ErrorCode, sniffImageType, type PictureUploaded } from '@parking/contracts';
import {
  isPictureKey,
  PICTURE_CONTENT_TYPES,
  type PictureExtension,
  type PictureStorage,
} from '../../integrations/storage';

/** A picture that passed every check, ready to store. */
export interface DecodedPicture {
  bytes: Buffer;
  extension: PictureExtension;
}

type ImageType = NonNullable<ReturnType<typeof sniffImageType>>;
const EXTENSION_OF_TYPE: Record<ImageType, PictureExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 length that decodes to at most `bytes` bytes (padded), for sizing the request body limit. */
export const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

/**
 * Checks an upload: the suffix must be jpeg/jpg/png/webp (415), fileData valid base64, optionally a data URL (400),
 * at most maxBytes once decoded (413), and the bytes must really be a picture of the suffix's type (415).
 */
export function decodePicture(fileData: string, suffix: string, maxBytes: number): DecodedPicture {
  const claimed = claimedType(suffix);
  if (!claimed) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE);

  const base64 = fileData.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length === 0) throw new AppError(ErrorCode.INVALID_INPUT, 'fileData: 图片内容为空');
  if (!BASE64.test(base64) || base64.length % 4 === 1) {
    throw new AppError(ErrorCode.INVALID_INPUT, 'fileData: 不是有效的 base64 图片数据');
  }
  // Checked before decoding, so an oversized upload costs no memory beyond the request itself.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > maxBytes) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `图片不能超过 ${formatMiB(maxBytes)}`);
  }

  const bytes = Buffer.from(base64, 'base64');
  const actual = sniffImageType(bytes);
  if (actual === null || actual !== claimed) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, '图片内容与格式不符，仅支持 jpeg、jpg、png、webp 格式的图片');
  }
  return { bytes, extension: EXTENSION_OF_TYPE[actual] };
}

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

/** The picture type a suffix ("jpg", ".PNG") names, or null when it is not an accepted one. */
function claimedType(suffix: string): ImageType | null {
  const bare = suffix.trim().toLowerCase().replace(/^\./, '');
  if (!ACCEPTED.includes(bare)) return null;
  return bare === 'jpg' ? 'jpeg' : (bare as ImageType);
}

const formatMiB = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;

export function createPicturesService({ storage, maxBytes }: { storage: PictureStorage; maxBytes: number }) {
  return {
    async upload(fileData: string, suffix: string): Promise<PictureUploaded> {
      const picture = decodePicture(fileData, suffix, maxBytes);
      const key = `${randomBytes(16).toString('hex')}.${picture.extension}`;
      await storage.put(key, picture.bytes, PICTURE_CONTENT_TYPES[picture.extension]);
      return { picUrl: storage.url(key) };
    },

    get: (key: string) => storage.get(key),

    /** Whether a picUrl names a picture this service stored and still has (materials refer to uploads by URL). */
    exists: async (picUrl: string): Promise<boolean> => {
      const key = keyOfUrl(picUrl);
      return key !== undefined && (await storage.get(key)) !== undefined;
    },

    /** Deletes the picture behind a picUrl of ours; other URLs are ignored. */
    remove: async (picUrl: string): Promise<void> => {
      const key = keyOfUrl(picUrl);
      if (key !== undefined) await storage.delete(key);
    },
  };

  /** The storage key of one of our picUrls: the URL must be exactly the one the storage gives for its last segment. */
  function keyOfUrl(picUrl: string): string | undefined {
    const key = picUrl.slice(picUrl.lastIndexOf('/') + 1);
    return isPictureKey(key) && storage.url(key) === picUrl ? key : undefined;
  }
}
export type PicturesService = ReturnType<typeof createPicturesService>;
