import { describe, expect, it } from 'vitest';
import {
  aBand,
  aDayNightTariff,
  aFeeRule,
  anAllDayTariff,
  aPerVisitTariff,
  firstPeriod,
  flat,
  units,
} from './fee-rule.builders';
import { feeRuleHeadline, feeRuleLabels, formatMinutes } from './labels';
import { tariffFixtures } from './tariffs.fixtures';

describe('formatMinutes', () => {
  it.each([
    [15, '15分钟'],
    [30, '30分钟'],
    [60, '1小时'],
    [90, '90分钟'],
    [120, '2小时'],
    [1440, '24小时'],
  ])('%i minutes read %s', (minutes, shown) => {
    expect(formatMinutes(minutes)).toBe(shown);
  });
});

describe('feeRuleLabels of the fixtures', () => {
  it.each<[keyof typeof tariffFixtures, string[]]>([
    [
      'hangzhouWestLakeScenicLot',
      [
        '免费15分钟，超时从入场起计费',
        '小型车首小时10元',
        '小型车之后每30分钟3元',
        '小型车每日封顶60元，跨日重新计费',
        '大型车首小时20元',
        '大型车之后每30分钟6元',
        '大型车每日封顶120元，跨日重新计费',
        '缴费后15分钟内离场免费',
      ],
    ],
    [
      'shanghaiCentralRoadside',
      [
        '免费15分钟，超时从入场起计费',
        '小型车白天(07:00-21:00)首小时15元',
        '小型车白天(07:00-21:00)之后每30分钟10元',
        '小型车夜间(21:00-07:00)每晚10元',
        '大型车白天(07:00-21:00)首小时25元',
        '大型车白天(07:00-21:00)之后每30分钟15元',
        '大型车夜间(21:00-07:00)每晚15元',
        '缴费后15分钟内离场免费',
      ],
    ],
    [
      'beijingZone3Roadside',
      [
        '小型车白天(07:00-21:00)首小时每15分钟1元',
        '小型车白天(07:00-21:00)之后每15分钟1.5元',
        '小型车夜间(21:00-07:00)每2小时1元',
        '大型车白天(07:00-21:00)首小时每15分钟2元',
        '大型车白天(07:00-21:00)之后每15分钟3元',
        '大型车夜间(21:00-07:00)每2小时2元',
      ],
    ],
    [
      'shenzhenRoadside',
      [
        '免费15分钟，超时从入场起计费',
        '小型车白天(07:30-21:00)每30分钟5元',
        '小型车白天(07:30-21:00)每日封顶60元',
        '小型车夜间(21:00-07:30)每小时2元',
        '小型车夜间(21:00-07:30)每晚封顶10元',
        '大型车白天(07:30-21:00)每30分钟10元',
        '大型车白天(07:30-21:00)每日封顶120元',
        '大型车夜间(21:00-07:30)每小时4元',
        '大型车夜间(21:00-07:30)每晚封顶20元',
        '缴费后15分钟内离场免费',
      ],
    ],
    [
      'hospitalPerVisit',
      [
        '免费30分钟，超时从入场起计费',
        '小型车按次收费10元/次，每24小时计一次',
        '大型车按次收费20元/次，每24小时计一次',
        '缴费后15分钟内离场免费',
      ],
    ],
    [
      'chengduMallTwoHoursFree',
      ['免费2小时，超出部分计费', '每小时5元', '每24小时封顶50元，满24小时重新计费', '缴费后20分钟内离场免费'],
    ],
  ])('%s', (name, labels) => {
    expect(feeRuleLabels(tariffFixtures[name])).toEqual(labels);
  });
});

