import {
  TOU_BANDS,
  kwhPriceYuan,
  type BandPriceView,
  type ChargingTariff,
  type OccupationRule,
  type TouBand,
} from '@parking/contracts';
import { shanghaiDayStart, shanghaiMsOfDay } from '@parking/contracts/shanghai-time';
import type { Discount } from './quote';
import { minutesRoundedUp } from './rounding';
import { DAY_MS, MINUTE_MS, parseTimeOfDay } from './time';

/**
 * Charging by time of use (尖峰平谷): energy in integer Wh (kWh with 3 decimals), prices in 1/10000 yuan per kWh,
 * money in integer fen. Pure: plain values in, plain values out.
 */

/** Energy per band, in Wh. */
export type BandEnergy = Record<TouBand, number>;
export const noEnergy = (): BandEnergy => ({ sharp: 0, peak: 0, flat: 0, valley: 0 });

/** A meter reading: the energy register (Wh) at an instant (epoch ms). */
export interface Reading {
  at: number;
  wh: number;
}

interface Span {
  from: number; // ms of day
  to: number;
  band: TouBand;
}

/** The tariff's periods as spans of the Shanghai day, the last one running to midnight. */
function spansOf(tariff: Pick<ChargingTariff, 'periods'>): Span[] {
  return tariff.periods.map((p, i) => ({
    from: parseTimeOfDay(p.from) * MINUTE_MS,
    to: i + 1 < tariff.periods.length ? parseTimeOfDay(tariff.periods[i + 1]!.from) * MINUTE_MS : DAY_MS,
    band: p.band,
  }));
}

/** The band in force at instant `t`. */
export function bandAt(tariff: Pick<ChargingTariff, 'periods'>, t: number): TouBand {
  const ms = shanghaiMsOfDay(t);
  return spansOf(tariff).find((s) => ms >= s.from && ms < s.to)!.band;
}

/** The milliseconds of [from, to) spent in each band. */
export function timeInBands(tariff: Pick<ChargingTariff, 'periods'>, from: number, to: number): BandEnergy {
  const out = noEnergy();
  const spans = spansOf(tariff);
  for (let day = shanghaiDayStart(from); day < to; day += DAY_MS) {
    for (const s of spans) {
      const start = Math.max(from, day + s.from);
      const end = Math.min(to, day + s.to);
      if (end > start) out[s.band] += end - start;
    }
  }
  return out;
}

/**
 * ENERGY_SPLIT_BY_TIME: the Wh between two readings are spread over the bands in proportion to the time spent in each
 * (the charger only tells us the register at its sampling instants), as whole Wh by largest remainder, so the parts
 * always add up to exactly the difference. A difference of 0 or less (a meter going backwards) splits to nothing.
 */
export function splitEnergy(tariff: Pick<ChargingTariff, 'periods'>, prev: Reading, next: Reading): BandEnergy {
  const out = noEnergy();
  const wh = next.wh - prev.wh;
  if (wh <= 0) return out;
  if (next.at <= prev.at) {
    out[bandAt(tariff, next.at)] = wh;
    return out;
  }
  const time = timeInBands(tariff, prev.at, next.at);
  const total = next.at - prev.at;
  const rest: { band: TouBand; frac: number }[] = [];
  let given = 0;
  for (const band of TOU_BANDS) {
    const exact = (wh * time[band]) / total;
    out[band] = Math.floor(exact);
    given += out[band];
    rest.push({ band, frac: exact - out[band] });
  }
  rest.sort((a, b) => b.frac - a.frac);
  for (let i = 0; given < wh; i++, given++) out[rest[i % rest.length]!.band] += 1;
  return out;
}

export const addEnergy = (a: BandEnergy, b: BandEnergy): BandEnergy => ({
  sharp: a.sharp + b.sharp,
  peak: a.peak + b.peak,
  flat: a.flat + b.flat,
  valley: a.valley + b.valley,
});

/**
 * KWH_PRICE_HALF_UP_PER_BAND (分时段分项四舍五入): the fen of `wh` at `units` (1/10000 yuan per kWh), rounded half
 * up — wh × units / 100000 fen exactly, then to the nearest fen. Applied to each band's electricity and service fee on
 * its own; the bill's total is the sum of those lines, so the lines always add up to the total.
 */
export function kwhFen(wh: number, units: number): number {
  if (!Number.isSafeInteger(wh) || wh < 0) throw new RangeError(`kwhFen needs whole non-negative Wh, got ${wh}`);
  const scaled = wh * units; // ≤ 10^7 Wh × 10^5 units: exact in a double
  return Math.floor((scaled + 50_000) / 100_000);
}

