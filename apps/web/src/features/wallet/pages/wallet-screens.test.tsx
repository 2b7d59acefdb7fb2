import { WalletRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';
import { aBalanceInfo, aMovement } from '../test/builders';

// The wallet's own detail and withdrawal screens (the same screens as the account balance's, wallet-pages.test.tsx).
const cases: ScreenCase[] = [
  {
    at: '/wallet',
    state: 'opens the balance',
    serve: { [at(WalletRoutes.balanceInfo)]: ok(aBalanceInfo()) },
    landsAt: '/accountBalance',
    shows: ['42.00'],
  },
  {
    at: '/walletDetail',
    state: 'data',
    serve: { [at(WalletRoutes.movements)]: ok({ results: [aMovement()], totalRecord: 1 }) },
    shows: ['停车缴费', '-8.00', '余额 42.00'],
  },
  {
    at: '/walletDetail',
    state: 'empty',
    serve: { [at(WalletRoutes.movements)]: ok({ results: [], totalRecord: 0 }) },
    shows: ['暂无余额明细'],
  },
  { at: '/walletDetail', state: 'error', serve: { [at(WalletRoutes.movements)]: broken() }, shows: ['明细加载失败'] },
  {
    at: '/walletCash',
    state: 'nothing to withdraw',
    serve: { [at(WalletRoutes.balanceInfo)]: ok(aBalanceInfo({ balanceFen: 500, withdrawableFen: 0 })) },
    shows: ['暂无可提现金额', '不可原路退回'],
  },
  { at: '/walletCash', state: 'error', serve: { [at(WalletRoutes.balanceInfo)]: broken() }, shows: ['余额加载失败'] },
];

describe('wallet screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
