/** A tax rate as finance writes it ("0.06", "0.09", "0") in thousandths, exactly (no floats). */
export function rateThousandths(rate: string): number {
  const match = /^0(?:\.(\d{1,3}))?$/.exec(rate);
  if (!match) throw new RangeError(`not a tax rate: ${rate}`);
  return Number((match[1] ?? '').padEnd(3, '0'));
}

/**
 * The tax inside a tax-inclusive amount: amount × rate / (1 + rate), rounded half away from zero to the fen (the
 * rounding rule of 价税分离 on a line). Works for negative (red) amounts symmetrically.
 */
export function taxOfInclusive(amountFen: number, rate: string): number {
  const r = rateThousandths(rate);
  const numerator = Math.abs(amountFen) * r;
  const denominator = 1000 + r;
  const tax = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return amountFen < 0 ? -tax : tax;
}

/** Fen as yuan text with two decimals ("-12.30"), as invoice APIs want amounts. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
