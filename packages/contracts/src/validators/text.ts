import { z } from 'zod';
import { checkMessageText, checkText } from './text-rules';

export * from './text-rules';

/** A string that passes `checkText`; the issue message is the user-facing one. */
export const SafeText = z.string().superRefine((value, ctx) => {
  const message = checkText(value);
  if (message) ctx.addIssue({ code: 'custom', message, input: value });
});
export type SafeText = z.infer<typeof SafeText>;

/**
 * What one person writes to another (decision 086): any character a person types, trimmed; refused only when it holds
 * characters no screen can show. Escaped on output (React does), never forbidden on input.
 */
export const MessageText = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = checkMessageText(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
export type MessageText = z.infer<typeof MessageText>;
