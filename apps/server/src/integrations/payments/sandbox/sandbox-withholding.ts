import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sandboxContracts, sandboxTrades } from '../../../db/schema';
import { assertMerchantNo, assertPositiveFen, ProviderRequestError, ProviderSignatureError } from '../provider';
import type { WithholdingProvider } from '../withholding';
import { bookTrade, sandboxNo } from './sandbox-books';
import type { SandboxNotifier } from './sandbox-notifier';
import type { SandboxProvider } from './sandbox-provider';
import { pageToken, pageTokenMatches, sandboxAck, signSandboxBody, verifiedSandboxEvent } from './sandbox-signing';

/** What the hosted signing page shows. */
export type ContractView =
  | {
      kind: 'open';
      contractCode: string;
      payChannel: number;
      displayName: string;
      singleLimitFen: number;
      returnUrl: string | null;
    }
  | { kind: 'signed' | 'terminated' | 'lapsed'; contractCode: string; returnUrl: string | null }
  | { kind: 'unknown' };

/** The sandbox's agreements: WithholdingProvider, plus the pages and the payer's own acts that the real ones keep. */
export interface SandboxWithholding extends WithholdingProvider {
  readonly name: 'sandbox';
  /** The signing page as the payer sees it; a wrong token finds nothing. */
  signPage(contractCode: string, token: string): Promise<ContractView>;
  /** The payer taps 确认开通: the agreement is active and the notification goes out. */
  confirm(contractCode: string, token: string): Promise<ContractView>;
  /** The payer ends the agreement in their wallet app (not through us): the provider notifies us. */
  terminateByPayer(contractCode: string): Promise<void>;
}

/** Most one sandbox deduction may take, like the limit a real 免密支付 product carries. */
export const SANDBOX_WITHHOLD_LIMIT_FEN = 50_000;

interface ContractEvent {
  id: string;
  event_type: 'CONTRACT.SIGNED' | 'CONTRACT.TERMINATED';
  contract_code: string;
  contract_id: string;
  occurred_at: string;
}

type ContractRow = typeof sandboxContracts.$inferSelect;

export interface SandboxWithholdingOptions {
  db: Db;
  clock: Clock;
  secret: string;
  /** Where the hosted signing page of a contract is, given its code and ticket. */
  signUrl: (contractCode: string, ticket: string) => string;
  notifier: SandboxNotifier;
  /** The sandbox's payment side: withheld payments are its trades and are notified by it. */
  payments: SandboxProvider;
  singleLimitFen?: number;
}

