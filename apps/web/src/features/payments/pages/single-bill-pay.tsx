import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { useBills } from '../api/bills';
import { QueryState } from '../../../components/query-state';
import { PayScreen, PayScreenSkeleton } from '../components/pay-screen';
import { plateOfFormatted, rememberPlate } from '../lib/last-plate';

/**
 * One bill named by uniqueId and parkId in the query (/payPage, and /scanOverduePay from an arrears QR code): what it
 * owes now, how to pay, and the pay button.
 */
export function SingleBillPay({ arrears }: { arrears: boolean }) {
  const [params] = useSearchParams();
  const uniqueId = params.get('uniqueId') ?? '';
  const parkId = params.get('parkId') ?? '';
  const named = uniqueId !== '' && parkId !== '';
  const bills = useBills({ uniqueIds: uniqueId, parkId }, named);
  const bill = bills.data?.results[0];

  useEffect(() => {
    if (bill) rememberPlate({ plateNo: plateOfFormatted(bill.formatPlateNo), plateColor: bill.plateColor ? '2' : '' });
  }, [bill]);

  if (!named) return <PageState title="缺少订单信息" description="请从缴费查询或扫码进入" />;
  if (!bills.data) {
    const skeleton = <PayScreenSkeleton heading={arrears ? '欠费补缴' : '停车费'} />;
    return <QueryState query={bills} failed="账单加载失败" loading={skeleton} />;
  }
  if (!bill) return <PageState title="订单不存在" description="该订单可能已结清或不属于当前平台" />;
  if (bill.dueFen === 0) {
    return (
      <PageState
        title="该订单当前无需支付"
        description={bill.isArrears ? '欠费已补缴' : '已缴费或仍在免费时段内，请在规定时间内离场'}
      />
    );
  }
  const heading = arrears || bill.isArrears ? '欠费补缴' : '停车费';
  const note = bill.atExitLane ? '支付成功后请稍候，出口道闸将自动抬杆。' : undefined;
  return <PayScreen heading={heading} bills={[bill]} note={note} onQuoteChanged={() => void bills.refetch()} />;
}
