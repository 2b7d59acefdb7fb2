import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** The wallet (features/wallet): the account balance and wallet screens, and auto-pay on exit (无感支付). */
export const walletRoutes: AppRoute[] = [
  {
    path: Paths.ACCOUNT_BALANCE,
    page: () => import('../../features/wallet/pages/account-balance-page'),
    meta: { title: '账户余额', needLogin: true },
  },
  {
    path: '/accountBalanceDetail',
    page: () => import('../../features/wallet/pages/account-balance-detail-page'),
    meta: { title: '余额明细', needLogin: true },
  },
  {
    path: '/accountBalanceCash',
    page: () => import('../../features/wallet/pages/account-balance-cash-page'),
    meta: { title: '余额提现', needLogin: true },
  },
  {
    path: '/accountBalanceReslut',
    page: () => import('../../features/wallet/pages/account-balance-result-page'),
    meta: { title: '处理结果', needLogin: true },
  },
  {
    path: Paths.WALLET,
    page: () => import('../../features/wallet/pages/wallet-page'),
    meta: { title: '账户余额', needLogin: true },
  },
  {
    path: '/walletDetail',
    page: () => import('../../features/wallet/pages/wallet-detail-page'),
    meta: { title: '钱包明细', needLogin: true },
  },
  {
    path: '/walletCash',
    page: () => import('../../features/wallet/pages/wallet-cash-page'),
    meta: { title: '钱包提现', needLogin: true },
  },
  {
    path: '/walletReslut',
    page: () => import('../../features/wallet/pages/wallet-result-page'),
    meta: { title: '处理结果', needLogin: true },
  },
  {
    path: '/sencelessPayment',
    page: () => import('../../features/wallet/pages/senceless-payment-page'),
    meta: { title: '无感支付', needLogin: true },
  },
  {
    path: '/sencelessPaymentList',
    page: () => import('../../features/wallet/pages/senceless-payment-list-page'),
    meta: { title: '免密支付协议', needLogin: true },
  },
];
