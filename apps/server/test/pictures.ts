import { BasicOps } from '@parking/contracts';
import { urlOf } from './call';

/** Bytes that start like a real picture of the type (the server sniffs only the signature), padded to `size`. */
/** Real 2×2 pictures (what sharp writes), so the upload pipeline can decode them. */
const REAL = {
  jpeg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwAH//Z',
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWOIAgMGCAUAHZYEOUXWwlcAAAAASUVORK5CYII=',
  webp: 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoCAAIAAUAmJaQAA3AA/vBPwAA=',
};

/**
 * A picture of `type` at least `size` bytes long: a real 2×2 image padded after its end (decoders ignore what
 * follows), or for gif, which is never accepted, just its signature.
 */
export function aPicture(type: 'jpeg' | 'png' | 'webp' | 'gif', size = 64): Buffer {
  if (type === 'gif') {
    const bytes = Buffer.alloc(Math.max(size, 16), 0x5a);
    Buffer.from('GIF89a').copy(bytes);
    return bytes;
  }
  const image = Buffer.from(REAL[type], 'base64');
  return Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 0x5a)]);
}

/** Bytes with a picture's signature and nothing decodable after it: a forged picture. */
export function aForgedPicture(type: 'jpeg' | 'png'): Buffer {
  const signatures = { jpeg: [0xff, 0xd8, 0xff, 0xe0], png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
  const bytes = Buffer.alloc(256, 0x5a);
  Buffer.from(signatures[type]).copy(bytes);
  return bytes;
}

/** The URL an uploaded picture is served at (what the upload answers as picUrl), e.g. of a key never uploaded. */
export const pictureUrl = (key: string) => urlOf(BasicOps.picture, { key });
