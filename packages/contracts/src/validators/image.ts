/** Picture types an upload may have (spec section 5). */
export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'jpg', 'png', 'webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

/** The type part of a MIME type ("image/png; q=1" → "png"), a file name ("a.PNG" → "png") or a bare suffix. */
function typeOf(suffixOrFilenameOrMime: string): string {
  const text = suffixOrFilenameOrMime.trim().toLowerCase();
  if (text.startsWith('image/')) return (text.slice('image/'.length).split(';')[0] ?? '').trim();
  return text.slice(text.lastIndexOf('.') + 1);
}

/** Whether a suffix ("png", ".jpg"), file name ("car.JPEG") or image MIME type ("image/webp") is accepted. */
export const isAcceptedImageSuffix = (suffixOrFilenameOrMime: string): boolean =>
  ACCEPTED.includes(typeOf(suffixOrFilenameOrMime));

// Some web views report no type, or a generic one, for a picked photo: then the file name decides.
const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Keeps only the accepted pictures; the rest are dropped without a message, as the spec says. A known MIME type
 * decides; without one, the name's suffix does. The server still sniffs the bytes, so a renamed file gains nothing.
 */
export function filterAcceptedImages<T extends { name?: string; type?: string }>(files: T[]): T[] {
  return files.filter((file) => {
    const type = file.type?.trim().toLowerCase() ?? '';
    if (!UNKNOWN_MIME_TYPES.has(type)) return type.startsWith('image/') && isAcceptedImageSuffix(type);
    return file.name !== undefined && file.name.includes('.') && isAcceptedImageSuffix(file.name);
  });
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then a 4-byte size
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

/** The picture type given by a file's first bytes (magic numbers), or null when it is none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
