import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fillPath, ParkingRoutes } from '@parking/contracts';
import { PICTURE_CONTENT_TYPES, type PictureStorage, type StoredPicture } from '../../../integrations/storage';
import type { DecodedPicture } from '../../basic';

/**
 * Pictures taken by gate cameras and collector handhelds. They show where a driver was and when, so unlike the
 * driver's own uploads they are never public: the driver API hands out URLs signed with `secret` that expire
 * (after a BOLA check on the stay), and the file route serves a picture only with a valid signature.
 */
export function createParkingPictures({ storage, secret }: { storage: PictureStorage; secret: string }) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

  return {
    async put(picture: DecodedPicture): Promise<string> {
      const key = `${randomBytes(16).toString('hex')}.${picture.extension}`;
      await storage.put(key, picture.bytes, PICTURE_CONTENT_TYPES[picture.extension]);
      return key;
    },

    /** A URL that serves the picture until `expiresAt`. */
    signedUrl(key: string, expiresAt: Date, apiBase: string): string {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const path = fillPath(ParkingRoutes.parkingPictureFile, { key });
      return `${apiBase}${path}?expires=${expires}&signature=${sign(key, expires)}`;
    },

    /** The picture behind a signed URL, or undefined when the signature is wrong, expired, or there is no picture. */
    async open(key: string, expires: number, signature: string, now: Date): Promise<StoredPicture | undefined> {
      if (expires * 1000 < now.getTime()) return undefined;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return storage.get(key);
    },
  };
}
export type ParkingPictures = ReturnType<typeof createParkingPictures>;
