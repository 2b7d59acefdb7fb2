import { Paths } from '../lib/paths';
import { firstRoutes, notFoundRoute, type AppRoute } from './first-routes';
import type { ROUTE_GROUPS } from './route-groups';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { discoveryRoutes } from './routes/discovery';
import { noticesRoutes } from './routes/notices';
import { parkingRoutes } from './routes/parking';
import { supportRoutes } from './routes/support';
import { vehiclesRoutes } from './routes/vehicles';
import { walletRoutes } from './routes/wallet';
import { reservationsRoutes } from './routes/reservations';
import { bagRoutes } from './routes/bag';
import { invoicesRoutes } from './routes/invoices';
import { chargingRoutes } from './routes/charging';
import { applicationsRoutes } from './routes/applications';
import { couponsRoutes } from './routes/coupons';
import { sharingRoutes } from './routes/sharing';
import { bagMoreRoutes } from './routes/bag-more';
import { rewardsRoutes } from './routes/rewards';

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
  reservations: reservationsRoutes,
  bag: bagRoutes,
  invoices: invoicesRoutes,
  charging: chargingRoutes,
  applications: applicationsRoutes,
  coupons: couponsRoutes,
  sharing: sharingRoutes,
  bagMore: bagMoreRoutes,
  rewards: rewardsRoutes,
} satisfies Record<keyof typeof ROUTE_GROUPS, readonly AppRoute[]>;
/**
 * Every registered page: the first bundle's (first-routes.ts) and the groups' (routes/*.ts), whose route objects the
 * app loads on a first visit to one of their paths (route-groups.ts, decision 042); tests, the server's first paint
 * and the size check read the whole table here. Only pages that exist are listed; later issues add theirs.
 */
export const appRoutes: readonly AppRoute[] = [
  ...firstRoutes.filter((route) => route.path !== Paths.NOT_FOUND),
  ...Object.values(routeGroups).flat(),
  notFoundRoute,
];