export interface EnergyBillLine {
  band: TouBand;
  wh: number;
  electricityFen: number;
  serviceFen: number;
}
export interface EnergyBill {
  lines: EnergyBillLine[];
  wh: number;
  electricityFen: number;
  serviceFen: number;
  totalFen: number;
}

/** The bill of the energy charged in each band (bands without energy are left out of the lines). */
export function priceEnergy(tariff: Pick<ChargingTariff, 'prices'>, energy: BandEnergy): EnergyBill {
  const lines = TOU_BANDS.filter((band) => energy[band] > 0).map((band) => ({
    band,
    wh: energy[band],
    electricityFen: kwhFen(energy[band], tariff.prices[band].electricity),
    serviceFen: kwhFen(energy[band], tariff.prices[band].service),
  }));
  const electricityFen = lines.reduce((s, l) => s + l.electricityFen, 0);
  const serviceFen = lines.reduce((s, l) => s + l.serviceFen, 0);
  return {
    lines,
    wh: lines.reduce((s, l) => s + l.wh, 0),
    electricityFen,
    serviceFen,
    totalFen: electricityFen + serviceFen,
  };
}

/** "12.345" kWh from 12345 Wh. */
export function formatKwh(wh: number): string {
  return (wh / 1000).toFixed(3);
}

export interface OccupationCharge {
  /** Whole minutes the car stayed after charging ended (MINUTES_ROUNDED_UP). */
  minutes: number;
  /** Minutes charged: beyond the grace. */
  chargedMinutes: number;
  fen: number;
}

/** 占位费: started minutes after `finishedAt` beyond the grace, at the per-minute rate, never above the cap. */
export function occupationFee(rule: OccupationRule, finishedAt: number, endedAt: number): OccupationCharge {
  const minutes = minutesRoundedUp(Math.max(0, endedAt - finishedAt));
  const chargedMinutes = Math.max(0, minutes - rule.graceMinutes);
  return { minutes, chargedMinutes, fen: Math.min(rule.capFen, chargedMinutes * rule.perMinuteFen) };
}

const hhmm = (msOfDay: number) => {
  const m = Math.round(msOfDay / MINUTE_MS);
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const view = (tariff: Pick<ChargingTariff, 'prices'>, s: Span): BandPriceView => {
  const p = tariff.prices[s.band];
  return {
    band: s.band,
    from: hhmm(s.from),
    to: s.to === DAY_MS ? '24:00' : hhmm(s.to),
    electricity: kwhPriceYuan(p.electricity),
    service: kwhPriceYuan(p.service),
    total: kwhPriceYuan(p.electricity + p.service),
  };
};

/** The day's periods with their prices, and the one in force at `t` and the next (a different band), for screens. */
export function pricesAround(tariff: ChargingTariff, t: number) {
  const spans = spansOf(tariff);
  const ms = shanghaiMsOfDay(t);
  const i = spans.findIndex((s) => ms >= s.from && ms < s.to);
  const now = spans[i]!;
  let next: Span | null = null;
  for (let k = 1; k < spans.length; k++) {
    const s = spans[(i + k) % spans.length]!;
    if (s.band !== now.band) {
      next = s;
      break;
    }
  }
  return { now: view(tariff, now), next: next && view(tariff, next), periods: spans.map((s) => view(tariff, s)) };
}

/** Electricity + service now, in price units (the station list's currentPrice). */
export function priceUnitsAt(tariff: ChargingTariff, t: number): number {
  const p = tariff.prices[bandAt(tariff, t)];
  return p.electricity + p.service;
}

/**
 * What a charging coupon takes off a bill (decision 046): its discount applied to the service fee alone or to the
 * whole bill, as its template says, never more than that part. A bill under the coupon's minimum spend gets nothing
 * off (checked on the final bill, unlike parking: a charging bill only grows with energy). Amount off, waiver and
 * percentage (rounded down to the fen, optional cap) keep the bill after the discount monotone in energy.
 */
export function chargingDiscountFen(
  bill: Pick<EnergyBill, 'serviceFen' | 'totalFen'>,
  coupon: { part: 'service' | 'whole'; discount: Discount; minSpendFen: number },
): number {
  const base = coupon.part === 'service' ? bill.serviceFen : bill.totalFen;
  if (base <= 0 || bill.totalFen < coupon.minSpendFen) return 0;
  const d = coupon.discount;
  switch (d.kind) {
    case 'amount':
      return Math.min(base, d.fen);
    case 'waiver':
      return base;
    case 'percent': {
      const off = Math.floor((base * d.percent) / 100);
      return d.capFen === undefined ? off : Math.min(off, d.capFen);
    }
    case 'minutes':
    case 'altRule':
    case 'reentry':
      return 0; // time and parking rules mean nothing for energy: refused when a charging template is made
  }
}
