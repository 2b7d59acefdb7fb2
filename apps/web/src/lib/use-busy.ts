import { useState } from 'react';

/**
 * A submit button's loading state around one action. A failed request has already been reported by the request layer
 * (toast, dialog or navigation), so the failure is only handed to `onError` (a picture challenge, say), never rethrown.
 */
export function useBusy(): {
  busy: boolean;
  run: (action: () => Promise<unknown>, onError?: (error: unknown) => unknown) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(action, onError) {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        await onError?.(error);
      } finally {
        setBusy(false);
      }
    },
  };
}
