// subset-font's declaration goes with this file to every project that compiles it (apps/devices' tests too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./subset-font.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { INVOICE_KIND_TEXT } from '@parking/contracts';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import subsetFont from 'subset-font';
import type { IssueRequest } from './invoice-provider';
import { yuan } from './tax';

const require = createRequire(import.meta.url);
/** Noto Sans SC (OFL) from npm: the only font with Chinese glyphs we can count on; subset into each PDF. */
const FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
let fontBytes: Promise<Buffer> | undefined;
const loadFont = () => (fontBytes ??= readFile(FONT_PATH));

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** An amount in fen as 大写 on a Chinese invoice (价税合计), e.g. 1230 → 壹拾贰圆叁角整; negative ones start 负. */
export function capitalYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('fen must be an integer');
  if (fen === 0) return '零圆整';
  const sign = fen < 0 ? '负' : '';
  const abs = Math.abs(fen);
  const yuanPart = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const fenPart = abs % 10;
  let integer = '';
  if (yuanPart > 0) {
    const groups: number[] = [];
    for (let n = yuanPart; n > 0; n = Math.floor(n / 10000)) groups.push(n % 10000);
    let zeroPending = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g]!;
      if (group === 0) {
        zeroPending = integer !== '';
        continue;
      }
      let text = '';
      for (let u = 3; u >= 0; u--) {
        const digit = Math.floor(group / 10 ** u) % 10;
        if (digit === 0) {
          if (text !== '' || integer !== '') zeroPending = true;
          continue;
        }
        if (zeroPending && (text !== '' || integer !== '')) text += '零';
        zeroPending = false;
        text += DIGITS[digit]! + UNITS[u]!;
      }
      integer += text + GROUPS[g]!;
      if (group % 10 === 0) zeroPending = true;
    }
    integer += '圆';
  }
  let decimals = '';
  if (jiao > 0) decimals += DIGITS[jiao]! + '角';
  else if (fenPart > 0 && integer !== '') decimals += '零';
  if (fenPart > 0) decimals += DIGITS[fenPart]! + '分';
  return sign + integer + (decimals === '' || fenPart === 0 ? decimals + '整' : decimals);
}

const INK = rgb(0.55, 0.3, 0.1);
const TEXT = rgb(0.1, 0.1, 0.1);

/** One string on the page: at x, or centred on `centre`. */
type Text =
  | { s: string; x: number; y: number; size?: number; color?: RGB }
  | { s: string; centre: number; y: number; size: number; color: RGB };

/**
 * The font for these strings: Noto Sans SC cut down to their characters by HarfBuzz's hb-subset, embedded whole.
 * pdf-lib's own subsetting (`subset: true`, @pdf-lib/fontkit 1.1.1) rewrites `loca` in the short format whenever the
 * subset is under 64 KB, halving offsets that Noto's odd-length glyph records make odd: most glyphs then point into
 * another glyph's bytes and readers (Chromium's, poppler) draw nothing for them (issue 44).
 */
async function fontFor(doc: PDFDocument, strings: readonly string[]): Promise<PDFFont> {
  const characters = [...new Set(strings.join(''))].join('');
  const subset = await subsetFont(await loadFont(), characters, { targetFormat: 'truetype' });
  doc.registerFontkit(fontkit);
  return doc.embedFont(subset, { subset: false });
}

/**
 * A real PDF of a sandbox invoice, laid out like a 数电发票 (title, number and date, buyer and seller, one row per
 * line with rate and tax, totals in figures and 大写). Marked 沙箱 so nobody files it.
 */
