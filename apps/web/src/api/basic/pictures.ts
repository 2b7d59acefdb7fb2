import { BasicRoutes, Timing } from '@parking/contracts';
import { api } from '../client';

/** Pictures wider or taller than this are scaled down before upload (licence photos stay legible). */
const MAX_EDGE_PX = 1600;
/** Files at most this big are sent as they are. */
const SEND_AS_IS_BYTES = 800 * 1024;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A phone photo (often 3–8 MB) re-encoded as a JPEG of at most 1600 px, so it uploads quickly on a mobile network and
 * fits the server's limit. Falls back to the original where the browser cannot decode or draw it.
 */
async function shrink(file: File): Promise<{ blob: Blob; suffix: string }> {
  const original = { blob: file as Blob, suffix: suffixOf(file) };
  if (file.size <= SEND_AS_IS_BYTES || typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? { blob, suffix: 'jpg' } : original;
  } catch {
    return original;
  }
}

/** The suffix the server checks the bytes against: from the MIME type, else the file name. */
function suffixOf(file: File): string {
  const fromType = file.type.startsWith('image/') ? file.type.slice('image/'.length) : '';
  if (fromType) return fromType;
  return file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
}

/** Uploads a picture (already filtered to the accepted types) with the 30 s upload timeout; resolves its picUrl. */
export async function uploadPicture(file: File): Promise<string> {
  const { blob, suffix } = await shrink(file);
  const fileData = await readAsDataUrl(blob);
  const uploaded = await api.call(BasicRoutes.uploadPicture, {
    body: { fileData, suffix },
    timeoutMs: Timing.UPLOAD_TIMEOUT_MS,
  });
  return uploaded.picUrl;
}
