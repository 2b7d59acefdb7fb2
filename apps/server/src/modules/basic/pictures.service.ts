import { randomBytes } from 'node:crypto';
import { ACCEPTED_IMAGE_TYPES, AppError, ErrorCode, sniffImageType, type PictureUploaded } from '@parking/contracts';
import type { Clock } from '../../clock';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import {
  isPictureKey,
  PICTURE_CONTENT_TYPES,
  type PictureExtension,
  type PictureStorage,
} from '../../integrations/storage';
import { waitText, type LimitRule, type RateLimiter } from '../verification';
import type { PictureReferences } from './picture-references';
import type { PictureUploadsRepository } from './picture-uploads.repository';
import { createPicturesSweep, UPLOAD_USABLE_FOR_MS } from './pictures-sweep';
import { recompressPicture, type DecodedPicture } from './picture-processing';

export type { DecodedPicture };

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
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `图片不能超过 ${formatSize(maxBytes)}`);
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

const MIB = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes < MIB ? `${Math.ceil(bytes / 1024)}KB` : `${Math.round((bytes / MIB) * 10) / 10}MB`;

/** Who uploads: only a signed-in driver may store pictures; the limits count per driver and per client IP. */
export interface Uploader {
  dealerId: string;
  driverId: string;
  ip: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Rolling limits on uploads, kept in the database with the SMS limits (they hold across restarts and processes). A
 * complaint takes at most 3 pictures and a certification a few more; many drivers may share a carrier's NAT address.
 */
export const PICTURE_UPLOAD_LIMITS = {
  perDriver: [
    { windowMs: MINUTE, max: 10 },
    { windowMs: HOUR, max: 60 },
    { windowMs: DAY, max: 200 },
  ],
  perIp: [
    { windowMs: MINUTE, max: 30 },
    { windowMs: HOUR, max: 300 },
  ],
} as const satisfies Record<string, readonly LimitRule[]>;

export interface PicturesServiceOptions {
  storage: PictureStorage;
  uploads: PictureUploadsRepository;
  limiter: RateLimiter;
  references: PictureReferences;
  clock: Clock;
  /** Largest picture, decoded bytes. */
  maxBytes: number;
  /** Most bytes one driver may upload in a Shanghai day. */
  dailyBytes: number;
}

export function createPicturesService(options: PicturesServiceOptions) {
  const { storage, uploads, limiter, references, clock, maxBytes, dailyBytes } = options;

  function tooMany(outcome: { key: string; retryAfterMs: number }): AppError {
    const who = outcome.key.startsWith('picture:ip:') ? '当前网络' : '';
    return new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      `${who}上传图片过于频繁，请 ${waitText(outcome.retryAfterMs)}后再试`,
    );
  }

  return {
    /**
     * Stores a signed-in driver's picture: within the rate limits (a bad picture counts no hit) and the driver's bytes
     * of the Shanghai day; the upload's row is written before its file, so no stored file escapes the sweep.
     */
    async upload(uploader: Uploader, fileData: string, suffix: string): Promise<PictureUploaded> {
      const now = clock.now();
      const checks = [
        { key: `picture:driver:${uploader.driverId}`, rules: PICTURE_UPLOAD_LIMITS.perDriver },
        { key: `picture:ip:${uploader.ip}`, rules: PICTURE_UPLOAD_LIMITS.perIp },
      ];
      const early = await limiter.check(checks, now);
      if (!early.allowed) throw tooMany(early);
      const received = decodePicture(fileData, suffix, maxBytes);
      // Re-encoded before it counts: a refused picture costs no hit, a stored one carries no location.
      const picture = await recompressPicture(received);
      const hit = await limiter.hit(checks, now);
      if (!hit.allowed) throw tooMany(hit);

      const key = `${randomBytes(16).toString('hex')}.${picture.extension}`;
      // The day's quota counts what the driver sent (bandwidth and work), whatever re-encoding made of it.
      const row = { key, dealerId: uploader.dealerId, driverId: uploader.driverId, bytes: received.bytes.length };
      const quota = await uploads.recordWithinQuota(
        { ...row, createdAt: now },
        new Date(shanghaiDayStart(now.getTime())),
        dailyBytes,
      );
      if (!quota.recorded) {
        throw new AppError(
          ErrorCode.UPLOAD_QUOTA_EXCEEDED,
          `今日已上传图片 ${formatSize(quota.usedBytes)}，每天最多 ${formatSize(dailyBytes)}，请明天再试`,
        );
      }
      try {
        await storage.put(key, picture.bytes, PICTURE_CONTENT_TYPES[picture.extension]);
      } catch (error) {
        await uploads.forget([key]);
        throw error;
      }
      return { picUrl: storage.url(key) };
    },

    get: (key: string) => storage.get(key),

    /**
     * Whether a picUrl names a picture this service stored and still has, usable by a module now (materials and
     * complaints refer to uploads by URL). An upload no module used within UPLOAD_USABLE_FOR_MS is about to be swept:
     * it is usable only when a module refers to it already (an edit keeping its pictures), and then kept for good.
     */
    exists: async (picUrl: string): Promise<boolean> => {
      const key = keyOfUrl(picUrl);
      if (key === undefined) return false;
      const upload = await uploads.byKey(key);
      const now = clock.now();
      if (upload && !upload.claimedAt && now.getTime() - upload.createdAt.getTime() > UPLOAD_USABLE_FOR_MS) {
        if ((await references.referenced([picUrl])).size === 0) return false;
        await uploads.claim([key], now);
      }
      return (await storage.get(key)) !== undefined;
    },

    /** Deletes the picture behind a picUrl of ours (a module dropping a picture it used); other URLs are ignored. */
    remove: async (picUrl: string): Promise<void> => {
      const key = keyOfUrl(picUrl);
      if (key === undefined) return;
      await storage.delete(key);
      await uploads.forget([key]);
    },

    /** Deletes uploads no module used within a day (the pictures.sweep job). */
    sweep: createPicturesSweep({ storage, uploads, references, clock }),
  };

  /** The storage key of one of our picUrls: the URL must be exactly the one the storage gives for its last segment. */
  function keyOfUrl(picUrl: string): string | undefined {
    const key = picUrl.slice(picUrl.lastIndexOf('/') + 1);
    return isPictureKey(key) && storage.url(key) === picUrl ? key : undefined;
  }
}
export type PicturesService = ReturnType<typeof createPicturesService>;
