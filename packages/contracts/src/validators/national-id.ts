import { z } from 'zod';
import { checkNationalId } from './national-id-rules';

export * from './national-id-rules';

/** A valid national ID number, uppercased so a trailing x is stored as X. */
export const NationalId = z
  .string()
  .superRefine((value, ctx) => {
    const message = checkNationalId(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  })
  .transform((value) => value.toUpperCase());
export type NationalId = z.output<typeof NationalId>;
