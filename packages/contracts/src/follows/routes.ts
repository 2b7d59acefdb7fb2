// Zod-free: the parks and stations a driver follows (/fllowManage, decision 041), types only.
import { route } from '../operation';
import type { FollowList, FollowState, FollowTarget } from './follows';

export const FollowsRoutes = {
  /** Everything the driver follows, newest first, with availability and price now. */
  follows: route('GET', '/driver/v2/api/follows').io<{ response: FollowList }>(),
  /** Whether the driver follows this park or station (the park sheet's and station page's button). */
  followState: route('GET', '/driver/v2/api/follows/:kind/:targetId').io<{ response: FollowState }>(),
  /** Follow a park or station of the driver's dealer (at most FOLLOW_LIMIT; following twice changes nothing). */
  follow: route('POST', '/driver/v2/api/follows').io<{ body: FollowTarget; response: FollowState }>(),
  unfollow: route('DELETE', '/driver/v2/api/follows/:kind/:targetId').io<{ response: FollowState }>(),
};
