import { PlateMaterialEdit } from '@parking/contracts';

/**
 * The certification fields' schema, loaded when the form is shown, not with it (issue 25): with zod it is about 25 KB
 * gzip, which the form's first paint does not need. The form checks what it sends with it, so the driver reads the
 * message the server would give.
 */
export { PlateMaterialEdit };
