import type { FeeRule, Tariff } from './fee-rule';

/**
 * Realistic Chinese city tariffs, for tests, the demo seed and the operator console's templates. They follow the
 * shape of published tariffs (首小时/之后每半小时/封顶/白天夜间/按次) but are not any city's current official
 * price list; each comment says what it models. Money in fen, times Asia/Shanghai.
 */

/** The lot's day at `times` the small-vehicle price. */
const westLakeDay = (times: number): Tariff => ({
  kind: 'timed',
  bands: [
    {
      from: '00:00',
      to: '00:00',
      pricing: {
        kind: 'units',
        first: { minutes: 60, priceFen: 1000 * times },
        unitMinutes: 30,
        unitPriceFen: 300 * times,
      },
    },
  ],
  cap: { fen: 6000 * times, period: 'calendarDay' },
});

/**
 * 杭州 西湖景区 off-street car park (景区停车场): 15 minutes free (past it the whole stay is charged), first hour
 * 10元 then 3元 per 30 minutes, capped at 60元 per calendar day (跨日重新计费); large vehicles pay double.
 */
export const hangzhouWestLakeScenicLot: FeeRule = {
  freeMinutes: 15,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: westLakeDay(1),
  large: westLakeDay(2),
};

/** Day and night at these prices (fen): first hour, each 30 minutes after it, a night. */
const shanghaiDayNight = (firstHourFen: number, halfHourFen: number, nightFen: number): Tariff => ({
  kind: 'timed',
  bands: [
    {
      name: '白天',
      from: '07:00',
      to: '21:00',
      pricing: {
        kind: 'units',
        first: { minutes: 60, priceFen: firstHourFen },
        unitMinutes: 30,
        unitPriceFen: halfHourFen,
      },
    },
    { name: '夜间', from: '21:00', to: '07:00', pricing: { kind: 'flat', priceFen: nightFen } },
  ],
});

/**
 * 上海 市中心 road-side parking (道路停车, 一类区域): 15 minutes free; day 07:00–21:00 first hour 15元 then 10元 per
 * 30 minutes; night 21:00–07:00 10元 per night, whatever the length. Large vehicles: 25元, 15元, 15元.
 */
export const shanghaiCentralRoadside: FeeRule = {
  freeMinutes: 15,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: shanghaiDayNight(1500, 1000, 1000),
  large: shanghaiDayNight(2500, 1500, 1500),
};

/** Day and night at `times` the small-vehicle price. */
const beijingDayNight = (times: number): Tariff => ({
  kind: 'timed',
  bands: [
    {
      from: '07:00',
      to: '21:00',
      pricing: {
        kind: 'units',
        first: { minutes: 60, unitMinutes: 15, priceFen: 100 * times },
        unitMinutes: 15,
        unitPriceFen: 150 * times,
      },
    },
    { from: '21:00', to: '07:00', pricing: { kind: 'units', unitMinutes: 120, unitPriceFen: 100 * times } },
  ],
});

/**
 * 北京 三类地区 road-side parking (electronic collection, no free period, no grace: the meter runs until the
 * session ends): day 07:00–21:00 first hour 1元 per 15 minutes, then 1.5元 per 15 minutes; night 21:00–07:00 1元
 * per 2 hours. Large vehicles pay double.
 */
export const beijingZone3Roadside: FeeRule = {
  freeMinutes: 0,
  freeMinutesDeducted: false,
  graceMinutes: 0,
  small: beijingDayNight(1),
  large: beijingDayNight(2),
};

/** Day and night, with their caps, at `times` the small-vehicle price. */
const shenzhenDayNight = (times: number): Tariff => ({
  kind: 'timed',
  bands: [
    {
      from: '07:30',
      to: '21:00',
      pricing: { kind: 'units', unitMinutes: 30, unitPriceFen: 500 * times },
      capFen: 6000 * times,
    },
    {
      from: '21:00',
      to: '07:30',
      pricing: { kind: 'units', unitMinutes: 60, unitPriceFen: 200 * times },
      capFen: 1000 * times,
    },
  ],
});

/**
 * 深圳 路边临时停车 (一类区域): 15 minutes free, past it the whole stay is charged; day 07:30–21:00 5元 per 30
 * minutes capped at 60元 a day; night 21:00–07:30 2元 per hour capped at 10元 a night. Large vehicles pay double.
 */
export const shenzhenRoadside: FeeRule = {
  freeMinutes: 15,
  freeMinutesDeducted: false,
  graceMinutes: 15,
  small: shenzhenDayNight(1),
  large: shenzhenDayNight(2),
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
