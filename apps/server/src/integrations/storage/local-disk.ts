import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isPictureKey, type PictureStorage } from './picture-storage';

/**
 * Pictures as files under one folder, fanned out by the key's first two characters. The key's extension carries
 * the content type, so no metadata is stored beside the file.
 */
export function createLocalDiskStorage(root: string, publicBase: string): PictureStorage {
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);
  return {
    async put(key, bytes, contentType) {
      if (!isPictureKey(key) || contentTypeOfKey(key) !== contentType) {
        throw new Error(`Picture key ${key} does not fit content type ${contentType}`);
      }
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a picture.
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },

    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!isPictureKey(key) || !contentType) return undefined;
      try {
        return { bytes: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      if (isPictureKey(key)) await rm(fileOf(key), { force: true });
    },

    url: (key) => `${publicBase}/${key}`,
  };
}
