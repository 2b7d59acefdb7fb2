import {
  AgreementParams,
  AutoPayOverview,
  AutoPayUpdate,
  BalanceInfo,
  DefaultWallet,
  MovementDetail,
  MovementParams,
  OrderNoParams,
  PageQuery,
  PayOrder,
  PlateIdParams,
  RechargeRequest,
  RechargeStatus,
  StartedWithholding,
  StartWithholdingRequest,
  WalletMovements,
  WalletPaths,
  Wallets,
  WithdrawRequest,
  Withdrawal,
  WithdrawalParams,
  WithdrawalPartParams,
  Withdrawals,
  WithholdingAgreement,
  WithholdingAgreements,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, payerOf, sendPayAnswer } from '../payments';
import type { WalletModule } from './wallet.wiring';

/** The driver's own wallet: every route reads and moves only `req.driver`'s money (no id names another driver's). */
const ownerOf = (req: FastifyRequest) => ({ dealerId: req.dealer.id, driverId: req.driver.id });
const WalletQuery = z.object({ walletId: z.string().max(32).optional() });
const MovementsQuery = PageQuery.extend({ walletId: z.string().max(32).optional() });

/** Wallet routes (spec sections 2 and 7): balances, details, recharge, withdrawal, withholding and auto-pay. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletModule }> = async (app, { wallet }) => {
  const driver = app.requireDriver;
  const money = { preHandler: driver, config: { authModel: 1 as const } };

  app.get(
    WalletPaths.DEFAULT_WALLET,
    { schema: { response: { 200: envelope(DefaultWallet) } }, preHandler: driver },
    async (req) => ok(await wallet.balances.defaultWallet(ownerOf(req))),
  );

  app.get(WalletPaths.WALLETS, { schema: { response: { 200: envelope(Wallets) } }, preHandler: driver }, async (req) =>
    ok(await wallet.balances.wallets(ownerOf(req))),
  );

  app.get(
    WalletPaths.BALANCE_INFO,
    { schema: { querystring: WalletQuery, response: { 200: envelope(BalanceInfo) } }, preHandler: driver },
    async (req) => {
      wallet.balances.assertOwnWallet(ownerOf(req), req.query.walletId);
      return ok(await wallet.balances.balanceInfo(ownerOf(req)));
    },
  );

  app.get(
    WalletPaths.DETAILS,
    { schema: { querystring: MovementsQuery, response: { 200: envelope(WalletMovements) } }, preHandler: driver },
    async (req) => {
      wallet.balances.assertOwnWallet(ownerOf(req), req.query.walletId);
      return ok(await wallet.details.list(ownerOf(req), req.query));
    },
  );

  app.get(
    `${WalletPaths.DETAILS}/:movementId`,
    { schema: { params: MovementParams, response: { 200: envelope(MovementDetail) } }, preHandler: driver },
    async (req) => ok(await wallet.details.detail(ownerOf(req), req.params.movementId)),
  );

  app.post(
    WalletPaths.RECHARGES,
    { schema: { body: RechargeRequest, response: { 200: envelope(PayOrder) } }, ...money },
    async (req, reply) => {
      const answer = await wallet.recharges.recharge(
        payerOf(req, req.driver.id),
        ownerOf(req),
        req.body,
        idempotencyKeyOf(req),
      );
      return sendPayAnswer(reply, answer);
    },
  );

  app.get(
    `${WalletPaths.RECHARGES}/:orderNo`,
    { schema: { params: OrderNoParams, response: { 200: envelope(RechargeStatus) } }, ...money },
    async (req) => ok(await wallet.recharges.status(ownerOf(req), req.params.orderNo)),
  );

  app.post(
    WalletPaths.WITHDRAWALS,
    { schema: { body: WithdrawRequest, response: { 200: envelope(Withdrawal) } }, ...money },
    async (req) => ok(await wallet.withdrawals.withdraw(ownerOf(req), req.body.amountFen, idempotencyKeyOf(req))),
  );

  app.get(
    WalletPaths.WITHDRAWALS,
    { schema: { querystring: PageQuery, response: { 200: envelope(Withdrawals) } }, ...money },
    async (req) => ok(await wallet.withdrawals.list(ownerOf(req), req.query)),
  );

  app.get(
    `${WalletPaths.WITHDRAWALS}/:withdrawalId`,
    { schema: { params: WithdrawalParams, response: { 200: envelope(Withdrawal) } }, ...money },
    async (req) => ok(await wallet.withdrawals.get(ownerOf(req), req.params.withdrawalId)),
  );

  app.post(
    `${WalletPaths.WITHDRAWALS}/:withdrawalId/parts/:partId/retry`,
    { schema: { params: WithdrawalPartParams, response: { 200: envelope(Withdrawal) } }, ...money },
    async (req) => ok(await wallet.withdrawals.retryPart(ownerOf(req), req.params.withdrawalId, req.params.partId)),
  );

  app.post(
    `${WalletPaths.WITHDRAWALS}/:withdrawalId/parts/:partId/return`,
    { schema: { params: WithdrawalPartParams, response: { 200: envelope(Withdrawal) } }, ...money },
    async (req) => ok(await wallet.withdrawals.returnPart(ownerOf(req), req.params.withdrawalId, req.params.partId)),
  );

  app.get(
    WalletPaths.WITHHOLDINGS,
    { schema: { response: { 200: envelope(WithholdingAgreements) } }, ...money },
    async (req) => ok(await wallet.withholding.list(ownerOf(req))),
  );

  app.post(
    WalletPaths.WITHHOLDINGS,
    { schema: { body: StartWithholdingRequest, response: { 200: envelope(StartedWithholding) } }, ...money },
    async (req) => ok(await wallet.withholding.start(ownerOf(req), req.body.payChannel)),
  );

  app.get(
    `${WalletPaths.WITHHOLDINGS}/:agreementId`,
    { schema: { params: AgreementParams, response: { 200: envelope(WithholdingAgreement) } }, ...money },
    async (req) => ok(await wallet.withholding.get(ownerOf(req), req.params.agreementId)),
  );

  app.delete(
    `${WalletPaths.WITHHOLDINGS}/:agreementId`,
    { schema: { params: AgreementParams, response: { 200: envelope(WithholdingAgreement) } }, ...money },
    async (req) => ok(await wallet.withholding.cancel(ownerOf(req), req.params.agreementId)),
  );

  app.get(
    WalletPaths.AUTO_PAY,
    { schema: { response: { 200: envelope(AutoPayOverview) } }, preHandler: driver },
    async (req) => ok(await wallet.autoPay.overview(req.driver)),
  );

  app.put(
    `${WalletPaths.AUTO_PAY}/:plateId`,
    {
      schema: { params: PlateIdParams, body: AutoPayUpdate, response: { 200: envelope(AutoPayOverview) } },
      preHandler: driver,
    },
    async (req) => ok(await wallet.autoPay.setEnabled(req.driver, req.params.plateId, req.body.enabled)),
  );
};
