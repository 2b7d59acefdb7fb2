import type { AppRoute } from '../first-routes';

/** Rewards (features/rewards, decision 052): invite a friend, the invitee's landing page, 金币计划. */
export const rewardsRoutes: AppRoute[] = [
  {
    path: '/registerShare',
    page: () => import('../../features/rewards/pages/register-share-page'),
    meta: { title: '邀请有礼', needLogin: true },
  },
  {
    // A visitor opens a shared link before having an account: no login here (the page offers registering).
    path: '/receiveRewards',
    page: () => import('../../features/rewards/pages/receive-rewards-page'),
    meta: { title: '领取奖励' },
  },
  {
    path: '/goldPlanResults',
    page: () => import('../../features/rewards/pages/gold-plan-page'),
    meta: { title: '金币计划', needLogin: true },
  },
];
