/**
 * The spellings a city goes by: map SDKs and operators write 杭州 or 杭州市 for the same place, so a lookup by city
 * matches both.
 */
export function cityVariants(city: string): string[] {
  const bare = city.trim().replace(/市$/, '');
  return bare ? [bare, `${bare}市`] : [];
}
