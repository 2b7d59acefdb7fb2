import {
  AppError,
  ErrorCode,
  formatPlateNo,
  PlateColor,
  type AutoPayOverview,
  type DeductionOrder,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { ProviderRequestError } from '../../integrations/payments';
import { staysPort, type AutoPayAsk, type AutoPayHook, type AutoPayResult, type StayRow } from '../parking';
import { ordersOf, type Payments } from '../payments';
import type { DriverRef, PlatesService } from '../vehicles';
import type { Background } from './background';
import { createWalletRepository, type ChargeRow, type WalletOwner } from './wallet.repository';
import { agreementView } from './wallet.views';
import type { DealerFacts } from './dealer-facts';
import { providerOfAgreement, signableChannels, type AgreementProviders } from './withholding-agreements.service';

/** Pauses before asking a provider again after a failure it may recover from, by attempt. */
const RETRY_PAUSES_MS = [5_000, 30_000, 120_000, 600_000];
/** After this many attempts a withholding is given up: the stay stays arrears (or the balance pays it). */
const MAX_ATTEMPTS = 6;
/** Stays a car can leave from: an abnormal or finished stay is never charged automatically. */
const CHARGEABLE: readonly string[] = ['parked', 'awaitingPayment'];

type Method = 'balance' | 'withholding';
const methodsOf = (order: DeductionOrder): Method[] =>
  order === 'withholdingFirst' ? ['withholding', 'balance'] : ['balance', 'withholding'];

const isRefusal = (error: unknown) =>
  error instanceof AppError &&
  (error.code === ErrorCode.INSUFFICIENT_BALANCE || error.code === ErrorCode.QUOTE_CHANGED);

export interface AutoPayOptions {
  db: Db;
  clock: Clock;
  payments: Payments;
  plates: PlatesService;
  providers: AgreementProviders;
  background: Background;
  dealer: DealerFacts;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * Auto-pay on exit (无感支付): plates a driver opted in have their fee taken when the gate or collector ends the stay,
 * in the plate's deduction order (/orderDeduction): the wallet balance at once, or the withholding agreement (the
 * car leaves, the provider is asked after the exit commits, its notification pays the stay). When neither can, the
 * car pays at the lane or leaves in arrears as usual.
 */
export function createAutoPay({ db, clock, payments, plates, providers, background, dealer, log }: AutoPayOptions) {
  /** Inside `tx`, a savepoint: the wallet pays the stay, or nothing is written. */
  async function tryBalance(tx: Db, owner: WalletOwner, stay: StayRow, dueFen: number, at: Date): Promise<boolean> {
    if (!(await dealer.balanceOffered(owner.dealerId, tx))) return false;
    try {
      await tx.transaction((sp) => payments.autoPayOrders.payFromBalance(sp, { ...owner, stay, dueFen, at }));
      return true;
    } catch (error) {
      if (isRefusal(error)) return false;
      throw error;
    }
  }

  async function tryWithholding(tx: Db, owner: WalletOwner, stay: StayRow, dueFen: number, at: Date) {
    const repo = createWalletRepository(tx);
    const agreement = await repo.activeAgreementOf(owner);
    const provider = agreement && providerOfAgreement(providers, agreement);
    if (!agreement || !provider) return false;
    const order = await payments.autoPayOrders.openWithholding(
      tx,
      { ...owner, stay, dueFen, at },
      agreement.payChannel,
      provider.name,
    );
    await repo.insertCharge({
      orderId: order.id,
      agreementId: agreement.id,
      dealerId: owner.dealerId,
      sessionId: stay.id,
      state: 'queued',
      nextAttemptAt: at,
      createdAt: at,
      updatedAt: at,
    });
    return true;
  }

  /** After a refused withholding: the wallet pays the arrears if it can, else they stay for the driver to pay. */
  async function fallBackToBalance(charge: ChargeRow, driverId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const stay = await staysPort.lockStay(tx, charge.sessionId);
      const dueFen = stay && stay.state === 'arrears' ? (stay.totalFen ?? 0) - stay.paidFen : 0;
      if (!stay || dueFen <= 0) return false;
      return tryBalance(tx, { dealerId: charge.dealerId, driverId }, stay, dueFen, clock.now());
    });
  }

  /** Asks the provider to take one queued withholding. */
  async function submit(charge: ChargeRow): Promise<void> {
    const repo = createWalletRepository(db);
    const orders = ordersOf(db);
    const now = clock.now();
    const order = await orders.byId(charge.orderId);
    const agreement = await repo.unsafeAgreementById(charge.agreementId);
    const provider = agreement && providerOfAgreement(providers, agreement);
    if (!order || order.state !== 'pending' || !agreement?.providerContractId || !provider) {
      await repo.settleCharge(charge.orderId, order?.state === 'paid' ? 'submitted' : 'refused', now, 'not pending');
      return;
    }
    try {
      await provider.withhold({
        contractCode: agreement.contractCode,
        contractId: agreement.providerContractId,
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        description: order.description,
        // Results come as payment notifications: papay's in APIv2 XML to a channel of their own.
        notifyUrl: payments.notifyUrl(provider.paymentNotifications?.channel ?? provider.name),
      });
      await repo.settleCharge(charge.orderId, 'submitted', now);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = (error instanceof ProviderRequestError && !error.retryable) || charge.attempts + 1 >= MAX_ATTEMPTS;
      if (!final) {
        const pause = RETRY_PAUSES_MS[charge.attempts] ?? RETRY_PAUSES_MS.at(-1)!;
        await repo.rescheduleCharge(charge.orderId, new Date(now.getTime() + pause), reason.slice(0, 500), now);
        return;
      }
      log.warn({ orderNo: order.orderNo, reason }, 'withholding refused; falling back to the balance or arrears');
      if (!(await repo.settleCharge(charge.orderId, 'refused', now, reason.slice(0, 500)))) return;
      // Closed here; should the provider take the money after all, its notification is captured as late money.
      await orders.markClosed(order.id, 'launchFailed', now, false);
      await fallBackToBalance(charge, order.driverId!);
    }
  }

  async function dispatchDue(): Promise<number> {
    const due = await createWalletRepository(db).dueCharges(clock.now(), 20);
    for (const charge of due) await submit(charge);
    return due.length;
  }

  /** The driver's plates with their auto-pay, and what can pay for them. */
  async function overview(driver: DriverRef): Promise<AutoPayOverview> {
    const owner = { dealerId: driver.dealerId, driverId: driver.id };
    const repo = createWalletRepository(db);
    const enabled = await repo.enabledPlateIds(owner);
    const { results } = await plates.list(driver);
    const agreements = await repo.agreements(owner);
    return {
      plates: results.map((p) => ({
        plateId: p.plateId,
        plateNo: p.plateNo,
        formatPlateNo: formatPlateNo(p.plateNo),
        plateColor: p.plateColor === PlateColor.YELLOW ? PlateColor.YELLOW : null,
        enabled: enabled.has(p.plateId),
        deductionOrder: p.deductionOrder,
      })),
      balanceUsable: await dealer.balanceOffered(driver.dealerId),
      balanceFen: await repo.balanceFen(owner),
      activeAgreements: agreements.filter((a) => a.state === 'active').map(agreementView),
      signableChannels: signableChannels(providers),
    };
  }

  async function tryPayOne(tx: Db, { stay, dueFen, at }: AutoPayAsk): Promise<AutoPayResult> {
    if (!CHARGEABLE.includes(stay.state)) return 'none';
    const payer = await createWalletRepository(tx).autoPayerOf(stay.dealerId, stay.plateNo, stay.plateColor);
    if (!payer) return 'none';
    const owner = { dealerId: stay.dealerId, driverId: payer.driverId };
    for (const method of methodsOf(payer.deductionOrder)) {
      if (method === 'balance' && (await tryBalance(tx, owner, stay, dueFen, at))) return 'paid';
      if (method === 'withholding' && (await tryWithholding(tx, owner, stay, dueFen, at))) return 'withholding';
    }
    return 'none';
  }

  const hook: AutoPayHook = {
    tryPay: (tx, owed) => inTurn(owed, (ask) => tryPayOne(tx, ask)),
    withholdingQueued: () => background.run('withholding', dispatchDue),
  };

  return {
    hook,
    dispatchDue,

    overview,

    /** Opts one of the driver's plates in or out; opting in needs something that can pay (balance or agreement). */
    async setEnabled(driver: DriverRef, plateId: string, enabled: boolean): Promise<AutoPayOverview> {
      const plate = await plates.ownedPlate(driver, plateId);
      const owner = { dealerId: driver.dealerId, driverId: driver.id };
      const repo = createWalletRepository(db);
      if (!enabled) {
        await repo.disablePlate(owner, plate.id);
      } else {
        const canPay = (await dealer.balanceOffered(driver.dealerId)) || (await repo.activeAgreementOf(owner));
        if (!canPay) throw new AppError(ErrorCode.CONFLICT, '请先开通免密支付或余额支付');
        await repo.enablePlate(owner, plate.id, clock.now());
      }
      return overview(driver);
    },
  };
}
export type AutoPay = ReturnType<typeof createAutoPay>;
