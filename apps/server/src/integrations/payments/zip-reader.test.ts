import { describe, expect, it } from 'vitest';
import { encodeGbk } from './fakes/gbk-encoder';
import { writeZip } from './fakes/zip-writer';
import { readZip } from './zip-reader';

describe('readZip', () => {
  const detail = encodeGbk('支付宝交易号,商户订单号\r\n2026,P1\r\n');
  const zip = writeZip([
    { name: encodeGbk('2088_20260601_业务明细.csv'), data: detail },
    { name: Buffer.from('empty.txt'), data: Buffer.alloc(0) },
  ]);

  it('reads deflated entries back byte for byte and decodes GBK names', () => {
    expect(readZip(zip)).toEqual([
      { name: '2088_20260601_业务明细.csv', data: detail },
      { name: 'empty.txt', data: Buffer.alloc(0) },
    ]);
  });

  it('refuses a corrupted entry (CRC) and a non-archive', () => {
    const corrupt = Buffer.from(zip);
    // Flip a bit inside the first entry's compressed data (after its 30-byte header and name).
    const at = 30 + encodeGbk('2088_20260601_业务明细.csv').length + 2;
    corrupt[at] = (corrupt[at] as number) ^ 0xff;
    expect(() => readZip(corrupt)).toThrow();
    expect(() => readZip(Buffer.from('not a zip at all, not even close to one'))).toThrow(/Not a ZIP/);
  });
});
