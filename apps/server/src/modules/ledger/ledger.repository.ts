import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isCheckViolation } from '../../db/pg-error';
import { queryRows } from '../../db/query-rows';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '../../db/schema/ledger';
import {
  accountKey,
  assertBalanced,
  normalSideOf,
  type AccountKind,
  type AccountRef,
  type ClearingProvider,
  type Leg,
  type TransferKind,
} from './ledger.domain';

export interface NewTransfer {
  dealerId: string;
  /** One movement per key, ever: `capture:<orderNo>`, `refund:<refundNo>`…; posting it again is a no-op. */
  idempotencyKey: string;
  kind: TransferKind;
  orderNo?: string;
  refundNo?: string;
  /**
   * The park the money belongs to, when the poster knows it; otherwise the insert trigger takes it from the order
   * (src/db/custom/ledger-transfer-park.sql). None for money of no park.
   */
  parkId?: string;
  memo?: string;
  occurredAt: Date;
  legs: Leg[];
}

export interface PostedTransfer {
  transferId: string;
  /** The key was posted before (with the same legs): nothing new was written. */
  replayed: boolean;
}

/** A wallet would go below zero: the posting was refused by the database and the transaction must roll back. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
}

/** The same idempotency key was posted before with other content: a bug, never silently merged. */
export class LedgerKeyConflictError extends Error {
  override name = 'LedgerKeyConflictError';
}

/** An account of a dealer. */
export interface DealerAccount {
  dealerId: string;
  ref: AccountRef;
}
interface LockedAccount {
  id: string;
  balanceFen: number;
}
const dealerAccountKey = (a: DealerAccount) => `${a.dealerId}|${accountKey(a.ref)}`;
const identityOf = ({ dealerId, ref }: DealerAccount) => ({
  dealerId,
  kind: ref.kind,
  provider: ref.kind === 'providerClearing' ? ref.provider : null,
  driverId: ref.kind === 'driverWallet' ? ref.driverId : null,
});
function refOf(kind: AccountKind, provider: string | null, driverId: string | null): AccountRef {
  if (kind === 'providerClearing') return { kind, provider: provider as ClearingProvider };
  if (kind === 'driverWallet') return { kind, driverId: driverId! };
  return { kind };
}
const identityRef = (a: ReturnType<typeof identityOf>): DealerAccount => ({
  dealerId: a.dealerId,
  ref: refOf(a.kind, a.provider, a.driverId),
});

const legsSignature = (legs: { key: string; amountFen: number }[]) =>
  legs
    .map((l) => `${l.key}=${l.amountFen}`)
    .sort()
    .join(',');

async function existingTransfer(db: Db, transfer: NewTransfer, resolved: { key: string; amountFen: number }[]) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, transfer.idempotencyKey));
  if (!row) throw new Error(`ledger transfer ${transfer.idempotencyKey} vanished`);
  const legs = await db
    .select({ key: ledgerPostings.accountId, amountFen: ledgerPostings.amountFen })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transferId, row.id));
  const same =
    row.dealerId === transfer.dealerId &&
    row.kind === transfer.kind &&
    (row.orderNo ?? undefined) === transfer.orderNo &&
    (row.refundNo ?? undefined) === transfer.refundNo &&
    legsSignature(legs) === legsSignature(resolved);
  if (!same) {
    throw new LedgerKeyConflictError(`ledger key ${transfer.idempotencyKey} was posted before with other content`);
  }
  return row.id;
}

/** The accounts of `refs` (created on first use), locked in id order for the rest of `tx`: two statements. */
async function lockAccountsIn(tx: Db, refs: readonly DealerAccount[]): Promise<Map<string, LockedAccount>> {
  const identities = [...new Map(refs.map((r) => [dealerAccountKey(r), identityOf(r)])).values()];
  await tx
    .insert(ledgerAccounts)
    .values(identities.map((a) => ({ ...a, normalSide: normalSideOf(a.kind) })))
    .onConflictDoNothing();
  // A statement of its own: it sees the accounts another creator committed while the insert above waited on it.
  const rows = await queryRows<{
    id: string;
    balanceFen: string | number;
    dealer_id: string;
    kind: string;
    provider: string | null;
    driver_id: string | null;
  }>(
    tx,
    sql`select a.id, a.dealer_id, a.kind, a.provider, a.driver_id, a.balance_fen as "balanceFen"
          from ledger_accounts a
          join (values ${sql.join(
            identities.map(
              (a) => sql`(${a.dealerId}::text, ${a.kind}::text, ${a.provider}::text, ${a.driverId}::uuid)`,
            ),
            sql`, `,
          )}) v(dealer_id, kind, provider, driver_id)
            on a.dealer_id = v.dealer_id and a.kind = v.kind
           and a.provider is not distinct from v.provider and a.driver_id is not distinct from v.driver_id
         order by a.id
           for update of a`,
  );
  const locked = new Map<string, LockedAccount>();
  for (const row of rows) {
    const ref = refOf(row.kind as AccountKind, row.provider, row.driver_id);
    locked.set(dealerAccountKey({ dealerId: row.dealer_id, ref }), {
      id: row.id,
      balanceFen: Number(row.balanceFen),
    });
  }
  for (const a of identities) {
    if (!locked.has(dealerAccountKey(identityRef(a)))) {
      throw new Error(`ledger account ${a.kind} of ${a.dealerId} could not be created`);
    }
  }
  return locked;
}

