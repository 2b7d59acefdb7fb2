import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { withQuery } from '../../../lib/paths';
import { occupyExistQuery } from '../api/charging';

/** /chargeOccupation: the occupation fee waiting to be paid, if any (it is paid on its charging order's bill). */
export default function OccupationPage() {
  const navigate = useNavigate();
  const exist = useQuery(occupyExistQuery());
  if (!exist.isSuccess) return <QueryState query={exist} failed="占位订单加载失败" />;
  const e = exist.data;
  return (
    <div className={layout.page}>
      {e.exist && e.orderNo ? (
        <PageState
          title={`待支付占位费 ${formatFen(e.amountFen)}`}
          description="充电结束后未及时拔枪挪车，产生了占位费"
          action={{
            text: '去支付',
            onClick: () => void navigate(withQuery('/chargeBillDetail', { orderNo: e.orderNo })),
          }}
        />
      ) : (
        <PageState illustration="list" title="暂无待支付的占位订单" />
      )}
    </div>
  );
}
