import { ParkOrderRequestType } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { parkOrdersQuery } from '../api/park-orders';
import { LightTabs } from '../../../components/light-tabs';
import { OrderList } from '../components/order-list';
import { orderQuery } from '../lib/format';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

const TABS = [
  { key: ParkOrderRequestType.BILLED, title: '全部账单', empty: '暂无账单' },
  { key: ParkOrderRequestType.ARREARS, title: '待补缴', empty: '暂无待补缴账单' },
];

/** /billRecord: the orders that cost something, each with a way to complain about it. */
export default function BillRecordPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const active = TABS.find((t) => String(t.key) === search.get('requestType')) ?? TABS[0]!;
  return (
    <div>
      <LightTabs
        kind="line"
        aria-label="账单"
        tabs={TABS.map((tab) => ({ key: String(tab.key), title: tab.title }))}
        activeKey={String(active.key)}
        onChange={(key) => setSearch({ requestType: key }, { replace: true })}
        style={{ background: 'var(--app-surface)' }}
      />
      <OrderList
        key={active.key}
        query={parkOrdersQuery(active.key)}
        empty={active.empty}
        actions={(order) => (
          <>
            <Button size="small" onClick={() => navigate(href(screen.billComplainDetail, orderQuery(order)))}>
              申诉记录
            </Button>
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => navigate(href(screen.billComplain, orderQuery(order)))}
            >
              账单申诉
            </Button>
          </>
        )}
      />
    </div>
  );
}
