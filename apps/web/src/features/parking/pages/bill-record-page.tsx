import { ParkOrderRequestType } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { OrderTabs, type OrderTab } from '../components/order-tabs';
import { orderQuery } from '../lib/format';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

const TABS: [OrderTab, ...OrderTab[]] = [
  { key: ParkOrderRequestType.BILLED, title: '全部账单', empty: '暂无账单' },
  { key: ParkOrderRequestType.ARREARS, title: '待补缴', empty: '暂无待补缴账单' },
];

/** /billRecord: the orders that cost something, each with a way to complain about it. */
export default function BillRecordPage() {
  const navigate = useNavigate();
  return (
    <OrderTabs
      tabs={TABS}
      label="账单"
      style={{ background: 'var(--app-surface)' }}
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
  );
}
