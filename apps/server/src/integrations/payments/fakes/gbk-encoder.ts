// TEST MATERIAL ONLY: Node decodes GBK but cannot encode it; the fake Alipay writes its bills in GBK like the real one,
// so build the reverse table from the decoder once.
let table: Map<string, Buffer> | undefined;

function gbkTable(): Map<string, Buffer> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('gbk', { fatal: true });
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const bytes = Buffer.from([lead, trail]);
      try {
        const ch = decoder.decode(bytes);
        if (ch.length === 1 && !table.has(ch)) table.set(ch, bytes);
      } catch {
        // not a GBK code point
      }
    }
  }
  return table;
}

/** Encodes text as GBK; throws on a character GBK cannot hold. */
export function encodeGbk(text: string): Buffer {
  const out: Buffer[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x80) {
      out.push(Buffer.from([code]));
      continue;
    }
    const bytes = gbkTable().get(ch);
    if (!bytes) throw new RangeError(`GBK cannot encode ${ch}`);
    out.push(bytes);
  }
  return Buffer.concat(out);
}
