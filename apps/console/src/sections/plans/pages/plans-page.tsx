import { OperatorRole } from '@parking/contracts';
import { useSearchParams } from 'react-router';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { ReviewDesk } from '../../../components/desk';
import { TabbedPage } from '../../../components/tabbed-page';
import { cancellationsKind } from '../components/cancellations';
import { ParkPlanSettings } from '../components/park-plan-settings';
import { PlanGroups } from '../components/plan-groups';
import { PlansList } from '../components/plans-list';
import { QuotaTable } from '../components/quota-table';

/** 月卡: quota use per park, a park's settings and products, the plans (and grants), the cancel requests. */
export default function PlansPage() {
  const { operator } = useOperator();
  const [params, setParams] = useSearchParams();
  const openPark = (parkId: string) => setParams(new URLSearchParams({ tab: 'park', park: parkId }));
  const tabs = [
    { key: 'quotas', label: '名额', children: <QuotaTable onOpenPark={openPark} /> },
    {
      key: 'park',
      label: '车场设置与产品',
      children: <ParkPlanSettings parkId={params.get('park') ?? undefined} onPark={openPark} />,
    },
    { key: 'plans', label: '月卡列表', children: <PlansList /> },
    ...(operator && mayOpen(operator, { roles: [OperatorRole.ADMIN] })
      ? [{ key: 'groups', label: '多车场规则', children: <PlanGroups /> }]
      : []),
    ...(operator && mayOpen(operator, { roles: [OperatorRole.REVIEWER] })
      ? [{ key: 'cancellations', label: '退卡审核', children: <ReviewDesk kind={cancellationsKind} /> }]
      : []),
  ];
  return <TabbedPage title="月卡" tabs={tabs} />;
}
