// Zod-free: what the check-in form needs on its first paint (issue 25).

/** Certificate pictures an application carries, at most. */
export const APPLICATION_MAX_PICTURES = 3;
