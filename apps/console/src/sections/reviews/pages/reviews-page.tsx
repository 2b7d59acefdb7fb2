import { OperatorRole, type OperatorProfile } from '@parking/contracts';
import type { ReactNode } from 'react';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { ReviewDesk } from '../../../components/desk';
import { TabbedPage } from '../../../components/tabbed-page';
import { BenefitProgrammes } from '../components/benefit-programmes';
import { GroupMembers } from '../components/group-members';
import { bagApplicationsKind } from '../kinds/monthly-plan-applications';
import { benefitApplicationsKind } from '../kinds/benefit-applications';
import { driverGroupsKind, plateCertificationsKind } from '../kinds/plate-materials';

const { REVIEWER, PARK_MANAGER, SERVICE } = OperatorRole;

/** One tab per review kind, shown to the roles whose operations it calls (the server checks them again). */
const TABS: { key: string; label: string; roles: OperatorRole[]; desk: ReactNode }[] = [
  { key: 'bag', label: '月卡申请', roles: [REVIEWER, PARK_MANAGER], desk: <ReviewDesk kind={bagApplicationsKind} /> },
  { key: 'plates', label: '车牌认证', roles: [REVIEWER], desk: <ReviewDesk kind={plateCertificationsKind} /> },
  { key: 'benefits', label: '权益申请', roles: [SERVICE], desk: <ReviewDesk kind={benefitApplicationsKind} /> },
  { key: 'programmes', label: '权益项目', roles: [SERVICE], desk: <BenefitProgrammes /> },
  { key: 'groups', label: '车主分组', roles: [REVIEWER], desk: <ReviewDesk kind={driverGroupsKind} /> },
  { key: 'members', label: '分组成员', roles: [REVIEWER], desk: <GroupMembers /> },
];

export const reviewTabsFor = (operator: Pick<OperatorProfile, 'roles'>) => TABS.filter((tab) => mayOpen(operator, tab));

/** 审核: the review queues (decision 087's review pattern), one tab per kind; the tab is in the URL. */
export default function ReviewsPage() {
  const { operator } = useOperator();
  const tabs = operator ? reviewTabsFor(operator) : [];
  return <TabbedPage title="审核" tabs={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.desk }))} />;
}
