import { describe, expect, it } from 'vitest';
import { parseWechatpayTradeBill } from './wechatpay-bill';

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,' +
  '应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,' +
  '手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
const row = (fields: string[]) => fields.map((f) => `\`${f}`).join(',');
const paid = row([
  '2022-03-21 13:51:31',
  'wxfdc955f7104ad557',
  '180023671',
  '0',
  '',
  '4200006120321307486132',
  'P2022032100001',
  'oZWa',
  'JSAPI',
  'SUCCESS',
  'OTHERS',
  'CNY',
  '12.50',
  '0.00',
  '0',
  '0',
  '0.00',
  '0.00',
  '',
  '',
  '停车费',
  '',
  '0.08000',
  '0.60%',
  '12.50',
  '0.00',
  '',
]);
const refunded = row([
  '2022-03-21 14:00:00',
  'wxfdc955f7104ad557',
  '180023671',
  '0',
  '',
  '4200006120321307486132',
  'P2022032100001',
  'oZWa',
  'JSAPI',
  'REFUND',
  'OTHERS',
  'CNY',
  '12.50',
  '0.00',
  '50300000012022032100001',
  'R2022032100001',
  '2.50',
  '0.00',
  'ORIGINAL',
  'SUCCESS',
  '停车费',
  '',
  '-0.02000',
  '0.60%',
  '12.50',
  '2.50',
  '',
]);

describe('WeChat Pay trade bill', () => {
  it('reads payments and refunds by column name, amounts in fen, times in Shanghai', () => {
    const csv = `\uFEFF${HEADER}\r\n${paid}\r\n${refunded}\r\n${SUMMARY}\r\n\`2,\`12.50,\`2.50,\`0.00,\`0.06000,\`12.50,\`2.50\r\n`;
    expect(parseWechatpayTradeBill(csv)).toEqual([
      {
        kind: 'payment',
        orderNo: 'P2022032100001',
        providerTradeNo: '4200006120321307486132',
        amountFen: 1250,
        feeFen: 8,
        occurredAt: new Date('2022-03-21T13:51:31+08:00'),
        providerStatus: 'SUCCESS',
      },
      {
        kind: 'refund',
        orderNo: 'P2022032100001',
        providerTradeNo: '4200006120321307486132',
        refundNo: 'R2022032100001',
        providerRefundNo: '50300000012022032100001',
        amountFen: 250,
        feeFen: -2,
        occurredAt: new Date('2022-03-21T14:00:00+08:00'),
        providerStatus: 'REFUND',
      },
    ]);
  });

  it('finds columns by name when WeChat reorders them', () => {
    const names = HEADER.split(',');
    const values = paid.split(',');
    const order = names.map((_, i) => i).reverse();
    const csv = [
      order.map((i) => names[i]).join(','),
      order.map((i) => values[i]).join(','),
      SUMMARY,
      '`1,`12.50',
    ].join('\n');
    expect(parseWechatpayTradeBill(csv)).toMatchObject([{ orderNo: 'P2022032100001', amountFen: 1250 }]);
  });

  it.each([
    [
      'a summary that disagrees with the rows (truncated file)',
      `${HEADER}\n${paid}\n${SUMMARY}\n\`2,\`25.00`,
      /summary says 2/,
    ],
    ['no summary', `${HEADER}\n${paid}\n`, /no summary/],
    ['no header', `${paid}\n${SUMMARY}\n\`1`, /header/],
    [
      'an amount below a fen',
      `${HEADER}\n${paid.replace('`12.50,`0.00,`0,', '`12.505,`0.00,`0,').replace(',`12.50,`0.00,`', ',`12.505,`0.00,`')}\n${SUMMARY}\n\`1`,
      /yuan/,
    ],
    ['an unknown status', `${HEADER}\n${paid.replace('`SUCCESS', '`MYSTERY')}\n${SUMMARY}\n\`1`, /MYSTERY/],
  ])('refuses %s', (_, csv, message) => {
    expect(() => parseWechatpayTradeBill(csv)).toThrow(message);
  });
});
