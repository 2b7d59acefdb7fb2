import { AppError, ErrorCode, type DeductionOrder } from '@parking/contracts';
import type { Db } from '../../db/client';
import { SplitBatch } from '../../db/group-commit';
import type { ProviderName } from '../../integrations/payments';
import type { AutoPayResult, StayRow } from '../parking';
import type { DecidedAutoPayment, Payments } from '../payments';
import type { DealerFacts } from './dealer-facts';
import { createWalletRepository, type AgreementRow, type WalletOwner } from './wallet.repository';
import { providerOfAgreement, type AgreementProviders } from './withholding-agreements.service';

export type Method = 'balance' | 'withholding';
export const methodsOf = (order: DeductionOrder): Method[] =>
  order === 'withholdingFirst' ? ['withholding', 'balance'] : ['balance', 'withholding'];

const isRefusal = (error: unknown) =>
  error instanceof AppError &&
  (error.code === ErrorCode.INSUFFICIENT_BALANCE || error.code === ErrorCode.QUOTE_CHANGED);

/** A stay the wallet is asked to pay automatically for its owner, by these methods in turn. */
export interface Claim {
  owner: WalletOwner;
  stay: StayRow;
  dueFen: number;
  at: Date;
  methods: readonly Method[];
}
type Decision = { method: 'balance' } | { method: 'withholding'; agreement: AgreementRow; provider: ProviderName };
interface PayerFacts {
  /** Whether each dealer of the claims lets its drivers spend a balance. */
  offered: Map<string, boolean>;
  /** The balance read of each wallet that may pay (by ownerKey). */
  balances: Map<string, number>;
  /**
   * The active agreement of each owner read so far (by ownerKey; null: none). Read only when a claim comes to its
   * withholding: first for every owner whose plate says withholding first (what they do decides the balance the next
   * claims find), then for those the balance could not pay; most exits paid from the balance read none.
   */
  agreements: Map<string, AgreementRow | null>;
}
const ownerKey = (owner: WalletOwner) => `${owner.dealerId}|${owner.driverId}`;

/**
 * Auto-pay's payments, many at once (decision 098): the stays a batch of exits ended (or a refused withholding's
 * arrears) paid from their wallets or queued for withholding, with the effects of one after another in list order.
 */
