import { z } from 'zod';
import { checkCreditCode } from './credit-code';

/** A valid unified social credit code; spaces dropped and letters uppercased first (people copy it from licences). */
export const CreditCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((value, ctx) => {
    const message = checkCreditCode(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
