/** Cuts text to at most `maxBytes` of UTF-8 without splitting a character (providers count bytes, not characters). */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    bytes += Buffer.byteLength(ch, 'utf8');
    if (bytes > maxBytes) break;
    out += ch;
  }
  return out;
}
