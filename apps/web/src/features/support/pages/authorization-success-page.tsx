import { WalletRoutes } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import * as screen from '../../../lib/screen-paths.gen';

const WITHHOLDINGS_PATH = screen.sencelessPaymentList;

/**
 * /authorizationSuccess?agreementId (decision 030): where a third-party authorization (a withholding agreement, 免密
 * 支付) lands. It says what the server knows of the agreement — signed, still being confirmed, or not signed — never
 * "success" on the strength of the URL alone.
 */
export default function AuthorizationSuccessPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const agreementId = search.get('agreementId') ?? '';
  const agreement = useQuery({
    queryKey: ['wallet', 'withholding', agreementId],
    queryFn: ({ signal }) => api.call(WalletRoutes.withholding, { params: { agreementId }, signal }),
    enabled: /^[0-9a-f-]{36}$/i.test(agreementId),
    // Until the provider's word arrives, ask again now and then.
    refetchInterval: (query) => (query.state.data?.state === 'signing' ? 3000 : false),
  });
  const toList = { text: '查看免密支付', onClick: () => void navigate(WITHHOLDINGS_PATH, { replace: true }) };
  if (!/^[0-9a-f-]{36}$/i.test(agreementId)) {
    return <PageState title="授权信息不存在" description="链接缺少授权编号" action={toList} />;
  }
  if (!agreement.isSuccess) return <QueryState query={agreement} failed="授权结果查询失败" />;
  const a = agreement.data;
  if (a.state === 'active') {
    return (
      <PageState
        title="授权成功"
        description={`${a.name}已开通${a.signedAt ? `（${formatShanghaiMinute(a.signedAt)}）` : ''}，离场时将自动扣费`}
        action={toList}
      />
    );
  }
  if (a.state === 'signing') return <PageState title="授权确认中" description="正在等待支付平台确认，请稍候" />;
  return <PageState title="授权未完成" description={`${a.name}：${a.stateText}`} action={toList} />;
}
