/** A stored picture as read back. */
export interface StoredPicture {
  bytes: Buffer;
  contentType: string;
}

/** Where uploaded pictures live: local disk by default, S3-compatible storage later. */
export interface PictureStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when there is no such picture (or the key is not one this storage could have issued). */
  get(key: string): Promise<StoredPicture | undefined>;
  /** Removes a picture (an erased account's licence photos); nothing when there is none. */
  delete(key: string): Promise<void>;
  /** The URL a client fetches the picture from. */
  url(key: string): string;
}

export const PICTURE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type PictureExtension = keyof typeof PICTURE_CONTENT_TYPES;

/** Keys are `<32 hex>.<jpg|png|webp>`: nothing else is ever read or written, which rules out path tricks. */
export const PICTURE_KEY = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export const isPictureKey = (key: string): boolean => PICTURE_KEY.test(key);

export const contentTypeOfKey = (key: string): string | undefined => {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return ext in PICTURE_CONTENT_TYPES ? PICTURE_CONTENT_TYPES[ext as PictureExtension] : undefined;
};
