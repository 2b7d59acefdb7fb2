import Checkbox from 'antd-mobile/es/components/checkbox';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { useBills, type BillsQuery } from '../api/bills';
import { PageLoading } from '../../../components/page-loading';
import { QueryState } from '../../../components/query-state';
import { PayScreen } from '../components/pay-screen';
import { lastPlate } from '../lib/last-plate';

/**
 * Which bills /multiPayPage lists (spec section 2): a plate's (plateNo, plateColor, arrearsOnly) after a lookup; or,
 * with arrearsOnly alone, the signed-in driver's arrears — or, for a visitor sent here by 0xd06510037, the arrears
 * of the plate they were paying.
 */
export function multiPayQuery(params: URLSearchParams, loggedIn: boolean): BillsQuery | undefined {
  const arrearsOnly = params.get('arrearsOnly') === '1' || params.get('arrearsOnly') === 'true' ? '1' : undefined;
  const parkId = params.get('parkId') ?? undefined;
  const plateNo = params.get('plateNo');
  if (plateNo) return { plateNo, plateColor: params.get('plateColor') ?? '', arrearsOnly, parkId };
  if (!arrearsOnly) return undefined;
  if (loggedIn) return { arrearsOnly };
  const plate = lastPlate();
  return plate ? { ...plate, arrearsOnly } : undefined;
}

/** /multiPayPage: several bills of a plate (its parking fee and arrears), paid together in one order. */
export default function MultiPayPage() {
  const [params] = useSearchParams();
  const query = multiPayQuery(params, isLoggedIn(browserStore));
  const bills = useBills(query ?? {}, query !== undefined);
  if (!query) return <PageState title="缺少车牌信息" description="请先查询车牌的待缴费用" />;
  if (!bills.data) return <QueryState query={bills} failed="账单加载失败" loading={<PageLoading />} />;
  if (bills.data.results.length === 0) return <PageState title="暂无待缴费订单" />;
  const heading = query.arrearsOnly
    ? `欠费补缴（${bills.data.totalRecord}笔）`
    : `待缴费订单（${bills.data.totalRecord}笔）`;
  return (
    <PayScreen
      heading={heading}
      bills={bills.data.results}
      selectWith={Checkbox}
      onQuoteChanged={() => void bills.refetch()}
    />
  );
}
