import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import type { PDFRawStream } from 'pdf-lib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { IssueRequest } from './invoice-provider';
import { renderInvoicePdf } from './invoice-pdf';

const request: IssueRequest = {
  serialNo: 'S1',
  kind: 'ordinary',
  color: 'blue',
  buyer: { kind: 'company', name: '杭州畅行科技有限公司', taxNo: '91330100MA2H3K4L5X', email: 'a@example.com' },
  seller: {
    sellerName: '畅行停车运营有限公司',
    sellerTaxNo: '91330106MA27XY1234',
    sellerAddress: '',
    sellerPhone: '',
    sellerBank: '',
    sellerAccount: '',
    clerk: '张三',
  },
  lines: [
    {
      feeKind: 'parking',
      goodsName: '经营租赁*停车费',
      taxCode: '3040502020200000000',
      taxRate: '0.09',
      amountFen: 1230,
      taxFen: 102,
    },
  ],
  amountFen: 1230,
  taxFen: 102,
  remark: '浙A5W8K3',
  at: new Date('2026-12-01T10:00:00Z'),
};
const INVOICE_NO = '26332000000012345678';

/** The page's text as PDF.js (Firefox's reader) extracts it. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

/** The TrueType program embedded in the PDF, parsed as a reader parses it. */
async function embeddedFont(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const fonts = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
  expect(fonts).toHaveLength(1);
  const file = doc.context.lookup(fonts[0]!.get(PDFName.of('FontFile2'))) as PDFRawStream;
  return fontkit.create(inflateSync(file.contents));
}

describe('the sandbox invoice PDF (issue 44: readers showed almost no text)', () => {
  it('carries the buyer, the number and the amounts as text a reader extracts', async () => {
    const text = await textOf(await renderInvoicePdf(request, INVOICE_NO));
    for (const expected of [
      '名称：杭州畅行科技有限公司',
      '统一社会信用代码/纳税人识别号：91330100MA2H3K4L5X',
      `发票号码：${INVOICE_NO}`,
      '壹拾贰圆叁角整',
      '（小写）¥12.30',
      '*经营租赁*停车费*',
      '备注：浙A5W8K3',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds a font with an outline for every character drawn, each glyph readable', async () => {
    const font = await embeddedFont(await renderInvoicePdf(request, INVOICE_NO));
    const { minY, maxY } = font.bbox;
    // A glyph read from the wrong offset (what the short-loca subset produced) fails to parse or leaves the font's box.
    for (let id = 0; id < font.numGlyphs; id++) {
      const box = font.getGlyph(id).path.bbox;
      if (Number.isFinite(box.minY)) expect([box.minY >= minY, box.maxY <= maxY]).toEqual([true, true]);
    }
    const drawn = `杭州畅行科技有限公司发票号码价税合计壹拾贰圆叁角整¥0123456789${request.seller.sellerName}`;
    // Every character maps to a glyph of its own (not .notdef, the tofu box) that has an outline.
    const blank = [...new Set(drawn)].filter((c) => {
      const glyph = font.glyphForCodePoint(c.codePointAt(0)!);
      return glyph.id === 0 || !Number.isFinite(glyph.path.bbox.width);
    });
    expect(blank).toEqual([]);
  });
});
