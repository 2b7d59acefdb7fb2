import { StorageKey } from '@parking/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { SOURCE_TYPE_SCANNED_LANE } from '../../../lib/source-type';
import { browserStore } from '../../../lib/storage';
import { useBills } from '../api/bills';
import { QueryState } from '../../../components/query-state';
import { PayScreen, PayScreenSkeleton } from '../components/pay-screen';

/**
 * /scanPayPage?parkId&laneCode: the code on an exit lane. Shows the car the lane holds for payment; once paid, the result and
 * gate pages follow and the barrier lifts at the camera's next read.
 */
export default function ScanPayPage() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId') ?? '';
  const laneCode = params.get('laneCode') ?? '';
  const scanned = parkId !== '' && laneCode !== '';
  const bills = useBills({ parkId, laneCode }, scanned);

  useEffect(() => {
    if (scanned) browserStore.set(StorageKey.sourceType, SOURCE_TYPE_SCANNED_LANE);
  }, [scanned]);

  if (!scanned) return <PageState title="请扫描出口车道上的缴费二维码" />;
  if (!bills.data)
    return <QueryState query={bills} failed="账单加载失败" loading={<PayScreenSkeleton heading="出口缴费" />} />;
  const [bill] = bills.data.results;
  if (!bill || bill.dueFen === 0) {
    return (
      <PageState
        title="当前车道暂无待缴费车辆"
        description="车辆驶到出口、识别车牌后再刷新"
        action={{ text: '刷新', onClick: () => void bills.refetch() }}
      />
    );
  }
  return (
    <PayScreen
      heading="出口缴费"
      bills={[bill]}
      note="支付成功后请稍候，出口道闸将自动抬杆。"
      onQuoteChanged={() => void bills.refetch()}
    />
  );
}
