import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { occupyExistQuery } from '../api/charging';
import { OccupyList } from '../components/occupy-list';
import { occupyDetailPath } from '../lib/occupy';

/**
 * /chargeOccupation (我的 → 占位订单): the occupation fee waiting to be paid, if any (occupyOrders/exist, spec section
 * 7), above the list of the driver's occupation orders (the same list as /occupyBillList).
 */
export default function OccupationPage() {
  const navigate = useNavigate();
  const exist = useQuery(occupyExistQuery());
  const e = exist.data;
  return (
    <div className={layout.page}>
      {e?.exist && e.orderNo && (
        <PageState
          size="compact"
          title={`待支付占位费 ${formatFen(e.amountFen)}`}
          description="充电结束后未及时拔枪挪车，产生了占位费"
          action={{ text: '去支付', onClick: () => void navigate(occupyDetailPath(e.orderNo!)) }}
        />
      )}
      <OccupyList />
    </div>
  );
}
