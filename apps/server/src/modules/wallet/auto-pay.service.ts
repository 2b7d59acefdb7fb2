import { AppError, ErrorCode, formatPlateNo, PlateColor, type AutoPayOverview } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { SplitBatch } from '../../db/group-commit';
import { ProviderRequestError } from '../../integrations/payments';
import { staysPort, type AutoPayAsk, type AutoPayHook, type AutoPayResult } from '../parking';
import { ordersOf, type Payments } from '../payments';
import type { DriverRef, PlatesService } from '../vehicles';
import type { Background } from './background';
import { createAutoPayment, methodsOf } from './auto-payment';
import { createWalletRepository, type ChargeRow } from './wallet.repository';
import { agreementView } from './wallet.views';
import type { DealerFacts } from './dealer-facts';
import { providerOfAgreement, signableChannels, type AgreementProviders } from './withholding-agreements.service';

/** Pauses before asking a provider again after a failure it may recover from, by attempt. */
const RETRY_PAUSES_MS = [5_000, 30_000, 120_000, 600_000];
/** After this many attempts a withholding is given up: the stay stays arrears (or the balance pays it). */
const MAX_ATTEMPTS = 6;
/** Stays a car can leave from: an abnormal or finished stay is never charged automatically. */
const CHARGEABLE: readonly string[] = ['parked', 'awaitingPayment'];

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
  const payAutomatically = createAutoPayment({ payments, providers, dealer });

  /** After a refused withholding: the wallet pays the arrears if it can, else they stay for the driver to pay. */
  async function fallBackToBalance(charge: ChargeRow, driverId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const stay = await staysPort.lockStay(tx, charge.sessionId);
      const dueFen = stay && stay.state === 'arrears' ? (stay.totalFen ?? 0) - stay.paidFen : 0;
      if (!stay || dueFen <= 0) return false;
      const owner = { dealerId: charge.dealerId, driverId };
      const claim = { owner, stay, dueFen, at: clock.now(), methods: ['balance' as const] };
      return (await payAutomatically(tx, [claim]))[0] === 'paid';
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

  /**
   * Auto-pay of the stays a batch of exits ended (decision 098): one answer per stay, in order, the same as asking for
   * each in turn; an empty list reads nothing.
   */
  async function tryPay(tx: Db, owed: readonly AutoPayAsk[]): Promise<AutoPayResult[]> {
    const chargeable = owed.flatMap((ask, i) => (CHARGEABLE.includes(ask.stay.state) ? [{ ask, i }] : []));
    const results: AutoPayResult[] = owed.map(() => 'none');
    if (chargeable.length === 0) return results;
    // A stay asked twice (not a batch of exits' doing) pays once, as in turn: one stay at a time decides it.
    if (new Set(owed.map((ask) => ask.stay.id)).size !== owed.length) throw new SplitBatch('a stay twice in a batch');
    const payers = await createWalletRepository(tx).autoPayersOf(chargeable.map(({ ask }) => ask.stay));
    const claims = chargeable.flatMap(({ ask, i }, k) => {
      const payer = payers[k];
      if (!payer) return [];
      const owner = { dealerId: ask.stay.dealerId, driverId: payer.driverId };
      return [
        { index: i, owner, stay: ask.stay, dueFen: ask.dueFen, at: ask.at, methods: methodsOf(payer.deductionOrder) },
      ];
    });
    const paid = await payAutomatically(tx, claims);
    claims.forEach((claim, k) => (results[claim.index] = paid[k]!));
    return results;
  }

  const hook: AutoPayHook = {
    tryPay,
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
