import { z } from 'zod';
import { list } from '../envelope';
import { DEFAULT_AD_CITY } from '../limits';

/** PublicityRoutes.advertisings: the home banner ads of a city (spec section 7); 全国 when it is unknown. */
export const AdvertisingsRequest = z.object({
  cityName: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((city) => city || DEFAULT_AD_CITY),
});
export type AdvertisingsRequest = z.input<typeof AdvertisingsRequest>;

/** One banner ad (spec section 3): its picture, where a tap goes (in-app path or https URL), its backdrop colour. */
export const Ad = z.object({
  advertId: z.string(),
  picUrl: z.string(),
  advertUrl: z.string(),
  bgColor: z.string(),
});
export type Ad = z.infer<typeof Ad>;

export const Advertisings = list(Ad);
export type Advertisings = z.infer<typeof Advertisings>;
