import { operations } from '../operation-schemas';
import { FollowList, FollowState, FollowTarget } from './follows';
import { FollowsRoutes } from './routes';

export const FollowsOps = operations(FollowsRoutes, {
  follows: { response: FollowList },
  followState: { params: FollowTarget, response: FollowState },
  follow: { body: FollowTarget, response: FollowState },
  unfollow: { params: FollowTarget, response: FollowState },
});
