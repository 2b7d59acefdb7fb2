import type { OperatorRole } from '@parking/contracts';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { accountsSection } from '../sections/accounts/routes';
import { boardSection } from '../sections/board/routes';
import { chargersSection } from '../sections/chargers/routes';
import { locksSection } from '../sections/locks/routes';
import { sharingSection } from '../sections/sharing/routes';
import { feeRulesSection } from '../sections/fee-rules/routes';
import { auditSection } from '../sections/audit/routes';
import { jobsSection } from '../sections/jobs/routes';
import { contentSection } from '../sections/content/routes';
import { couponsSection } from '../sections/coupons/routes';
import { devicesSection } from '../sections/devices/routes';
import { parksSection } from '../sections/parks/routes';
import { profileSection } from '../sections/profile/routes';
import { settingsSection } from '../sections/settings/routes';
import { reportsSection } from '../sections/reports/routes';
import { reconciliationSection } from '../sections/reconciliation/routes';
import { plansSection } from '../sections/plans/routes';
import { reviewsSection } from '../sections/reviews/routes';
import { serviceSection } from '../sections/service/routes';
import { driversSection } from '../sections/drivers/routes';
import { refundsSection } from '../sections/refunds/routes';
import { withdrawalsSection } from '../sections/withdrawals/routes';
import { invoicesSection } from '../sections/invoices/routes';
import { staysSection } from '../sections/stays/routes';

/** One screen of a section: its path under /console/, its menu label and who may open it (no roles: everyone). */
export interface ConsoleRoute {
  path: string;
  label: string;
  icon?: ReactNode;
  roles: readonly OperatorRole[];
  /** Shown in the menu; detail screens are not. */
  inMenu: boolean;
  page: LazyExoticComponent<ComponentType>;
}

/** The route table: the menu and the router are both built from it (STYLE.md, ant-design-pro's pattern). */
export const consoleRoutes: ConsoleRoute[] = [
  ...boardSection,
  ...parksSection,
  ...devicesSection,
  ...chargersSection,
  ...locksSection,
  ...sharingSection,
  ...feeRulesSection,
  ...accountsSection,
  ...settingsSection,
  ...couponsSection,
  ...contentSection,
  ...auditSection,
  ...jobsSection,
  ...reportsSection,
  ...reconciliationSection,
  ...plansSection,
  ...reviewsSection,
  ...serviceSection,
  ...driversSection,
  ...refundsSection,
  ...withdrawalsSection,
  ...invoicesSection,
  ...staysSection,
  ...profileSection,
];
