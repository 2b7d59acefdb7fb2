import type { FeeRule } from './fee-rule';

/**
 * Realistic Chinese city tariffs, for tests, the demo seed and the operator console's templates. They follow the
 * shape of published tariffs (首小时/之后每半小时/封顶/白天夜间/按次) but are not any city's current official
 * price list; each comment says what it models. Money in fen, times Asia/Shanghai.
 */

/**
 * 杭州 西湖景区 off-street car park (景区停车场): 15 minutes free (past it the whole stay is charged), first hour
 * 10元 then 3元 per 30 minutes, capped at 60元 per calendar day (跨日重新计费); large vehicles pay double.
 */
export const hangzhouWestLakeScenicLot: FeeRule = {
  freeMinutes: 15,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: {
    kind: 'timed',
    bands: [
      {
        from: '00:00',
        to: '00:00',
        pricing: { kind: 'units', first: { minutes: 60, priceFen: 1000 }, unitMinutes: 30, unitPriceFen: 300 },
      },
    ],
    cap: { fen: 6000, period: 'calendarDay' },
  },
  large: {
    kind: 'timed',
    bands: [
      {
        from: '00:00',
        to: '00:00',
        pricing: { kind: 'units', first: { minutes: 60, priceFen: 2000 }, unitMinutes: 30, unitPriceFen: 600 },
      },
    ],
    cap: { fen: 12000, period: 'calendarDay' },
  },
};

/**
 * 上海 市中心 road-side parking (道路停车, 一类区域): 15 minutes free; day 07:00–21:00 first hour 15元 then 10元 per
 * 30 minutes; night 21:00–07:00 10元 per night, whatever the length. Large vehicles: 25元, 15元, 15元.
 */
export const shanghaiCentralRoadside: FeeRule = {
  freeMinutes: 15,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: {
    kind: 'timed',
    bands: [
      {
        name: '白天',
        from: '07:00',
        to: '21:00',
        pricing: { kind: 'units', first: { minutes: 60, priceFen: 1500 }, unitMinutes: 30, unitPriceFen: 1000 },
      },
      { name: '夜间', from: '21:00', to: '07:00', pricing: { kind: 'flat', priceFen: 1000 } },
    ],
  },
  large: {
    kind: 'timed',
    bands: [
      {
        name: '白天',
        from: '07:00',
        to: '21:00',
        pricing: { kind: 'units', first: { minutes: 60, priceFen: 2500 }, unitMinutes: 30, unitPriceFen: 1500 },
      },
      { name: '夜间', from: '21:00', to: '07:00', pricing: { kind: 'flat', priceFen: 1500 } },
    ],
  },
};

/**
 * 北京 三类地区 road-side parking (electronic collection, no free period, no grace: the meter runs until the
 * session ends): day 07:00–21:00 first hour 1元 per 15 minutes, then 1.5元 per 15 minutes; night 21:00–07:00 1元
 * per 2 hours. Large vehicles pay double.
 */
export const beijingZone3Roadside: FeeRule = {
  freeMinutes: 0,
  freeMinutesDeducted: false,
  graceMinutes: 0,
  small: {
    kind: 'timed',
    bands: [
      {
        from: '07:00',
        to: '21:00',
        pricing: {
          kind: 'units',
          first: { minutes: 60, unitMinutes: 15, priceFen: 100 },
          unitMinutes: 15,
          unitPriceFen: 150,
        },
      },
      { from: '21:00', to: '07:00', pricing: { kind: 'units', unitMinutes: 120, unitPriceFen: 100 } },
    ],
  },
  large: {
    kind: 'timed',
    bands: [
      {
        from: '07:00',
        to: '21:00',
        pricing: {
          kind: 'units',
          first: { minutes: 60, unitMinutes: 15, priceFen: 200 },
          unitMinutes: 15,
          unitPriceFen: 300,
        },
      },
      { from: '21:00', to: '07:00', pricing: { kind: 'units', unitMinutes: 120, unitPriceFen: 200 } },
    ],
  },
};

/**
 * 深圳 路边临时停车 (一类区域): 15 minutes free, past it the whole stay is charged; day 07:30–21:00 5元 per 30
 * minutes capped at 60元 a day; night 21:00–07:30 2元 per hour capped at 10元 a night. Large vehicles pay double.
 */
export const shenzhenRoadside: FeeRule = {
  freeMinutes: 15,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: {
    kind: 'timed',
    bands: [
      { from: '07:30', to: '21:00', pricing: { kind: 'units', unitMinutes: 30, unitPriceFen: 500 }, capFen: 6000 },
      { from: '21:00', to: '07:30', pricing: { kind: 'units', unitMinutes: 60, unitPriceFen: 200 }, capFen: 1000 },
    ],
  },
  large: {
    kind: 'timed',
    bands: [
      { from: '07:30', to: '21:00', pricing: { kind: 'units', unitMinutes: 30, unitPriceFen: 1000 }, capFen: 12000 },
      { from: '21:00', to: '07:30', pricing: { kind: 'units', unitMinutes: 60, unitPriceFen: 400 }, capFen: 2000 },
    ],
  },
};

/**
 * A city hospital's car park (医院): 30 minutes free for drop-offs, then 10元 per visit, each started 24 hours
 * counting as another visit; large vehicles 20元.
 */
export const hospitalPerVisit: FeeRule = {
  freeMinutes: 30,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: { kind: 'perVisit', priceFen: 1000, everyMinutes: 1440 },
  large: { kind: 'perVisit', priceFen: 2000, everyMinutes: 1440 },
};

/**
 * 成都 shopping mall (购物中心): the first 2 hours are free and stay free however long the visit (deducted), then
 * 5元 per hour, at most 50元 per 24 hours from entry (满24小时重新计费); 20 minutes to leave after paying. Large
 * vehicles pay the same.
 */
export const chengduMallTwoHoursFree: FeeRule = {
  freeMinutes: 120,
  freeMinutesDeducted: true,
  graceMinutes: 20,
  small: {
    kind: 'timed',
    bands: [{ from: '00:00', to: '00:00', pricing: { kind: 'units', unitMinutes: 60, unitPriceFen: 500 } }],
    cap: { fen: 5000, period: 'rolling24h' },
  },
};

/** Every fixture by name, for table tests and the demo seed. */
export const tariffFixtures = {
  hangzhouWestLakeScenicLot,
  shanghaiCentralRoadside,
  beijingZone3Roadside,
  shenzhenRoadside,
  hospitalPerVisit,
  chengduMallTwoHoursFree,
} satisfies Record<string, FeeRule>;
