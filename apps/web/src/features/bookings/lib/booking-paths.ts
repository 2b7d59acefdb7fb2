import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import type { ScreenPath } from '../../../lib/screen-paths.gen';

/** The booking screens (spec section 2, Other parking); the two lock screens are named here. */
export const BookingPaths = {
  INDEX: screen.bookParksIndex,
  PLATE: screen.bookParksPlate,
  PAY: screen.bookParksPay,
  RESULT: screen.bookParksResult,
  RECORDS: screen.bookRecord,
  RECORD_DETAIL: screen.bookRecordDetail,
  /** My locks, live, each with its raise and lower buttons. */
  LOCKS: screen.lockControl,
  /** One lock: its state, battery, sensor, last command, and the buttons. */
  LOCK_DETAIL: screen.lockDetail,
} as const;

/** What the booking steps carry from one screen to the next in the query. */
export interface BookingDraft {
  parkId: string;
  packageId?: string | undefined;
  startAt?: string | undefined;
  plateNo?: string | undefined;
  plateColor?: string | undefined;
}

/** A booking step with what the steps before it chose. */
export const draftPath = (
  path: ScreenPath<'bookParksIndex'> | ScreenPath<'bookParksPlate'> | ScreenPath<'bookParksPay'>,
  draft: BookingDraft,
) => href(path, { ...draft });

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

export const bookingDetailPath = (bookingId: string) => href(screen.bookRecordDetail, { bookingId });
export const lockDetailPath = (lockId: string) => href(screen.lockDetail, { lockId });
