import { OperatorRole, type OperatorProfile } from '@parking/contracts';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { ReviewDesk } from '../../../components/desk';
import { BenefitProgrammes } from '../components/benefit-programmes';
import { GroupMembers } from '../components/group-members';
import { bagApplicationsKind } from '../kinds/monthly-plan-applications';
import { benefitApplicationsKind } from '../kinds/benefit-applications';
import { driverGroupsKind, plateCertificationsKind } from '../kinds/plate-materials';

/** One tab per review kind, shown to the roles whose operations it calls (the server checks them again). */
const TABS: { key: string; label: string; roles: OperatorRole[]; desk: ReactNode }[] = [
  {
    key: 'bag',
    label: '月卡申请',
    roles: [OperatorRole.REVIEWER, OperatorRole.PARK_MANAGER],
    desk: <ReviewDesk kind={bagApplicationsKind} />,
  },
  {
    key: 'plates',
    label: '车牌认证',
    roles: [OperatorRole.REVIEWER],
    desk: <ReviewDesk kind={plateCertificationsKind} />,
  },
  {
    key: 'benefits',
    label: '权益申请',
    roles: [OperatorRole.SERVICE],
    desk: <ReviewDesk kind={benefitApplicationsKind} />,
  },
  {
    key: 'programmes',
    label: '权益项目',
    roles: [OperatorRole.SERVICE],
    desk: <BenefitProgrammes />,
  },
  {
    key: 'groups',
    label: '车主分组',
    roles: [OperatorRole.REVIEWER],
    desk: <ReviewDesk kind={driverGroupsKind} />,
  },
  {
    key: 'members',
    label: '分组成员',
    roles: [OperatorRole.REVIEWER],
    desk: <GroupMembers />,
  },
];

export const reviewTabsFor = (operator: Pick<OperatorProfile, 'roles'>) => TABS.filter((tab) => mayOpen(operator, tab));

/** 审核: the review queues (decision 087's review pattern), one tab per kind; the tab is in the URL. */
export default function ReviewsPage() {
  const { operator } = useOperator();
  const [params, setParams] = useSearchParams();
  const tabs = operator ? reviewTabsFor(operator) : [];
  const active = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? tabs[0]?.key;
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>审核</h1>}>
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams(new URLSearchParams({ tab }))}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.desk }))}
      />
    </Card>
  );
}
