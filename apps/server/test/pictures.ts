import { BasicOps } from '@parking/contracts';
import { urlOf } from './call';

/** Bytes that start like a real picture of the type (the server sniffs only the signature), padded to `size`. */
export function aPicture(type: 'jpeg' | 'png' | 'webp' | 'gif', size = 64): Buffer {
  const signatures = {
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    webp: [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
    gif: [...Buffer.from('GIF89a')],
  };
  const bytes = Buffer.alloc(Math.max(size, 16), 0x5a);
  Buffer.from(signatures[type]).copy(bytes);
  return bytes;
}

/** The URL an uploaded picture is served at (what the upload answers as picUrl), e.g. of a key never uploaded. */
export const pictureUrl = (key: string) => urlOf(BasicOps.picture, { key });
