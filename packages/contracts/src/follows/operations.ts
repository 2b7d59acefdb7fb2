import { operations } from '../operation-schemas';
import * as Follows from './follows';
import { FollowsRoutes } from './routes';

const byTarget = { params: Follows.FollowTarget };

export const FollowsOps = operations(FollowsRoutes, {
  follows: { response: Follows.FollowList },
  followState: { ...byTarget, response: Follows.FollowState },
  follow: { body: Follows.FollowTarget, response: Follows.FollowState },
  unfollow: { ...byTarget, response: Follows.FollowState },
  setFollowAlerts: { ...byTarget, body: Follows.FollowAlertSwitchChange, response: Follows.FollowAlertSwitches },
  followAlerts: { query: Follows.FollowAlertQuery, response: Follows.FollowAlertPage },
  readFollowAlerts: { body: Follows.FollowAlertsRead, response: Follows.FollowAlertUnread },
});
