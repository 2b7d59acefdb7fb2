import { firstRoutes, notFoundRoute, type AppRoute } from './first-routes';
import type { ROUTE_GROUPS } from './route-groups';
import { routes as accountRoutes } from './routes/account';
import { routes as authRoutes } from './routes/auth';
import { routes as discoveryRoutes } from './routes/discovery';
import { routes as noticesRoutes } from './routes/notices';
import { routes as parkingRoutes } from './routes/parking';
import { routes as supportRoutes } from './routes/support';
import { routes as vehiclesRoutes } from './routes/vehicles';
import { routes as walletRoutes } from './routes/wallet';
import { routes as bookingsRoutes } from './routes/bookings';
import { routes as monthlyPlanRoutes } from './routes/monthly-plans';
import { routes as invoicesRoutes } from './routes/invoices';
import { routes as chargingRoutes } from './routes/charging';
import { routes as applicationsRoutes } from './routes/applications';
import { routes as couponsRoutes } from './routes/coupons';
import { routes as sharingRoutes } from './routes/sharing';
import { routes as monthlyPlanMoreRoutes } from './routes/monthly-plans-more';
import { routes as rewardsRoutes } from './routes/rewards';

export { catchAllRoute, firstRoutes, type AppRoute } from './first-routes';

/** Each group's routes (route-groups.ts lists their paths for the first bundle and loads them there). */
export const routeGroups = {
  auth: authRoutes,
  account: accountRoutes,
  vehicles: vehiclesRoutes,
  parking: parkingRoutes,
  support: supportRoutes,
  discovery: discoveryRoutes,
  notices: noticesRoutes,
  wallet: walletRoutes,
  bookings: bookingsRoutes,
  monthlyPlans: monthlyPlanRoutes,
  invoices: invoicesRoutes,
  charging: chargingRoutes,
  applications: applicationsRoutes,
  coupons: couponsRoutes,
  sharing: sharingRoutes,
  monthlyPlansMore: monthlyPlanMoreRoutes,
  rewards: rewardsRoutes,
} satisfies Record<keyof typeof ROUTE_GROUPS, readonly AppRoute[]>;
/**
 * Every registered page: the first bundle's (first-routes.ts) and the groups' (routes/*.ts), whose route objects the
 * app loads on a first visit to one of their paths (route-groups.ts, decision 042); tests, the server's first paint
 * and the size check read the whole table here. Only pages that exist are listed; later issues add theirs.
 */
export const appRoutes: readonly AppRoute[] = [
  ...firstRoutes.filter((route) => route !== notFoundRoute),
  ...Object.values(routeGroups).flat(),
  notFoundRoute,
];
