// Zod-free: the parks and stations a driver follows (/fllowManage, decision 041), types only.
import { route } from '../operation';
import type {
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

export const FollowsRoutes = {
  /** Everything the driver follows, newest first, with availability and price now. */
  follows: route('GET', '/driver/v2/api/follows').io<{ response: FollowList }>(),
  /** Whether the driver follows this park or station (the park sheet's and station page's button). */
  followState: route('GET', '/driver/v2/api/follows/:kind/:targetId').io<{ response: FollowState }>(),
  /** Follow a park or station of the driver's dealer (at most FOLLOW_LIMIT; following twice changes nothing). */
  follow: route('POST', '/driver/v2/api/follows').io<{ body: FollowTarget; response: FollowState }>(),
  unfollow: route('DELETE', '/driver/v2/api/follows/:kind/:targetId').io<{ response: FollowState }>(),
  /** Switches one follow's alerts on or off (decision 059); a place the driver does not follow → FOLLOW_NOT_FOUND. */
  setFollowAlerts: route('PUT', '/driver/v2/api/follows/:kind/:targetId/alerts').io<{
    body: FollowAlertSwitchChange;
    response: FollowAlertSwitches;
  }>(),
  /** The driver's alerts, newest first, with the unread count. */
  followAlerts: route('GET', '/driver/v2/api/followAlerts').io<{
    query: FollowAlertQuery;
    response: FollowAlertPage;
  }>(),
  /** Marks the driver's alerts read (the listed ones, or all); answers what is left unread. */
  readFollowAlerts: route('POST', '/driver/v2/api/followAlerts/read').io<{
    body: FollowAlertsRead;
    response: FollowAlertUnread;
  }>(),
};