export function createAutoPayment({
  payments,
  providers,
  dealer,
}: {
  payments: Payments;
  providers: AgreementProviders;
  dealer: DealerFacts;
}) {
  /**
   * Decides in memory, in list order, how each claim is paid, as one claim after another would be: the first of its
   * methods that can, the balance while the wallet's balance read lasts (a driver's claims spend it in turn), the
   * withholding when an active agreement has its provider here. `refused`: claims the ledger refused from the balance.
   */
  function decide(claims: readonly Claim[], facts: PayerFacts, refused: ReadonlySet<number>) {
    const left = new Map(facts.balances);
    /** Owners whose agreement a claim came to and that was not read yet: the claim is decided again once it is. */
    const unread = new Map<string, WalletOwner>();
    const decisions = claims.map((claim, k): Decision | undefined => {
      const key = ownerKey(claim.owner);
      for (const method of claim.methods) {
        if (method === 'balance' && facts.offered.get(claim.owner.dealerId) && !refused.has(k)) {
          const balance = left.get(key) ?? 0;
          if (balance >= claim.dueFen) {
            left.set(key, balance - claim.dueFen);
            return { method };
          }
        }
        if (method === 'withholding') {
          if (!facts.agreements.has(key)) {
            unread.set(key, claim.owner);
            return undefined;
          }
          const agreement = facts.agreements.get(key);
          const provider = agreement && providerOfAgreement(providers, agreement);
          if (agreement && provider) return { method, agreement, provider: provider.name };
        }
      }
      return undefined;
    });
    return { decisions, unread: [...unread.values()] };
  }

  /** Reads the active agreements of these owners into `facts`: one statement. */
  async function readAgreements(tx: Db, facts: PayerFacts, owners: readonly WalletOwner[]): Promise<void> {
    if (owners.length === 0) return;
    const agreements = await createWalletRepository(tx).activeAgreementsOf(owners);
    owners.forEach((owner, i) => facts.agreements.set(ownerKey(owner), agreements[i] ?? null));
  }

  /**
   * decide, with the agreements it comes to read first: those of the owners whose plates say withholding first were
   * read with the facts, so what the others' come to read changes no balance and a second pass needs no more.
   */
  async function decideReading(tx: Db, claims: readonly Claim[], facts: PayerFacts, refused: ReadonlySet<number>) {
    for (;;) {
      const { decisions, unread } = decide(claims, facts, refused);
      if (unread.length === 0) return decisions;
      await readAgreements(tx, facts, unread);
    }
  }

  /** What deciding the claims needs first: who may use a balance, the balances, withholding-first owners' agreements. */
  async function factsOf(tx: Db, claims: readonly Claim[]): Promise<PayerFacts> {
    const offered = new Map<string, boolean>();
    for (const dealerId of new Set(claims.filter((c) => c.methods.includes('balance')).map((c) => c.owner.dealerId))) {
      offered.set(dealerId, await dealer.balanceOffered(dealerId, tx));
    }
    const spending = [
      ...new Map(
        claims
          .filter((c) => c.methods.includes('balance') && offered.get(c.owner.dealerId))
          .map((c) => [ownerKey(c.owner), c.owner]),
      ).values(),
    ];
    // Read without a lock (decision 099: an account is locked by the posting, last): the posting checks it again.
    const balances = await createWalletRepository(tx).balancesFen(spending);
    const facts: PayerFacts = {
      offered,
      balances: new Map(spending.map((o, i) => [ownerKey(o), balances[i]!])),
      agreements: new Map(),
    };
    const withholdingFirst = claims.filter((c) => c.methods[0] === 'withholding').map((c) => c.owner);
    await readAgreements(tx, facts, [...new Map(withholdingFirst.map((o) => [ownerKey(o), o])).values()]);
    return facts;
  }

  /** Writes what was decided inside a savepoint: the orders, withholding charges, balance payments. */
  async function write(tx: Db, claims: readonly Claim[], decisions: readonly (Decision | undefined)[]) {
    const chosen = claims.flatMap((claim, k) => {
      const decision = decisions[k];
      return decision ? [{ claim, decision }] : [];
    });
    if (chosen.length === 0) return;
    const decided: DecidedAutoPayment[] = chosen.map(({ claim, decision }) => ({
      ...claim.owner,
      stay: claim.stay,
      dueFen: claim.dueFen,
      at: claim.at,
      ...(decision.method === 'balance'
        ? { method: 'balance' as const }
        : { method: 'withholding' as const, channel: decision.agreement.payChannel, provider: decision.provider }),
    }));
    await tx.transaction((sp) =>
      payments.autoPayOrders.write(sp, decided, (orders) =>
        createWalletRepository(sp).insertCharges(
          chosen.flatMap(({ claim, decision }, j) =>
            decision.method === 'withholding'
              ? [
                  {
                    orderId: orders[j]!.id,
                    agreementId: decision.agreement.id,
                    dealerId: claim.owner.dealerId,
                    sessionId: claim.stay.id,
                    state: 'queued' as const,
                    nextAttemptAt: claim.at,
                    createdAt: claim.at,
                    updatedAt: claim.at,
                  },
                ]
              : [],
          ),
        ),
      ),
    );
  }

  /**
   * Pays the claims inside `tx` with the effects of one after another in list order, in a constant number of
   * statements (but two a stay paid from the balance, parking's): decided first from what was read, then written in
   * one savepoint. A wallet spent meanwhile (the posting refuses it) leaves nothing behind: with one balance payment
   * it is refused and the claims decided again; with more, the batch is run one stay at a time (SplitBatch).
   */
  async function payAutomatically(tx: Db, claims: readonly Claim[]): Promise<AutoPayResult[]> {
    if (claims.length === 0) return [];
    const facts = await factsOf(tx, claims);
    const refused = new Set<number>();
    for (;;) {
      const decisions = await decideReading(tx, claims, facts, refused);
      try {
        await write(tx, claims, decisions);
        return decisions.map((d) => (!d ? 'none' : d.method === 'balance' ? 'paid' : 'withholding'));
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const fromBalance = decisions.flatMap((d, k) => (d?.method === 'balance' ? [k] : []));
        if (fromBalance.length !== 1) throw new SplitBatch('a wallet of the batch was spent meanwhile');
        refused.add(fromBalance[0]!);
      }
    }
  }

  return payAutomatically;
}
