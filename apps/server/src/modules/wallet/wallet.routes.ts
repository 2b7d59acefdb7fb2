import { WalletOps, ok } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../kernel/serve';
import { idempotencyKeyOf, payerOf, sendPayAnswer } from '../payments';
import type { WalletModule } from './wallet.wiring';

/** The driver's own wallet: every route reads and moves only `req.driver`'s money (no id names another driver's). */
const ownerOf = (req: FastifyRequest) => ({ dealerId: req.dealer.id, driverId: req.driver.id });

/** Wallet routes (spec sections 2 and 7): balances, details, recharge, withdrawal, withholding and auto-pay. */
export async function walletRoutes(app: FastifyInstance, { wallet }: { wallet: WalletModule }) {
  const signedIn = { preHandler: app.requireDriver };

  serve(app, WalletOps.defaultWallet, signedIn, async (req) => ok(await wallet.balances.defaultWallet(ownerOf(req))));

  serve(app, WalletOps.wallets, signedIn, async (req) => ok(await wallet.balances.wallets(ownerOf(req))));

  serve(app, WalletOps.balanceInfo, signedIn, async (req) => {
    wallet.balances.assertOwnWallet(ownerOf(req), req.query.walletId);
    return ok(await wallet.balances.balanceInfo(ownerOf(req)));
  });

  serve(app, WalletOps.movements, signedIn, async (req) => {
    wallet.balances.assertOwnWallet(ownerOf(req), req.query.walletId);
    return ok(await wallet.details.list(ownerOf(req), req.query));
  });

  serve(app, WalletOps.movement, signedIn, async (req) =>
    ok(await wallet.details.detail(ownerOf(req), req.params.movementId)),
  );

  serve(app, WalletOps.recharge, signedIn, async (req, reply) => {
    const answer = await wallet.recharges.recharge(
      payerOf(req, req.driver.id),
      ownerOf(req),
      req.body,
      idempotencyKeyOf(req),
    );
    return sendPayAnswer(reply, answer);
  });

  serve(app, WalletOps.rechargeStatus, signedIn, async (req) =>
    ok(await wallet.recharges.status(ownerOf(req), req.params.orderNo)),
  );

  serve(app, WalletOps.withdraw, signedIn, async (req) =>
    ok(await wallet.withdrawals.withdraw(ownerOf(req), req.body.amountFen, idempotencyKeyOf(req))),
  );

  serve(app, WalletOps.withdrawals, signedIn, async (req) =>
    ok(await wallet.withdrawals.list(ownerOf(req), req.query)),
  );

  serve(app, WalletOps.withdrawal, signedIn, async (req) =>
    ok(await wallet.withdrawals.get(ownerOf(req), req.params.withdrawalId)),
  );

  serve(app, WalletOps.retryWithdrawalPart, signedIn, async (req) =>
    ok(await wallet.withdrawals.retryPart(ownerOf(req), req.params.withdrawalId, req.params.partId)),
  );

  serve(app, WalletOps.returnWithdrawalPart, signedIn, async (req) =>
    ok(await wallet.withdrawals.returnPart(ownerOf(req), req.params.withdrawalId, req.params.partId)),
  );

  serve(app, WalletOps.withholdings, signedIn, async (req) => ok(await wallet.agreements.list(ownerOf(req))));

  serve(app, WalletOps.startWithholding, signedIn, async (req) =>
    ok(await wallet.agreements.start(ownerOf(req), req.body.payChannel)),
  );

  serve(app, WalletOps.withholding, signedIn, async (req) =>
    ok(await wallet.agreements.get(ownerOf(req), req.params.agreementId)),
  );

  serve(app, WalletOps.cancelWithholding, signedIn, async (req) =>
    ok(await wallet.agreements.cancel(ownerOf(req), req.params.agreementId)),
  );

  serve(app, WalletOps.autoPay, signedIn, async (req) => ok(await wallet.autoPay.overview(req.driver)));

  serve(app, WalletOps.setAutoPay, signedIn, async (req) =>
    ok(await wallet.autoPay.setEnabled(req.driver, req.params.plateId, req.body.enabled)),
  );
}
