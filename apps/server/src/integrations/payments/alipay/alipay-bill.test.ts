import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../fakes/gbk-encoder';
import { writeZip } from '../fakes/zip-writer';
import { decodeBillText, parseAlipayBillArchive, parseAlipayTradeBill } from './alipay-bill';

const HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,' +
  '商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,' +
  '卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
const TRADE =
  '2026060122001400001234567890\t,A2026060100001\t,交易\t,停车费\t,2026-06-01 10:00:00\t,2026-06-01 10:00:07\t,\t,\t,\t,\t,' +
  'buy***@x.com\t,12.50\t,12.50\t,0.00\t,0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,\t,-0.08\t,0.00\t,';
const REFUND =
  '2026060122001400001234567890\t,A2026060100001\t,退款\t,停车费\t,2026-06-01 10:00:00\t,2026-06-01 11:00:00\t,\t,\t,\t,\t,' +
  'buy***@x.com\t,12.50\t,-2.50\t,0.00\t,0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,R2026060100001\t,0.02\t,0.00\t,';
const file = (rows: string[], trades: number, refunds: number) =>
  [
    '#支付宝业务明细查询',
    '#账号：[20881021462251350156]',
    '#-----------------------------------------业务明细列表----------------------------------------',
    HEADER,
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${trades}笔，商家实收共12.50元，商家优惠共0.00元`,
    `#退款合计：${refunds}笔，商家实收退款共-2.50元，商家优惠退款共0.00元`,
  ].join('\r\n');

describe('Alipay trade bill', () => {
  it('reads trades and refunds (padded with tabs), amounts in fen', () => {
    expect(parseAlipayTradeBill(file([TRADE, REFUND], 1, 1))).toEqual([
      {
        kind: 'payment',
        orderNo: 'A2026060100001',
        providerTradeNo: '2026060122001400001234567890',
        amountFen: 1250,
        feeFen: -8,
        occurredAt: new Date('2026-06-01T10:00:07+08:00'),
        providerStatus: '交易',
      },
      {
        kind: 'refund',
        orderNo: 'A2026060100001',
        providerTradeNo: '2026060122001400001234567890',
        refundNo: 'R2026060100001',
        amountFen: 250,
        feeFen: 2,
        occurredAt: new Date('2026-06-01T11:00:00+08:00'),
        providerStatus: '退款',
      },
    ]);
  });

  it('refuses a file whose footer counts disagree with its rows', () => {
    expect(() => parseAlipayTradeBill(file([TRADE], 2, 0))).toThrow(/says 2 payment/);
  });

  it('reads the GBK detail file out of the archive and ignores the summary file', () => {
    const zip = writeZip([
      { name: encodeGbk('20881021462251350156_20260601_业务明细(汇总).csv'), data: encodeGbk('#汇总\r\n门店编号\r\n') },
      { name: encodeGbk('20881021462251350156_20260601_业务明细.csv'), data: encodeGbk(file([TRADE], 1, 0)) },
    ]);
    expect(parseAlipayBillArchive(zip)).toMatchObject([{ orderNo: 'A2026060100001', amountFen: 1250 }]);
  });

  it('decodes GBK and UTF-8 (with BOM) alike', () => {
    expect(decodeBillText(encodeGbk('业务明细'))).toBe('业务明细');
    expect(decodeBillText(Buffer.from('\uFEFF业务明细', 'utf8'))).toBe('业务明细');
  });
});
