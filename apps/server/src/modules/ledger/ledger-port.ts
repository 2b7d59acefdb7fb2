import type { Db } from '../../db/client';
import { createLedgerRepository } from './ledger.repository';

/**
 * The ledger as the other modules use it (decision 095): post a transfer, lock or read an account, inside the caller's
 * connection or transaction (`ledgerOf(tx).post(…)` posts in the caller's transaction). The accounts and transfers
 * tables and their repository stay the ledger's.
 */
export type LedgerPort = Pick<
  ReturnType<typeof createLedgerRepository>,
  'post' | 'postMany' | 'lockAccount' | 'balance' | 'balances' | 'existingAccountId'
>;

// One per connection or transaction handle, as the callers built one before.
const ports = new WeakMap<Db, LedgerPort>();
export function ledgerOf(db: Db): LedgerPort {
  let port = ports.get(db);
  if (!port) {
    const { post, postMany, lockAccount, balance, balances, existingAccountId } = createLedgerRepository(db);
    ports.set(db, (port = { post, postMany, lockAccount, balance, balances, existingAccountId }));
  }
  return port;
}
