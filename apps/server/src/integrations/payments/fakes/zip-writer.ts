// TEST MATERIAL ONLY: writes the ZIP archives the fake Alipay serves as bills.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  /** The file name's bytes as stored (e.g. GBK, as Alipay's archives have them). */
  name: Buffer;
  data: Buffer;
}

/** What a local header and its central directory record share: "version needed" (at `at`) to the name's length. */
function writeEntryFields(header: Buffer, at: number, name: Buffer, data: Buffer, compressed: Buffer): void {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0, at + 2); // flags: none, so names are not read as UTF-8
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt32LE(crc32(data), at + 10); // after the time and date, left zero
  header.writeUInt32LE(compressed.length, at + 14);
  header.writeUInt32LE(data.length, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

/** A ZIP archive of deflated entries, names stored as given without the UTF-8 flag. */
export function writeZip(entries: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const compressed = deflateRawSync(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, name, data, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, name, data, compressed);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
