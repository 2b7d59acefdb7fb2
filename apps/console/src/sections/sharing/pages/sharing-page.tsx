import { OperatorRole } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { CreditCorrectionForm, CreditRuleTable, HolidayForm } from '../components/sharing-forms';
import { ProductList, RefundRuleForm, ShareList, ViolationList } from '../components/sharing-lists';
import { parksQuery } from '../../parks/api/parks';
import { ParkPicker } from '../../parks/components/park-select';
import { PageTitle } from '../../../components/headings';

/**
 * 错时共享: a park's products and windows, the shares sold, their violations, the refund rule; holidays and credit
 * (dealer-wide: admins only, so a park manager does not see those tabs).
 */
export default function SharingPage() {
  const { operator } = useOperator();
  const [params, setParams] = useSearchParams();
  const parks = useQuery(parksQuery);
  const parkId = params.get('parkId') ?? parks.data?.[0]?.parkId;
  const tab = params.get('tab') ?? 'products';
  const set = (next: Record<string, string>) =>
    setParams(new URLSearchParams({ ...(parkId ? { parkId } : {}), tab, ...next }));
  const byPark = parkId
    ? [
        { key: 'products', label: '产品与时段', children: <ProductList parkId={parkId} /> },
        { key: 'shares', label: '已售', children: <ShareList parkId={parkId} /> },
        { key: 'violations', label: '违规（超时）', children: <ViolationList parkId={parkId} /> },
        { key: 'refund', label: '退款规则', children: <RefundRuleForm parkId={parkId} /> },
      ]
    : [];
  return (
    <Card
      title={<PageTitle>错时共享</PageTitle>}
      extra={<ParkPicker id="sharing-park" value={parkId} onChange={(id) => set({ parkId: id })} />}
    >
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => set({ tab: key })}
        items={[
          ...byPark,
          ...(operator && mayOpen(operator, { roles: [OperatorRole.ADMIN] })
            ? [
                { key: 'holidays', label: '节假日', children: <HolidayForm /> },
                { key: 'creditRules', label: '信用规则', children: <CreditRuleTable /> },
                { key: 'credit', label: '信用修正', children: <CreditCorrectionForm /> },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
