// subset-font 2.9.0 ships no types: the one call we use (HarfBuzz's hb-subset, in WebAssembly).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