export async function renderInvoicePdf(request: IssueRequest, invoiceNo: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const kindTitle = INVOICE_KIND_TEXT[request.kind];
  doc.setTitle(`${kindTitle} ${invoiceNo}`);
  doc.setProducer('parking sandbox invoice provider');
  doc.setCreationDate(request.at);
  doc.setModificationDate(request.at);
  const page = doc.addPage([842, 500]);
  const texts = invoiceTexts(request, invoiceNo);
  const font = await fontFor(
    doc,
    texts.map((t) => t.s),
  );
  for (const t of texts) {
    const size = t.size ?? 10;
    const x = 'centre' in t ? t.centre - font.widthOfTextAtSize(t.s, size) / 2 : t.x;
    page.drawText(t.s, { x, y: t.y, size, font, color: t.color ?? TEXT });
  }
  box(page, 40, 330, 762, 100);
  page.drawLine({ start: { x: 421, y: 330 }, end: { x: 421, y: 430 }, color: INK });
  box(page, 40, 150, 762, 175);
  box(page, 40, 110, 762, 35);
  return doc.save({ useObjectStreams: true });
}

/** Every string of the invoice, where it stands. */
function invoiceTexts(request: IssueRequest, invoiceNo: string): Text[] {
  const kindTitle = INVOICE_KIND_TEXT[request.kind];
  const red = request.color === 'red';
  const texts: Text[] = [
    { s: red ? `${kindTitle}  红字` : kindTitle, centre: 421, y: 455, size: 20, color: INK },
    { s: '沙箱 · 仅供测试', x: 40, y: 465, size: 9, color: rgb(0.8, 0.1, 0.1) },
    { s: `发票号码：${invoiceNo}`, x: 600, y: 465 },
    { s: `开票日期：${request.at.toISOString().slice(0, 10)}`, x: 600, y: 448 },
    { s: '购买方信息', x: 50, y: 412, color: INK },
    { s: `名称：${request.buyer.name}`, x: 50, y: 390 },
    { s: `统一社会信用代码/纳税人识别号：${request.buyer.taxNo ?? ''}`, x: 50, y: 370, size: 9 },
  ];
  // A special invoice carries the buyer's registered address, phone, bank and account (the buyer deducts its tax).
  if (request.kind === 'special') {
    const { address = '', phone = '', bankName = '', bankAccount = '' } = request.buyer;
    texts.push(
      { s: `地址、电话：${address} ${phone}`.trim(), x: 50, y: 352, size: 9 },
      { s: `开户行及账号：${bankName} ${bankAccount}`.trim(), x: 50, y: 336, size: 9 },
    );
  }
  texts.push(
    { s: '销售方信息', x: 431, y: 412, color: INK },
    { s: `名称：${request.seller.sellerName}`, x: 431, y: 390 },
    { s: `统一社会信用代码/纳税人识别号：${request.seller.sellerTaxNo}`, x: 431, y: 370, size: 9 },
  );
  const columns = [50, 300, 420, 520, 660];
  ['项目名称', '税收分类编码', '税率/征收率', '金额', '税额'].forEach((h, i) =>
    texts.push({ s: h, x: columns[i]!, y: 305, color: INK }),
  );
  let y = 283;
  for (const line of request.lines) {
    const cells = [
      `*${line.goodsName}*`,
      line.taxCode,
      `${Number(line.taxRate) * 100}%`,
      yuan(line.amountFen - line.taxFen),
      yuan(line.taxFen),
    ];
    cells.forEach((c, i) => texts.push({ s: c, x: columns[i]!, y, size: 9 }));
    y -= 18;
  }
  const remark = [
    red && request.original ? `对应正数发票号码：${request.original.invoiceNo}` : '',
    request.remark ?? '',
  ]
    .filter(Boolean)
    .join('  ');
  texts.push(
    { s: '合计', x: 50, y: 160, color: INK },
    { s: `¥${yuan(request.amountFen - request.taxFen)}`, x: columns[3]!, y: 160 },
    { s: `¥${yuan(request.taxFen)}`, x: columns[4]!, y: 160 },
    { s: `价税合计（大写）  ${capitalYuan(request.amountFen)}`, x: 50, y: 122, size: 11 },
    { s: `（小写）¥${yuan(request.amountFen)}`, x: 600, y: 122, size: 11 },
    { s: `备注：${remark}`, x: 50, y: 85, size: 9 },
    { s: `开票人：${request.seller.clerk}`, x: 50, y: 40 },
  );
  return texts;
}

function box(page: PDFPage, x: number, y: number, width: number, height: number) {
  page.drawRectangle({ x, y, width, height, borderColor: INK, borderWidth: 1 });
}
