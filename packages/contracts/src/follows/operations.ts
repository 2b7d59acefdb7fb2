import { operations } from '../operation-schemas';
import * as Follows from './follows';
import { FollowsRoutes } from './routes';

export const FollowsOps = operations(FollowsRoutes, {
  follows: { response: Follows.FollowList },
  followState: { params: Follows.FollowTarget, response: Follows.FollowState },
  follow: { body: Follows.FollowTarget, response: Follows.FollowState },
  unfollow: { params: Follows.FollowTarget, response: Follows.FollowState },
  setFollowAlerts: {
    params: Follows.FollowTarget,
    body: Follows.FollowAlertSwitchChange,
    response: Follows.FollowAlertSwitches,
  },
  followAlerts: { query: Follows.FollowAlertQuery, response: Follows.FollowAlertPage },
  readFollowAlerts: { body: Follows.FollowAlertsRead, response: Follows.FollowAlertUnread },
});
