import type { BagApplication } from '@parking/contracts';

/** Statuses in which the driver may edit and resubmit (as the server's EDITABLE). */
export const EDITABLE_STATUSES: readonly BagApplication['status'][] = ['pending', 'moreInfo', 'rejected'];
