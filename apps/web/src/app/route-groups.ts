import type { RouteGroupName } from '../lib/screen';
import { GROUP_PATHS } from './group-paths.gen';
import { firstRoutes, type AppRoute } from './first-routes';

/** Screens whose route objects load together, on the first visit to one of them. */
export interface RouteGroup {
  /** Its screens' paths: plain strings in the first bundle, generated from the descriptors (group-paths.gen.ts). */
  paths: readonly string[];
  load: () => Promise<readonly AppRoute[]>;
}

/**
 * The screens outside the first bundle, by group (decision 042): a group's route objects (app/routes/<group>.ts) load
 * on the first visit to one of its paths, so a new screen costs the landing pages only its path (about 8 bytes). A
 * screen's descriptor names its group; a new group: its name (lib/screen.ts), its file under routes/, an entry here and
 * its line in routes.ts.
 */
export const ROUTE_GROUPS = {
  /** Logging in and registering. */
  auth: {
    paths: GROUP_PATHS.auth,
    load: async () => (await import('./routes/auth')).routes,
  },
  /** The driver’s account. */
  account: {
    paths: GROUP_PATHS.account,
    load: async () => (await import('./routes/account')).routes,
  },
  /** Cars and their certification. */
  vehicles: {
    paths: GROUP_PATHS.vehicles,
    load: async () => (await import('./routes/vehicles')).routes,
  },
  /** Parking records, bills, road parking. */
  parking: {
    paths: GROUP_PATHS.parking,
    load: async () => (await import('./routes/parking')).routes,
  },
  /** Customer service. */
  support: {
    paths: GROUP_PATHS.support,
    load: async () => (await import('./routes/support')).routes,
  },
  /** News, search, saved parks. */
  discovery: {
    paths: GROUP_PATHS.discovery,
    load: async () => (await import('./routes/discovery')).routes,
  },
  /** Notices and agreements. */
  notices: {
    paths: GROUP_PATHS.notices,
    load: async () => (await import('./routes/notices')).routes,
  },
  /** Balance, wallet, auto-pay. */
  wallet: {
    paths: GROUP_PATHS.wallet,
    load: async () => (await import('./routes/wallet')).routes,
  },
  /** Coupons: the driver's coupons, scanning a merchant's code, merchants' pages. */
  coupons: {
    paths: GROUP_PATHS.coupons,
    load: async () => (await import('./routes/coupons')).routes,
  },
  /** Benefit applications and the places a driver follows. */
  applications: {
    paths: GROUP_PATHS.applications,
    load: async () => (await import('./routes/applications')).routes,
  },
  /** Charging: station detail, scan a gun, progress, bills, occupation fees. */
  charging: {
    paths: GROUP_PATHS.charging,
    load: async () => (await import('./routes/charging')).routes,
  },
  /** Invoices: bills to invoice, titles, records, re-sending. */
  invoices: {
    paths: GROUP_PATHS.invoices,
    load: async () => (await import('./routes/invoices')).routes,
  },
  /** Monthly plans: plan parks, applying, my plans, renewing. */
  monthlyPlans: {
    paths: GROUP_PATHS.monthlyPlans,
    load: async () => (await import('./routes/monthly-plans')).routes,
  },
  /** Off-peak sharing and the credit score (decision 043). */
  sharing: {
    paths: GROUP_PATHS.sharing,
    load: async () => (await import('./routes/sharing')).routes,
  },
  /** Bookings and parking locks (decision 038). */
  bookings: {
    paths: GROUP_PATHS.bookings,
    load: async () => (await import('./routes/bookings')).routes,
  },
  /** Monthly plans, the remaining screens: rules across parks, application steps, renewal, history (decision 048). */
  monthlyPlansMore: {
    paths: GROUP_PATHS.monthlyPlansMore,
    load: async () => (await import('./routes/monthly-plans-more')).routes,
  },
  /** Rewards: invite a friend, its landing page, 金币计划 (decision 052). */
  rewards: {
    paths: GROUP_PATHS.rewards,
    load: async () => (await import('./routes/rewards')).routes,
  },
} satisfies Record<RouteGroupName, RouteGroup>;

/** Every screen of the build: an entry (a home menu item, 我的) shows only when its screen exists (lib/screens.tsx). */
export const SCREEN_PATHS: readonly string[] = [
  ...firstRoutes.map((route) => route.path),
  ...Object.values(ROUTE_GROUPS).flatMap((group) => group.paths),
];
