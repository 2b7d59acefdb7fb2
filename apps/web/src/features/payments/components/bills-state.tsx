import type { UseQueryResult } from '@tanstack/react-query';
import type { PayableBills } from '@parking/contracts';
import { PageLoading } from '../../../components/page-loading';
import { PageState } from '../../../components/page-state';

/** Loading and failure of a bills query, so each pay page only handles the data. */
export function BillsState({ query }: { query: UseQueryResult<PayableBills> }) {
  if (query.isPending) return <PageLoading />;
  return <PageState title="账单加载失败" action={{ text: '重试', onClick: () => void query.refetch() }} />;
}
