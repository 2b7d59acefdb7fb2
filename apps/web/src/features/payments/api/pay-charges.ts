import {
  IDEMPOTENCY_KEY_HEADER,
  StorageKey,
  type PayChargesBatchRequest,
  type PayChargesRequest,
} from '@parking/contracts';
import { api } from '../../../api/client';
import type { KeyValueStore } from '../../../lib/storage';
import { paymentOps } from './lazy-ops';

/** The collector code the app stored (a road-side collector's QR), added to pay calls as the spec says. */
function collectorCodeOf(store: KeyValueStore): { collectorCode?: string } {
  const code = store.get(StorageKey.collectorCode);
  return code ? { collectorCode: code } : {};
}

/** POST payCharges: one bill. The idempotency key makes a retry of the same attempt safe. */
export const payCharges = async (body: Omit<PayChargesRequest, 'collectorCode'>, key: string, store: KeyValueStore) =>
  api.call((await paymentOps()).payCharges, {
    body: { ...body, ...collectorCodeOf(store) },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

/** POST payCharges/batch: several bills in one order. */
export const payChargesBatch = async (
  body: Omit<PayChargesBatchRequest, 'collectorCode'>,
  key: string,
  store: KeyValueStore,
) =>
  api.call((await paymentOps()).payChargesBatch, {
    body: { ...body, ...collectorCodeOf(store) },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
