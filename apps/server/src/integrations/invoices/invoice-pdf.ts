import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { INVOICE_KIND_TEXT } from '@parking/contracts';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { IssueRequest } from './invoice-provider';
import { yuan } from './tax';

const require = createRequire(import.meta.url);
/** Noto Sans SC (OFL) from npm: the only font with Chinese glyphs we can count on; subset into each PDF (~30 KB). */
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

/**
 * A real PDF of a sandbox invoice, laid out like a 数电发票 (title, number and date, buyer and seller, one row per
 * line with rate and tax, totals in figures and 大写). Marked 沙箱 so nobody files it.
 */
export async function renderInvoicePdf(request: IssueRequest, invoiceNo: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  const kindTitle = INVOICE_KIND_TEXT[request.kind];
  doc.setTitle(`${kindTitle} ${invoiceNo}`);
  doc.setProducer('parking sandbox invoice provider');
  doc.setCreationDate(request.at);
  doc.setModificationDate(request.at);
  const page = doc.addPage([842, 500]);
  const text = (s: string, x: number, y: number, size = 10, color = TEXT) =>
    page.drawText(s, { x, y, size, font, color });
  const red = request.color === 'red';
  const title = red ? `${kindTitle}  红字` : kindTitle;
  text(title, 421 - font.widthOfTextAtSize(title, 20) / 2, 455, 20, INK);
  text('沙箱 · 仅供测试', 40, 465, 9, rgb(0.8, 0.1, 0.1));
  text(`发票号码：${invoiceNo}`, 600, 465);
  text(`开票日期：${request.at.toISOString().slice(0, 10)}`, 600, 448);
  box(page, 40, 330, 762, 100);
  page.drawLine({ start: { x: 421, y: 330 }, end: { x: 421, y: 430 }, color: INK });
  text('购买方信息', 50, 412, 10, INK);
  text(`名称：${request.buyer.name}`, 50, 390);
  text(`统一社会信用代码/纳税人识别号：${request.buyer.taxNo ?? ''}`, 50, 370, 9);
  // A special invoice carries the buyer's registered address, phone, bank and account (the buyer deducts its tax).
  if (request.kind === 'special') {
    const { address = '', phone = '', bankName = '', bankAccount = '' } = request.buyer;
    text(`地址、电话：${address} ${phone}`.trim(), 50, 352, 9);
    text(`开户行及账号：${bankName} ${bankAccount}`.trim(), 50, 336, 9);
  }
  text('销售方信息', 431, 412, 10, INK);
  text(`名称：${request.seller.sellerName}`, 431, 390);
  text(`统一社会信用代码/纳税人识别号：${request.seller.sellerTaxNo}`, 431, 370, 9);
  box(page, 40, 150, 762, 175);
  const columns = [50, 300, 420, 520, 660];
  ['项目名称', '税收分类编码', '税率/征收率', '金额', '税额'].forEach((h, i) => text(h, columns[i]!, 305, 10, INK));
  let y = 283;
  for (const line of request.lines) {
    const cells = [
      `*${line.goodsName}*`,
      line.taxCode,
      `${Number(line.taxRate) * 100}%`,
      yuan(line.amountFen - line.taxFen),
      yuan(line.taxFen),
    ];
    cells.forEach((c, i) => text(c, columns[i]!, y, 9));
    y -= 18;
  }
  text('合计', 50, 160, 10, INK);
  text(`¥${yuan(request.amountFen - request.taxFen)}`, columns[3]!, 160);
  text(`¥${yuan(request.taxFen)}`, columns[4]!, 160);
  box(page, 40, 110, 762, 35);
  text(`价税合计（大写）  ${capitalYuan(request.amountFen)}`, 50, 122, 11);
  text(`（小写）¥${yuan(request.amountFen)}`, 600, 122, 11);
  const remark = [
    red && request.original ? `对应正数发票号码：${request.original.invoiceNo}` : '',
    request.remark ?? '',
  ]
    .filter(Boolean)
    .join('  ');
  text(`备注：${remark}`, 50, 85, 9);
  text(`开票人：${request.seller.clerk}`, 50, 40);
  return doc.save({ useObjectStreams: true });
}

function box(page: PDFPage, x: number, y: number, width: number, height: number) {
  page.drawRectangle({ x, y, width, height, borderColor: INK, borderWidth: 1 });
}