describe('feeRuleLabels', () => {
  it.each<[string, Parameters<typeof feeRuleLabels>[0], string[]]>([
    ['no free period, no grace: prices only', aFeeRule(), ['每30分钟2元']],
    ['a free tariff', aFeeRule({ small: anAllDayTariff(units({ unitPriceFen: 0 })) }), ['免费停车']],
    [
      'a free night band',
      aFeeRule({ small: aDayNightTariff({}, { pricing: flat(0) }) }),
      ['白天(07:00-21:00)每30分钟2元', '夜间(21:00-07:00)免费'],
    ],
    [
      'a first period that is not an hour',
      aFeeRule({
        small: anAllDayTariff(
          units({ first: firstPeriod({ minutes: 120, priceFen: 800 }), unitMinutes: 60, unitPriceFen: 300 }),
        ),
      }),
      ['首2小时8元', '之后每小时3元'],
    ],
    [
      'a calendar-day cap over several bands',
      aFeeRule({ small: aDayNightTariff({}, {}, { fen: 5000, period: 'calendarDay' }) }),
      ['白天(07:00-21:00)每30分钟2元', '夜间(21:00-07:00)每晚10元', '全天每日封顶50元，跨日重新计费'],
    ],
    [
      'an unnamed band holding neither noon nor midnight',
      aFeeRule({
        small: {
          kind: 'timed',
          bands: [aBand('07:00', '09:00', units({ unitPriceFen: 300 })), aBand('09:00', '07:00', units())],
        },
      }),
      ['时段(07:00-09:00)每30分钟3元', '白天(09:00-07:00)每30分钟2元'],
    ],
    ['a one-off visit price', aFeeRule({ small: aPerVisitTariff(1000) }), ['按次收费10元/次']],
    ['a free per-visit tariff', aFeeRule({ small: aPerVisitTariff(0) }), ['免费停车']],
  ])('%s', (_, rule, labels) => {
    expect(feeRuleLabels(rule)).toEqual(labels);
  });
});

describe('feeRuleLabels of free parts', () => {
  it.each<[string, Parameters<typeof feeRuleLabels>[0], string[]]>([
    [
      'a free first half hour',
      aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod({ minutes: 30, priceFen: 0, unitMinutes: 15 }) })) }),
      ['首30分钟免费', '之后每30分钟2元'],
    ],
    [
      'free after a first period',
      aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod(), unitPriceFen: 0 })) }),
      ['首小时5元', '之后免费'],
    ],
  ])('%s', (_, rule, labels) => {
    expect(feeRuleLabels(rule)).toEqual(labels);
  });
});

describe('feeRuleHeadline: the one price a park list shows (issue 44)', () => {
  it.each<[string, Parameters<typeof feeRuleHeadline>[0], string]>([
    [
      'a first hour then units, free minutes and cap left to the sheet',
      tariffFixtures.hangzhouWestLakeScenicLot,
      '首小时10元，之后每30分钟3元',
    ],
    [
      'day and night bands: the day’s price, named',
      tariffFixtures.shanghaiCentralRoadside,
      '白天首小时15元，之后每30分钟10元',
    ],
    ['per visit', tariffFixtures.hospitalPerVisit, '10元/次'],
    ['two free hours deducted, then per hour', tariffFixtures.chengduMallTwoHoursFree, '每小时5元'],
    ['units only', aFeeRule({ freeMinutes: 30 }), '每30分钟2元'],
    [
      'a free first hour',
      aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod({ priceFen: 0 }) })) }),
      '首小时免费，之后每30分钟2元',
    ],
    ['free', aFeeRule({ small: anAllDayTariff(units({ unitPriceFen: 0 })) }), '免费停车'],
    ['free per visit', aFeeRule({ small: aPerVisitTariff(0) }), '免费停车'],
    ['an unnamed day band', aFeeRule({ small: aDayNightTariff({ pricing: flat(2000) }) }), '白天每日20元'],
  ])('%s: %s', (_, rule, shown) => {
    expect(feeRuleHeadline(rule)).toBe(shown);
  });

  it('is the price of one of the labels, never the free period alone', () => {
    for (const rule of Object.values(tariffFixtures)) {
      const headline = feeRuleHeadline(rule);
      expect(headline).not.toMatch(/^免费\d/);
      expect(feeRuleLabels(rule).some((label) => label.includes(headline.split('，')[0]!.replace(/^白天/, '')))).toBe(
        true,
      );
    }
  });
});
