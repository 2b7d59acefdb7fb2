// Zod-free: the parks and stations a driver follows (/fllowManage, decision 041), types only.
import { routes } from '../operation';
import type * as Follows from './follows';

export const FollowsRoutes = routes<FollowsIo>()({
  follows: 'GET /driver/v2/api/follows',
  followState: 'GET /driver/v2/api/follows/:kind/:targetId',
  follow: 'POST /driver/v2/api/follows',
  unfollow: 'DELETE /driver/v2/api/follows/:kind/:targetId',
  setFollowAlerts: 'PUT /driver/v2/api/follows/:kind/:targetId/alerts',
  followAlerts: 'GET /driver/v2/api/followAlerts',
  readFollowAlerts: 'POST /driver/v2/api/followAlerts/read',
});

/** What each of FollowsRoutes' operations takes and answers. */
interface FollowsIo {
  /** Everything the driver follows, newest first, with availability and price now. */
  follows: { response: Follows.FollowList };
  /** Whether the driver follows this park or station (the park sheet's and station page's button). */
  followState: { response: Follows.FollowState };
  /** Follow a park or station of the driver's dealer (at most FOLLOW_LIMIT; following twice changes nothing). */
  follow: { body: Follows.FollowTarget; response: Follows.FollowState };
  unfollow: { response: Follows.FollowState };
  /** Switches one follow's alerts on or off (decision 059); a place the driver does not follow → FOLLOW_NOT_FOUND. */
  setFollowAlerts: { body: Follows.FollowAlertSwitchChange; response: Follows.FollowAlertSwitches };
  /** The driver's alerts, newest first, with the unread count. */
  followAlerts: { query: Follows.FollowAlertQuery; response: Follows.FollowAlertPage };
  /** Marks the driver's alerts read (the listed ones, or all); answers what is left unread. */
  readFollowAlerts: { body: Follows.FollowAlertsRead; response: Follows.FollowAlertUnread };
}
