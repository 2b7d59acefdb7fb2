import { type WithholdingAgreement } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { useAgreement, useAgreements, useCancelAgreement } from '../api/auto-pay';
import { AUTO_PAY_PATH } from '../lib/families';
import styles from '../components/wallet.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { QueryState } from '../../../components/query-state';

/** What the page says about the agreement just signed on the provider's page (?agreementId=, &cancelled=1). */
function SigningBanner({ agreementId, cancelled }: { agreementId: string; cancelled: boolean }) {
  const agreement = useAgreement(agreementId);
  const state = agreement.data?.state;
  const text =
    state === 'active'
      ? `${agreement.data!.name}开通成功`
      : cancelled
        ? '您已取消签约，可随时重新开通'
        : state === 'signing' || !state
          ? '正在确认签约结果…'
          : '签约未完成，可重新开通';
  return (
    <section className={styles.card} style={{ marginTop: 0 }} role="status">
      <p className={styles.rowTitle}>{text}</p>
    </section>
  );
}

/** /sencelessPaymentList: the driver's withholding agreements; an active one can be ended here. */
export default function AutoPayListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const agreements = useAgreements();
  const cancel = useCancelAgreement();
  const justSigned = params.get('agreementId') ?? '';

  async function end(agreement: WithholdingAgreement) {
    const sure = await installedEffects.confirm({
      title: '解除免密支付',
      content: `解约后，车辆出场将不再通过${agreement.name}自动扣费。`,
      confirmText: '确认解约',
    });
    if (sure) cancel.mutate(agreement.agreementId, { onSuccess: () => installedEffects.toast('已解约') });
  }

  if (!agreements.isSuccess) return <QueryState query={agreements} failed="加载失败" />;
  const list = agreements.data.results;
  return (
    <div className={styles.page}>
      {justSigned && <SigningBanner agreementId={justSigned} cancelled={params.get('cancelled') === '1'} />}
      {list.length === 0 ? (
        <PageState
          title="暂无免密支付协议"
          description="开通后车辆出场自动扣费"
          size="compact"
          action={{ text: '去开通', onClick: () => navigate(AUTO_PAY_PATH) }}
        />
      ) : (
        <section className={styles.card} aria-label="免密支付协议" style={justSigned ? undefined : { marginTop: 0 }}>
          {list.map((agreement) => (
            <div className={styles.row} key={agreement.agreementId} data-testid="agreement">
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>
                  {agreement.name}
                  {agreement.sandbox && <span className={styles.tagDefault}>沙箱</span>}
                </span>
                <span className={styles.rowSub}>
                  {agreement.signedAt
                    ? `签约于 ${formatShanghaiMinute(agreement.signedAt)}`
                    : `发起于 ${formatShanghaiMinute(agreement.createdAt)}`}
                  {agreement.endedAt ? ` · 结束于 ${formatShanghaiMinute(agreement.endedAt)}` : ''}
                </span>
              </span>
              <span className={styles.state} data-state={agreement.state}>
                {agreement.stateText}
              </span>
              {agreement.state === 'active' && (
                <Button size="mini" loading={cancel.isPending} onClick={() => void end(agreement)}>
                  解约
                </Button>
              )}
            </div>
          ))}
        </section>
      )}
      <div className={styles.center} style={{ paddingTop: 8 }}>
        <button type="button" className={styles.link} onClick={() => navigate(AUTO_PAY_PATH)}>
          无感支付设置
        </button>
      </div>
    </div>
  );
}
