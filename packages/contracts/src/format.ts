/**
 * Shows a distance: whole metres below 1 km ("850m"), else km with 2 decimals ("1.25km") (spec section 9).
 * The unit is chosen after rounding to whole metres, so 999.6 m shows "1.00km", never "1000m". Kilometres are
 * rounded half up to the nearest 10 m on whole numbers, so 1005 m is "1.01km" (toFixed would say "1.00km").
 * Throws RangeError on a negative, NaN or infinite distance.
 */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) throw new RangeError(`Not a distance in metres: ${meters}`);
  const wholeMeters = Math.round(meters);
  if (wholeMeters < 1000) return `${wholeMeters}m`;
  const tens = Math.round(meters / 10);
  const hundredths = tens % 100;
  return `${(tens - hundredths) / 100}.${String(hundredths).padStart(2, '0')}km`;
}
