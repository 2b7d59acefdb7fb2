import { z } from 'zod';
import { checkText } from './text-rules';

export * from './text-rules';

/** A string that passes `checkText`; the issue message is the user-facing one. */
export const SafeText = z.string().superRefine((value, ctx) => {
  const message = checkText(value);
  if (message) ctx.addIssue({ code: 'custom', message, input: value });
});
export type SafeText = z.infer<typeof SafeText>;
