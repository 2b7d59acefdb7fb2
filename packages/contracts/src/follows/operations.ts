import { operations } from '../operation-schemas';
import {
  FollowAlertPage,
  FollowAlertQuery,
  FollowAlertsRead,
  FollowAlertSwitchChange,
  FollowAlertSwitches,
  FollowAlertUnread,
  FollowList,
  FollowState,
  FollowTarget,
} from './follows';
import { FollowsRoutes } from './routes';

export const FollowsOps = operations(FollowsRoutes, {
  follows: { response: FollowList },
  followState: { params: FollowTarget, response: FollowState },
  follow: { body: FollowTarget, response: FollowState },
  unfollow: { params: FollowTarget, response: FollowState },
  setFollowAlerts: { params: FollowTarget, body: FollowAlertSwitchChange, response: FollowAlertSwitches },
  followAlerts: { query: FollowAlertQuery, response: FollowAlertPage },
  readFollowAlerts: { body: FollowAlertsRead, response: FollowAlertUnread },
});
