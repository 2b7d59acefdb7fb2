import { CreateApplication } from '@parking/contracts';

/**
 * The application's schema, loaded when the check-in form is shown, not with it (issue 25): with zod it is about
 * 25 KB gzip the form's first paint does not need. The form checks what it sends with it, so the driver reads the
 * message the server would give.
 */
export { CreateApplication };