async function postAllIn(tx: Db, transfers: readonly NewTransfer[]): Promise<PostedTransfer[]> {
  // Every account first, in id order: transfers posted together lock as one posting does (decision 099).
  const accounts = await lockAccountsIn(
    tx,
    transfers.flatMap((t) => t.legs.map((leg) => ({ dealerId: t.dealerId, ref: leg.account }))),
  );
  const resolvedLegs = transfers.map((t) =>
    t.legs
      .map((leg) => ({
        key: accounts.get(dealerAccountKey({ dealerId: t.dealerId, ref: leg.account }))!.id,
        amountFen: leg.amountFen,
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  );
  const inserted = await tx
    .insert(ledgerTransfers)
    .values(transfers.map(transferRow))
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id, idempotencyKey: ledgerTransfers.idempotencyKey });
  const idOfKey = new Map(inserted.map((row) => [row.idempotencyKey, row.id]));
  const postings = transfers.flatMap((transfer, i) => {
    const transferId = idOfKey.get(transfer.idempotencyKey);
    return transferId
      ? resolvedLegs[i]!.map((leg) => ({ transferId, accountId: leg.key, amountFen: leg.amountFen }))
      : [];
  });
  if (postings.length > 0) {
    try {
      // In list order, each transfer's legs in account-id order: running balances move as the transfers one by one.
      await tx.insert(ledgerPostings).values(postings);
    } catch (error) {
      if (isCheckViolation(error, 'ledger_accounts_wallet_not_negative')) {
        throw new InsufficientBalanceError('余额不足', { cause: error });
      }
      throw error;
    }
  }
  const posted: PostedTransfer[] = [];
  for (const [i, transfer] of transfers.entries()) {
    const transferId = idOfKey.get(transfer.idempotencyKey);
    // A key posted before (a replay, rare): checked against what it holds, as `post` does.
    posted.push(
      transferId
        ? { transferId, replayed: false }
        : { transferId: await existingTransfer(tx, transfer, resolvedLegs[i]!), replayed: true },
    );
  }
  return posted;
}

/** The ledger's reads and writes on one connection or transaction (create it with the transaction's `tx`). */
export function createLedgerRepository(db: Db) {
  /** A dealer's account (id and balance) when it was ever used. */
  async function existing(db: Db, dealerId: string, ref: AccountRef) {
    const provider = ref.kind === 'providerClearing' ? ref.provider : null;
    const driverId = ref.kind === 'driverWallet' ? ref.driverId : null;
    const [row] = await db
      .select({ id: ledgerAccounts.id, balanceFen: ledgerAccounts.balanceFen })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.dealerId, dealerId),
          eq(ledgerAccounts.kind, ref.kind),
          sql`${ledgerAccounts.provider} is not distinct from ${provider}`,
          sql`${ledgerAccounts.driverId} is not distinct from ${driverId}`,
        ),
      );
    return row;
  }

  /** The id of a dealer's account, created on first use. */
  async function accountIdIn(db: Db, dealerId: string, ref: AccountRef): Promise<string> {
    const provider = ref.kind === 'providerClearing' ? ref.provider : null;
    const driverId = ref.kind === 'driverWallet' ? ref.driverId : null;
    // One round trip whether the account exists or not; the unique constraint settles a race between two creators.
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      with created as (
        insert into ledger_accounts (dealer_id, kind, provider, driver_id, normal_side)
        values (${dealerId}, ${ref.kind}, ${provider}, ${driverId}, ${normalSideOf(ref.kind)})
        on conflict on constraint ledger_accounts_identity do nothing
        returning id
      )
      select id from created
      union all
      select id from ledger_accounts
       where dealer_id = ${dealerId} and kind = ${ref.kind}
         and provider is not distinct from ${provider} and driver_id is not distinct from ${driverId}
      limit 1`,
    );
    const id = rows[0]?.id;
    if (id) return id;
    // The other creator's row is not visible yet (read committed snapshot taken before it committed): read again.
    const again = await existing(db, dealerId, ref);
    if (!again) throw new Error(`ledger account ${accountKey(ref)} of ${dealerId} could not be created`);
    return again.id;
  }

  async function postIn(tx: Db, transfer: NewTransfer): Promise<PostedTransfer> {
    const resolved = [];
    for (const leg of transfer.legs) {
      resolved.push({ key: await accountIdIn(tx, transfer.dealerId, leg.account), amountFen: leg.amountFen });
    }
    const [row] = await tx
      .insert(ledgerTransfers)
      .values(transferRow(transfer))
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({ id: ledgerTransfers.id });
    if (!row) return { transferId: await existingTransfer(tx, transfer, resolved), replayed: true };
    resolved.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    try {
      await tx
        .insert(ledgerPostings)
        .values(resolved.map((leg) => ({ transferId: row.id, accountId: leg.key, amountFen: leg.amountFen })));
    } catch (error) {
      if (isCheckViolation(error, 'ledger_accounts_wallet_not_negative')) {
        throw new InsufficientBalanceError('余额不足', { cause: error });
      }
      throw error;
    }
    return { transferId: row.id, replayed: false };
  }

  return {
    accountId: (dealerId: string, ref: AccountRef) => accountIdIn(db, dealerId, ref),

    /**
     * Locks an account's row (created on first use) for the rest of the transaction and returns its balance: a
     * decision on the balance (a withdrawal's split, a recharge against the wallet's cap) holds while nothing moves it.
     */
    async lockAccount(dealerId: string, ref: AccountRef): Promise<{ id: string; balanceFen: number }> {
      const id = await accountIdIn(db, dealerId, ref);
      const [row] = await db
        .select({ id: ledgerAccounts.id, balanceFen: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id))
        .for('update');
      return row!;
    },

    /**
     * Records a transfer at most once per idempotency key. Legs are written in account-id order so two transfers
     * touching the same accounts lock them in the same order (no deadlock). Throws InsufficientBalanceError when a
     * wallet would go negative.
     */
    async post(transfer: NewTransfer): Promise<PostedTransfer> {
      assertBalanced(transfer.legs);
      // A transfer row and its postings commit together (the deferred balance check needs them in one transaction);
      // inside a caller's transaction this is a savepoint.
      return db.transaction((tx) => postIn(tx, transfer));
    },

    /**
     * Records many transfers together, each at most once per idempotency key, with the same effects as `post` of each
     * in list order: a constant number of statements whatever their number (decision 098). Every account they touch
     * is locked first, in id order. Throws InsufficientBalanceError when a wallet would go negative (nothing of the
     * list is then written); a key posted before with other content throws LedgerKeyConflictError, and so does a key
     * given twice in one list (a caller's bug: its transfers are distinct movements). Empty: no statement.
     */
    async postMany(transfers: readonly NewTransfer[]): Promise<PostedTransfer[]> {
      if (transfers.length === 0) return [];
      for (const transfer of transfers) assertBalanced(transfer.legs);
      const keys = new Set(transfers.map((t) => t.idempotencyKey));
      if (keys.size !== transfers.length) throw new LedgerKeyConflictError('one idempotency key twice in one posting');
      return db.transaction((tx) => postAllIn(tx, transfers));
    },

    /** The balances of these accounts in their normal direction (0 for one never used), in order: one read, no lock. */
    async balances(accounts: readonly DealerAccount[]): Promise<number[]> {
      if (accounts.length === 0) return [];
      const identities = accounts.map(identityOf);
      const rows = await queryRows<{ ix: number; balance_fen: string | number }>(
        db,
        sql`select v.ix::integer as ix, a.balance_fen
              from (values ${sql.join(
                identities.map(
                  (a, ix) =>
                    sql`(${ix}::integer, ${a.dealerId}::text, ${a.kind}::text, ${a.provider}::text, ${a.driverId}::uuid)`,
                ),
                sql`, `,
              )}) v(ix, dealer_id, kind, provider, driver_id)
              join ledger_accounts a
                on a.dealer_id = v.dealer_id and a.kind = v.kind
               and a.provider is not distinct from v.provider and a.driver_id is not distinct from v.driver_id`,
      );
      const balances = accounts.map(() => 0);
      for (const row of rows) balances[Number(row.ix)] = Number(row.balance_fen);
      return balances;
    },

    /** An account's balance in its normal direction (0 for an account never used). */
    async balance(dealerId: string, ref: AccountRef): Promise<number> {
      return (await existing(db, dealerId, ref))?.balanceFen ?? 0;
    },

    /** An account's id when it was ever used (a read: unlike accountId, it creates nothing). */
    async existingAccountId(dealerId: string, ref: AccountRef): Promise<string | undefined> {
      return (await existing(db, dealerId, ref))?.id;
    },

    /** The transfers recorded for a payment order, oldest first. */
    async transfersOfOrder(orderNo: string) {
      return db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.orderNo, orderNo))
        .orderBy(ledgerTransfers.createdAt);
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/** A transfer's row, as `post` and `postMany` write it. */
function transferRow(transfer: NewTransfer): typeof ledgerTransfers.$inferInsert {
  return {
    dealerId: transfer.dealerId,
    idempotencyKey: transfer.idempotencyKey,
    kind: transfer.kind,
    orderNo: transfer.orderNo ?? null,
    refundNo: transfer.refundNo ?? null,
    parkId: transfer.parkId ?? null,
    memo: transfer.memo ?? '',
    occurredAt: transfer.occurredAt,
  };
}
