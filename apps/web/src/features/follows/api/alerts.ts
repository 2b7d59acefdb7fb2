import { FollowsRoutes, type FollowAlertSwitchChange, type FollowTarget } from '@parking/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

const PAGE_SIZE = 20;

/** Query keys of follow alerts (decision 059); they start with 'driver' so logging out drops them. */
export const alertKeys = { all: ['driver', 'followAlerts'] as const };

/** The driver's alerts, newest first, 20 a page; every page carries the unread count. */
export const alertsQuery = () =>
  infiniteQueryOptions({
    queryKey: alertKeys.all,
    queryFn: ({ pageParam, signal }) =>
      api.call(FollowsRoutes.followAlerts, { query: { pageNo: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.results.length, 0) < last.totalRecord ? pages.length + 1 : undefined,
  });

/** Marks the listed alerts read, or all of them. */
export const readAlerts = (alertIds?: string[]) =>
  api.call(FollowsRoutes.readFollowAlerts, { body: alertIds ? { alertIds } : {} });

/** Switches one follow's 空位提醒 or 调价提醒. */
export const setFollowAlerts = (target: FollowTarget, change: FollowAlertSwitchChange) =>
  api.call(FollowsRoutes.setFollowAlerts, { params: target, body: change });
