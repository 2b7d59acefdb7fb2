import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  type StartedWithholding,
  type WithholdingAgreement,
  type WithholdingAgreements,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import {
  ProviderSignatureError,
  wellFormedNotification,
  type IncomingNotification,
  type NotificationAck,
  type ProviderName,
  type WithholdingProvider,
} from '../../integrations/payments';
import { createWalletRepository, type AgreementRow, type WalletOwner } from './wallet.repository';
import { agreementView } from './wallet.views';

/** How long a signing page stays valid. */
const SIGN_TTL_MS = 30 * 60_000;
const DISPLAY_NAME = { 2: '停车费免密支付（支付宝）', 3: '停车费免密支付（微信）' } as const;

const newContractCode = () => `C${Date.now().toString(36)}${randomBytes(10).toString('hex')}`.toUpperCase();

/** Who keeps the agreements of each wallet channel (2 Alipay, 3 WeChat Pay); a channel without one offers none. */
export type AgreementProviders = Partial<Record<2 | 3, WithholdingProvider>>;

/** The channels an agreement can be signed for, WeChat Pay first. */
export const signableChannels = (providers: AgreementProviders): (2 | 3)[] =>
  ([3, 2] as const).filter((channel) => providers[channel] !== undefined);

/** The provider that keeps this agreement now (none when the configuration moved its channel to another). */
export const providerOfAgreement = (
  providers: AgreementProviders,
  row: Pick<AgreementRow, 'payChannel' | 'provider'>,
): WithholdingProvider | undefined => {
  const provider = providers[row.payChannel as 2 | 3];
  return provider?.name === row.provider ? provider : undefined;
};

