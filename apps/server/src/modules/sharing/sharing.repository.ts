import { sharingProductsOf } from './sharing-products.repository';
import { sharesOf } from './sharing-shares.repository';
import { creditOf } from './sharing-credit.repository';
import type { Db } from '../../db/client';

export type { SharingProductRow } from './sharing-products.repository';
export type { ShareRow } from './sharing-shares.repository';
export type { ViolationRow, CreditEventRow } from './sharing-credit.repository';

/** Off-peak sharing's rows; writes run in the caller's transaction when given one (`via`). */
export function createSharingRepository(db: Db) {
  return { ...sharingProductsOf(db), ...sharesOf(db), ...creditOf(db) };
}
export type SharingRepository = ReturnType<typeof createSharingRepository>;