/** The sandbox's agreement service: its own books (sandbox_contracts), a hosted signing page, signed notifications. */
export function createSandboxWithholding({
  db,
  clock,
  secret,
  signUrl,
  notifier,
  payments,
  singleLimitFen = SANDBOX_WITHHOLD_LIMIT_FEN,
}: SandboxWithholdingOptions): SandboxWithholding {
  const refuse = (reason: 'not-found' | 'invalid-request' | 'rejected' | 'insufficient-funds', message: string) =>
    new ProviderRequestError('sandbox', { reason, providerCode: reason.toUpperCase(), message });

  async function contract(contractCode: string): Promise<ContractRow | undefined> {
    const [row] = await db.select().from(sandboxContracts).where(eq(sandboxContracts.contractCode, contractCode));
    return row;
  }

  function notify(row: ContractRow, type: ContractEvent['event_type'], at: Date) {
    const event: ContractEvent = {
      id: `SBXC-${row.contractId}-${type === 'CONTRACT.SIGNED' ? 'S' : 'T'}`,
      event_type: type,
      contract_code: row.contractCode,
      contract_id: row.contractId,
      occurred_at: at.toISOString(),
    };
    const body = JSON.stringify(event);
    notifier.deliver({
      url: row.notifyUrl,
      headers: { 'content-type': 'application/json', ...signSandboxBody(secret, body, clock.now()) },
      body,
    });
  }

  function view(row: ContractRow | undefined): ContractView {
    if (!row) return { kind: 'unknown' };
    const base = { contractCode: row.contractCode, returnUrl: row.returnUrl };
    if (row.state === 'ACTIVE') return { kind: 'signed', ...base };
    if (row.state === 'TERMINATED') return { kind: 'terminated', ...base };
    if (row.signBefore <= clock.now()) return { kind: 'lapsed', ...base };
    return {
      kind: 'open',
      ...base,
      payChannel: row.payChannel,
      displayName: row.displayName,
      singleLimitFen: row.singleLimitFen,
    };
  }

  async function terminate(contractCode: string): Promise<ContractRow | undefined> {
    const now = clock.now();
    const [ended] = await db
      .update(sandboxContracts)
      .set({ state: 'TERMINATED', terminatedAt: now })
      .where(and(eq(sandboxContracts.contractCode, contractCode), eq(sandboxContracts.state, 'ACTIVE')))
      .returning();
    if (ended) notify(ended, 'CONTRACT.TERMINATED', now);
    return ended;
  }

  return {
    name: 'sandbox',

    async createContract(req) {
      assertMerchantNo('sandbox', 'contractCode', req.contractCode);
      await db
        .insert(sandboxContracts)
        .values({
          contractCode: req.contractCode,
          contractId: sandboxNo('SBXC'),
          payChannel: req.payChannel,
          displayName: req.displayName,
          state: 'SIGNING',
          notifyUrl: req.notifyUrl,
          returnUrl: req.returnUrl,
          singleLimitFen,
          signBefore: req.signBefore,
        })
        .onConflictDoNothing();
      const row = await contract(req.contractCode);
      if (!row || row.payChannel !== req.payChannel) throw refuse('invalid-request', '签约单号重复');
      return {
        signUrl: signUrl(req.contractCode, pageToken(secret, 'contract', req.contractCode)),
      };
    },

    async queryContract(contractCode) {
      const row = await contract(contractCode);
      if (!row) return { state: 'not-found' };
      if (row.state === 'ACTIVE') return { state: 'active', contractId: row.contractId, signedAt: row.signedAt! };
      if (row.state === 'TERMINATED') {
        return { state: 'terminated', contractId: row.contractId, terminatedAt: row.terminatedAt! };
      }
      return { state: 'signing' };
    },

    async terminateContract(contractCode) {
      const ended = await terminate(contractCode);
      if (ended) return;
      const row = await contract(contractCode);
      if (!row) throw refuse('not-found', '协议不存在');
      // A contract never signed is simply void: closing its page is enough.
      if (row.state === 'SIGNING') {
        await db
          .update(sandboxContracts)
          .set({ state: 'TERMINATED', terminatedAt: clock.now() })
          .where(and(eq(sandboxContracts.contractCode, contractCode), eq(sandboxContracts.state, 'SIGNING')));
      }
    },

    async withhold(req) {
      assertMerchantNo('sandbox', 'orderNo', req.orderNo);
      assertPositiveFen('sandbox', 'amountFen', req.amountFen);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxContracts)
          .where(eq(sandboxContracts.contractCode, req.contractCode))
          .for('update');
        if (!row) throw refuse('not-found', '协议不存在');
        if (row.state !== 'ACTIVE') throw refuse('rejected', '协议未生效或已解约');
        if (req.amountFen > row.singleLimitFen) throw refuse('insufficient-funds', '超出免密支付单笔限额');
        const now = clock.now();
        const paidAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
        await bookTrade(tx, req, { state: 'SUCCESS', returnUrl: null, expiresAt: now, paidAt });
        const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, req.orderNo));
        // The same order number again is the same deduction (a retry); with another amount it is a mistake.
        if (trade?.amountFen !== req.amountFen || trade.state !== 'SUCCESS') {
          throw refuse('invalid-request', '商户订单号重复');
        }
      });
      await payments.notifyAgain(req.orderNo);
    },

    async parseContractNotification(req) {
      const event = verifiedSandboxEvent<ContractEvent>(secret, req, clock.now(), 'contract notification');
      const occurredAt = typeof event.occurred_at === 'string' ? new Date(event.occurred_at) : undefined;
      if (
        (event.event_type !== 'CONTRACT.SIGNED' && event.event_type !== 'CONTRACT.TERMINATED') ||
        typeof event.id !== 'string' ||
        typeof event.contract_code !== 'string' ||
        typeof event.contract_id !== 'string' ||
        !occurredAt ||
        Number.isNaN(occurredAt.getTime())
      ) {
        throw new ProviderSignatureError('sandbox', 'contract notification lacks its fields');
      }
      return {
        eventId: event.id,
        contractCode: event.contract_code,
        contractId: event.contract_id,
        state: event.event_type === 'CONTRACT.SIGNED' ? 'active' : 'terminated',
        occurredAt,
      };
    },

    notificationAck: (ok) => sandboxAck(ok),

    async signPage(contractCode, token) {
      if (!pageTokenMatches(secret, 'contract', contractCode, token)) return { kind: 'unknown' };
      return view(await contract(contractCode));
    },

    async confirm(contractCode, token) {
      if (!pageTokenMatches(secret, 'contract', contractCode, token)) return { kind: 'unknown' };
      const now = clock.now();
      const [signed] = await db
        .update(sandboxContracts)
        .set({ state: 'ACTIVE', signedAt: now })
        .where(
          and(
            eq(sandboxContracts.contractCode, contractCode),
            eq(sandboxContracts.state, 'SIGNING'),
            sql`${sandboxContracts.signBefore} > ${now}`,
          ),
        )
        .returning();
      if (signed) notify(signed, 'CONTRACT.SIGNED', now);
      return view(signed ?? (await contract(contractCode)));
    },

    async terminateByPayer(contractCode) {
      await terminate(contractCode);
    },
  };
}