export interface AgreementServiceOptions {
  db: Db;
  clock: Clock;
  providers: AgreementProviders;
  /** Where a provider posts its agreement notifications. */
  notifyUrl: (provider: ProviderName) => string;
  /** Where its signing page sends the browser back to. */
  returnUrl: (agreementId: string) => string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Withholding agreements (免密支付): signed on the provider's page, made active only by the provider's signed
 * notification (or its answer when asked), ended by the driver here or by the payer in their wallet app.
 */
export function createAgreementService({ db, clock, providers, notifyUrl, returnUrl, log }: AgreementServiceOptions) {
  const repo = createWalletRepository(db);

  function keeperOf(row: AgreementRow): WithholdingProvider {
    const provider = providerOfAgreement(providers, row);
    if (!provider) throw new AppError(ErrorCode.WITHHOLDING_UNAVAILABLE);
    return provider;
  }

  /** Brings a signing agreement up to date with the provider (a lost notification, a lapsed page). */
  async function refresh(row: AgreementRow): Promise<AgreementRow> {
    const provider = providerOfAgreement(providers, row);
    if (row.state !== 'signing' || !provider) return row;
    const status = await provider.queryContract(row.contractCode);
    const now = clock.now();
    if (status.state === 'active') {
      return (await repo.activateAgreement(row.id, status.contractId, status.signedAt, now)) ?? row;
    }
    if (status.state === 'terminated' || row.signBefore <= now) {
      if (status.state === 'signing') await provider.terminateContract(row.contractCode);
      return (await repo.endAgreement(row.id, 'expired', 'expired', now)) ?? row;
    }
    return row;
  }

  async function own(owner: WalletOwner, agreementId: string): Promise<AgreementRow> {
    const row = await repo.agreement(owner, agreementId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '协议不存在');
    return row;
  }

  async function signUrlOf(row: AgreementRow): Promise<string> {
    const provider = keeperOf(row);
    const { signUrl } = await provider.createContract({
      contractCode: row.contractCode,
      payChannel: row.payChannel,
      displayName: DISPLAY_NAME[row.payChannel],
      notifyUrl: notifyUrl(provider.name),
      returnUrl: returnUrl(row.id),
      signBefore: row.signBefore,
    });
    return signUrl;
  }

  return {
    /** Channels an agreement can be signed for here. */
    signableChannels: (): (2 | 3)[] => signableChannels(providers),

    /** Starts signing for a wallet channel; a signing page already handed out is handed out again. */
    async start(owner: WalletOwner, payChannel: 2 | 3): Promise<StartedWithholding> {
      const provider = providers[payChannel];
      if (!provider) throw new AppError(ErrorCode.WITHHOLDING_UNAVAILABLE);
      let live = await repo.liveAgreement(owner, payChannel);
      if (live) live = await refresh(live);
      if (live?.state === 'active') throw new AppError(ErrorCode.CONFLICT, '已开通该免密支付，无需重复签约');
      if (live?.state !== 'signing') {
        const now = clock.now();
        try {
          live = await repo.insertAgreement({
            ...owner,
            payChannel,
            provider: provider.name,
            contractCode: newContractCode(),
            state: 'signing',
            signBefore: new Date(now.getTime() + SIGN_TTL_MS),
            createdAt: now,
            updatedAt: now,
          });
        } catch (error) {
          // The same driver starting twice at once: the other request's agreement is the one.
          if (!isUniqueViolation(error, 'withholding_agreements_one_live')) throw error;
          live = await repo.liveAgreement(owner, payChannel);
          if (!live) throw error;
        }
      }
      return { agreement: agreementView(live), signUrl: await signUrlOf(live) };
    },

    async list(owner: WalletOwner): Promise<WithholdingAgreements> {
      const rows = await repo.agreements(owner);
      const fresh = [];
      for (const row of rows) fresh.push(await refresh(row));
      return { results: fresh.map(agreementView), totalRecord: fresh.length };
    },

    async get(owner: WalletOwner, agreementId: string): Promise<WithholdingAgreement> {
      return agreementView(await refresh(await own(owner, agreementId)));
    },

    /** Ends an agreement at the driver's request: the provider first, so no fee is taken under it afterwards. */
    async cancel(owner: WalletOwner, agreementId: string): Promise<WithholdingAgreement> {
      const row = await own(owner, agreementId);
      if (row.state !== 'signing' && row.state !== 'active') {
        throw new AppError(ErrorCode.CONFLICT, '该协议已解约或未签约');
      }
      await keeperOf(row).terminateContract(row.contractCode);
      const ended = await repo.endAgreement(row.id, 'cancelled', 'driver', clock.now());
      return agreementView(ended ?? (await own(owner, agreementId)));
    },

    /** A provider's agreement notification: verified, then applied through conditional state changes only. */
    async onNotification(providerName: string, incoming: IncomingNotification): Promise<NotificationAck> {
      const provider = Object.values(providers).find((p) => p.name === providerName);
      if (!provider) return { status: 404, headers: {}, body: '' };
      try {
        const note = wellFormedNotification(provider.name, await provider.parseContractNotification(incoming));
        const row = await repo.agreementByCode(note.contractCode);
        if (!row || row.provider !== provider.name) {
          log.warn(
            { provider: provider.name, contractCode: note.contractCode },
            'agreement notification for an unknown contract',
          );
          return provider.notificationAck(true);
        }
        if (note.state === 'active')
          await repo.activateAgreement(row.id, note.contractId, note.occurredAt, clock.now());
        else await repo.endAgreement(row.id, 'cancelled', 'provider', clock.now());
        return provider.notificationAck(true);
      } catch (error) {
        if (error instanceof ProviderSignatureError) {
          log.warn({ provider: provider.name, reason: error.message }, 'agreement notification refused: not authentic');
          return { ...provider.notificationAck(false), status: 401 };
        }
        log.error({ err: error }, 'agreement notification handling failed');
        return provider.notificationAck(false);
      }
    },

    /** Signing pages that lapsed: asked once more, then expired (the job's round). */
    async expireLapsed(): Promise<number> {
      const rows = await repo.lapsedSignings(clock.now(), 50);
      for (const row of rows) await refresh(row);
      return rows.length;
    },
  };
}
export type AgreementService = ReturnType<typeof createAgreementService>;
