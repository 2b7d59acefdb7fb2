import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    accountBalanceReslut: { orderNo: string; cancelled?: 1 } | { withdrawalId: string };
    walletReslut: { orderNo: string; cancelled?: 1 } | { withdrawalId: string };
  }
}

/** The wallet (features/wallet): the account balance and wallet screens, and auto-pay on exit (无感支付). */
export const walletScreens: Screen[] = [
  {
    path: '/accountBalance',
    group: 'wallet',
    frame: true,
    page: () => import('./pages/account-balance-page'),
    meta: { title: '账户余额', needLogin: true },
  },
  {
    path: '/accountBalanceDetail',
    group: 'wallet',
    page: () => import('./pages/account-balance-detail-page'),
    meta: { title: '余额明细', needLogin: true },
  },
  {
    path: '/accountBalanceCash',
    group: 'wallet',
    page: () => import('./pages/account-balance-cash-page'),
    meta: { title: '余额提现', needLogin: true },
  },
  {
    path: '/accountBalanceReslut',
    group: 'wallet',
    page: () => import('./pages/account-balance-result-page'),
    meta: { title: '处理结果', needLogin: true },
  },
  {
    path: '/wallet',
    group: 'wallet',
    page: () => import('./pages/wallet-page'),
    meta: { title: '账户余额', needLogin: true },
  },
  {
    path: '/walletDetail',
    group: 'wallet',
    page: () => import('./pages/wallet-detail-page'),
    meta: { title: '钱包明细', needLogin: true },
  },
  {
    path: '/walletCash',
    group: 'wallet',
    page: () => import('./pages/wallet-cash-page'),
    meta: { title: '钱包提现', needLogin: true },
  },
  {
    path: '/walletReslut',
    group: 'wallet',
    page: () => import('./pages/wallet-result-page'),
    meta: { title: '处理结果', needLogin: true },
  },
  {
    path: '/sencelessPayment',
    group: 'wallet',
    frame: true,
    page: () => import('./pages/auto-pay-page'),
    meta: { title: '无感支付', needLogin: true },
  },
  {
    path: '/sencelessPaymentList',
    group: 'wallet',
    page: () => import('./pages/auto-pay-list-page'),
    meta: { title: '免密支付协议', needLogin: true },
  },
];
