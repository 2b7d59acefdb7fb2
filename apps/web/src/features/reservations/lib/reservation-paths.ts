import { withQuery } from '../../../lib/paths';

/** The reservation screens (spec section 2, Other parking); the two lock screens are named here. */
export const ReservationPaths = {
  INDEX: '/bookParks/index',
  PLATE: '/bookParks/plate',
  PAY: '/bookParks/pay',
  RESULT: '/bookParks/result',
  RECORDS: '/bookRecord',
  RECORD_DETAIL: '/bookRecordDetail',
  /** My locks, live, each with its raise and lower buttons. */
  LOCKS: '/lockControl',
  /** One lock: its state, battery, sensor, last command, and the buttons. */
  LOCK_DETAIL: '/lockDetail',
} as const;

/** What the booking steps carry from one screen to the next in the query. */
export interface BookingDraft {
  parkId: string;
  packageId?: string | undefined;
  startAt?: string | undefined;
  plateNo?: string | undefined;
  plateColor?: string | undefined;
}

export const draftPath = (path: string, draft: BookingDraft) => withQuery(path, { ...draft });

export function draftOf(search: URLSearchParams): BookingDraft {
  const get = (name: string) => search.get(name) ?? undefined;
  return {
    parkId: search.get('parkId') ?? '',
    packageId: get('packageId'),
    startAt: get('startAt'),
    plateNo: get('plateNo'),
    plateColor: get('plateColor'),
  };
}

export const bookingDetailPath = (bookingId: string) => withQuery(ReservationPaths.RECORD_DETAIL, { bookingId });
export const lockDetailPath = (lockId: string) => withQuery(ReservationPaths.LOCK_DETAIL, { lockId });
