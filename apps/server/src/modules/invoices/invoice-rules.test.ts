import { missingForSpecial } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capitalYuan, rateThousandths, taxOfInclusive } from '../../integrations/invoices';
import { feeKindOf, linesOf, sumOf } from './invoice-rules';

const items = {
  parking: { goodsName: '经营租赁*停车费', taxCode: '3040502020200000000', taxRate: '0.09' },
  charging: { goodsName: '供电*电费', taxCode: '1100101020000000000', taxRate: '0.13' },
};

describe('invoice rules', () => {
  it.each([
    ['0.06', 60],
    ['0.09', 90],
    ['0.13', 130],
    ['0', 0],
    ['0.015', 15],
  ])('rate %s is %i thousandths', (rate, thousandths) => expect(rateThousandths(rate)).toBe(thousandths));

  it.each([
    [1090, '0.09', 90],
    [1000, '0.06', 57], // 56.6 → 57
    [1, '0.06', 0],
    [-1090, '0.09', -90],
    [1000, '0', 0],
  ])('tax inside %i fen at %s is %i fen (half away from zero)', (fen, rate, tax) =>
    expect(taxOfInclusive(fen, rate)).toBe(tax),
  );

  it('tax of a red line is exactly the negative of its blue line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('0.03', '0.06', '0.09', '0.13'),
        (fen, rate) => {
          expect(taxOfInclusive(-fen, rate)).toBe(-taxOfInclusive(fen, rate));
          expect(taxOfInclusive(fen, rate)).toBeLessThan(fen);
        },
      ),
    );
  });

  it('one line per fee kind, amounts summed, in the fixed kind order', () => {
    const lines = linesOf(
      [
        { feeKind: 'charging', amountFen: 500 },
        { feeKind: 'parking', amountFen: 600 },
        { feeKind: 'parking', amountFen: 490 },
      ],
      items,
    );
    expect(lines.map((l) => [l.feeKind, l.amountFen, l.taxFen])).toEqual([
      ['parking', 1090, 90],
      ['charging', 500, 58],
    ]);
    expect(sumOf(lines)).toEqual({ amountFen: 1590, taxFen: 148 });
    expect(sumOf(linesOf([{ feeKind: 'parking', amountFen: 1090 }], items, -1))).toEqual({
      amountFen: -1090,
      taxFen: -90,
    });
  });

  it('maps purposes to fee kinds, and nothing else', () => {
    expect(feeKindOf('parking')).toBe('parking');
    expect(feeKindOf('monthlyPlan')).toBe('monthlyPlan');
    // Issue 44: charging, its occupation fee and off-peak shares were missing.
    expect(feeKindOf('chargingHold')).toBe('charging');
    expect(feeKindOf('chargingOccupation')).toBe('parking');
    expect(feeKindOf('offPeakShare')).toBe('parking');
    expect(feeKindOf('monthlyPlanRenewal')).toBe('monthlyPlan');
    expect(feeKindOf('recharge')).toBeUndefined();
    expect(feeKindOf('toString')).toBeUndefined();
  });

  it.each([
    [0, '零圆整'],
    [5, '伍分'],
    [20, '贰角整'],
    [1230, '壹拾贰圆叁角整'],
    [1005, '壹拾圆零伍分'],
    [100100, '壹仟零壹圆整'],
    [1000001, '壹万圆零壹分'],
    [10010000, '壹拾万零壹佰圆整'],
    [123456789, '壹佰贰拾叁万肆仟伍佰陆拾柒圆捌角玖分'],
    [-1230, '负壹拾贰圆叁角整'],
  ])('%i fen in capitals is %s', (fen, text) => expect(capitalYuan(fen)).toBe(text));

  const full = {
    kind: 'company' as const,
    name: '杭州某某科技有限公司',
    taxNo: '91350100M000100Y43',
    address: '文三路 1 号',
    phone: '0571-88888888',
    bankName: '工商银行',
    bankAccount: '1202',
  };
  it.each([
    ['every detail', full, []],
    ['no bank', { ...full, bankName: null, bankAccount: '' }, ['开户银行', '银行账号']],
    ['blank address, no phone', { ...full, address: '  ', phone: undefined }, ['注册地址', '注册电话']],
    ['a person', { kind: 'personal' as const, name: '张三' }, ['单位抬头']],
  ])('a special invoice for a title with %s lacks %j', (_, title, missing) =>
    expect(missingForSpecial(title)).toEqual(missing),
  );
});
