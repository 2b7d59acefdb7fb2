import { z } from 'zod';
import { isMobilePhone, normalizeMobilePhone, PHONE_MESSAGE } from './phone-rules';

export * from './phone-rules';

/** A mobile number, output as its 11 digits so one phone is stored one way. */
export const MobilePhone = z.string().refine(isMobilePhone, { error: PHONE_MESSAGE }).transform(normalizeMobilePhone);
export type MobilePhone = z.output<typeof MobilePhone>;
