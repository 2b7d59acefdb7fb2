import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const UTF8_NAME_FLAG = 0x0800;

/** Largest file we agree to inflate: a daily bill is kilobytes, this stops a zip bomb. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

/**
 * Reads every file of a ZIP archive (stored or deflated, no ZIP64, no encryption) with node:zlib alone, checking each
 * CRC. Names without the UTF-8 flag are decoded as GBK, the way Chinese Windows tools (and Alipay's bills) write them.
 */
export function readZip(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('Not a ZIP archive (no end of central directory)');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new Error('Corrupt ZIP central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    const name = new TextDecoder(flags & UTF8_NAME_FLAG ? 'utf-8' : 'gbk').decode(rawName);
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw new Error(`ZIP entry ${name} is encrypted`);
    if (compressedSize === 0xffffffff || size === 0xffffffff) throw new Error(`ZIP64 entry ${name} not supported`);
    if (size > MAX_ENTRY_BYTES) throw new Error(`ZIP entry ${name} is too large (${size} bytes)`);
    if (zip.readUInt32LE(localAt) !== LOCAL) throw new Error(`Corrupt ZIP local header for ${name}`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const stored = zip.subarray(dataAt, dataAt + compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(stored);
    else if (method === 8) data = inflateRawSync(stored, { maxOutputLength: MAX_ENTRY_BYTES });
    else throw new Error(`ZIP entry ${name} uses unsupported method ${method}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`ZIP entry ${name} fails its CRC check`);
    if (!name.endsWith('/')) entries.push({ name, data });
  }
  return entries;
}
