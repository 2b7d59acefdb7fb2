// Zod-free: the parks and stations a driver follows (/fllowManage, decision 041), types only.
import { route } from '../operation';
import type * as Follows from './follows';

export const FollowsRoutes = {
  /** Everything the driver follows, newest first, with availability and price now. */
  follows: route('GET', '/driver/v2/api/follows').io<{ response: Follows.FollowList }>(),
  /** Whether the driver follows this park or station (the park sheet's and station page's button). */
  followState: route('GET', '/driver/v2/api/follows/:kind/:targetId').io<{ response: Follows.FollowState }>(),
  /** Follow a park or station of the driver's dealer (at most FOLLOW_LIMIT; following twice changes nothing). */
  follow: route('POST', '/driver/v2/api/follows').io<{ body: Follows.FollowTarget; response: Follows.FollowState }>(),
  unfollow: route('DELETE', '/driver/v2/api/follows/:kind/:targetId').io<{ response: Follows.FollowState }>(),
  /** Switches one follow's alerts on or off (decision 059); a place the driver does not follow → FOLLOW_NOT_FOUND. */
  setFollowAlerts: route('PUT', '/driver/v2/api/follows/:kind/:targetId/alerts').io<{
    body: Follows.FollowAlertSwitchChange;
    response: Follows.FollowAlertSwitches;
  }>(),
  /** The driver's alerts, newest first, with the unread count. */
  followAlerts: route('GET', '/driver/v2/api/followAlerts').io<{
    query: Follows.FollowAlertQuery;
    response: Follows.FollowAlertPage;
  }>(),
  /** Marks the driver's alerts read (the listed ones, or all); answers what is left unread. */
  readFollowAlerts: route('POST', '/driver/v2/api/followAlerts/read').io<{
    body: Follows.FollowAlertsRead;
    response: Follows.FollowAlertUnread;
  }>(),
};
