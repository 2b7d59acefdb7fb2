// Zod-free on purpose: pages format prices without loading zod.

/**
 * Charging prices are finer than a fen: they are integers of 1/10000 yuan per kWh ("price units"), e.g. 0.8523元/度 is
 * 8523. Money for a whole session is rounded to fen by the charging issue's one rounding rule; display never rounds.
 */
export const KWH_PRICE_SCALE = 10_000;

/** "0.8523" from 8523, "1.2000" from 12000: the exact yuan-per-kWh decimal of price units, four places. */
export function kwhPriceYuan(units: number): string {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`Not a price in 1/10000 yuan: ${units}`);
  const digits = String(units).padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** What a driver reads: "0.85元/度", "1.2345元/度" — at least two decimals, trailing zeros beyond them dropped. */
export function formatKwhPrice(units: number): string {
  const [whole, decimals = ''] = kwhPriceYuan(units).split('.');
  return `${whole}.${decimals.replace(/0+$/, '').padEnd(2, '0')}元/度`;
}

/** Price units from the exact decimal the API sends ("0.8523" → 8523); NaN for anything else. */
export function kwhPriceUnits(yuan: string): number {
  const match = /^(\d+)\.(\d{4})$/.exec(yuan);
  return match ? Number(match[1]) * KWH_PRICE_SCALE + Number(match[2]) : Number.NaN;
}
