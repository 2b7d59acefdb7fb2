import type { INVITE_CODE_PARAM } from '@parking/contracts';
import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** The invitation's code. */
    receiveRewards: { [INVITE_CODE_PARAM]: string };
  }
}

/** Rewards (features/rewards, decision 052): invite a friend, the invitee's landing page, 金币计划. */
export const rewardsScreens: Screen[] = [
  {
    path: '/registerShare',
    group: 'rewards',
    frame: true,
    page: () => import('./pages/register-share-page'),
    meta: { title: '邀请有礼', needLogin: true },
  },
  {
    // A visitor opens a shared link before having an account: no login here (the page offers registering).
    path: '/receiveRewards',
    group: 'rewards',
    page: () => import('./pages/receive-rewards-page'),
    meta: { title: '领取奖励' },
  },
  {
    path: '/goldPlanResults',
    group: 'rewards',
    frame: true,
    page: () => import('./pages/gold-plan-page'),
    meta: { title: '金币计划', needLogin: true },
  },
];
