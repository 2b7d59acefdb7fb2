import { INVITE_CODE_PARAM } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { browserDeviceKey } from '../../../lib/device-key';
import { href, Paths } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { invitationQuery, sendRegisterCoupon, useAcceptInvite } from '../api/rewards';
import styles from '../components/rewards.module.css';
import { RECEIVE_REWARDS_PATH } from '../lib/invite-link';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /receiveRewards?code=…: the landing page of a shared invite. A visitor registers (coming back here), then the new
 * account accepts the invite at once and takes its registration coupon; both sides' invite rewards come with the
 * friend's first paid parking bill.
 */
export default function ReceiveRewardsPage() {
  const [params] = useSearchParams();
  const code = (params.get(INVITE_CODE_PARAM) ?? '').trim().toUpperCase();
  const navigate = useNavigate();
  const invitation = useQuery({ ...invitationQuery(code), enabled: code !== '' });
  const accept = useAcceptInvite(code);
  const registerCoupon = useQuery({
    queryKey: ['rewards', 'registerCoupon'],
    queryFn: sendRegisterCoupon,
    enabled: false,
    retry: false,
  });
  const loggedIn = isLoggedIn(browserStore);
  const asked = useRef(false);

  useEffect(() => {
    if (!loggedIn || !invitation.data?.open || asked.current) return;
    asked.current = true;
    accept.mutate({ deviceId: browserDeviceKey() });
    void registerCoupon.refetch();
  }, [accept, invitation.data?.open, loggedIn, registerCoupon]);

  if (!code) return <PageState title="邀请链接无效" description="请向好友重新获取邀请链接" illustration="lost" />;
  if (!invitation.isSuccess) return <QueryState query={invitation} failed="邀请信息加载失败" />;
  const data = invitation.data;
  if (!data.open) return <PageState title="邀请有礼活动暂未开启" illustration="list" />;
  const registerHere = href(screen.registor, { redirect: href(RECEIVE_REWARDS_PATH, { [INVITE_CODE_PARAM]: code }) });
  const refused = accept.isError && isApiError(accept.error) ? accept.error.message : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <p className={styles.heroTitle}>{data.inviterName} 邀请您领停车券</p>
        <p className={styles.heroText}>
          {data.registerReward && `注册即得 ${data.registerReward}，`}首次缴纳停车费后再得 {data.inviteeReward}
        </p>
      </div>
      {!loggedIn ? (
        <Section title="新用户专享">
          <div className={styles.actions}>
            <Button block onClick={() => void navigate(registerHere)}>
              立即注册领取
            </Button>
            <p className={styles.muted}>已有账号的用户不能参与本活动</p>
          </div>
        </Section>
      ) : accept.isSuccess ? (
        <Section title="邀请已接受">
          <div className={styles.actions}>
            {registerCoupon.data?.coupon && (
              <p className={styles.muted} role="status">
                注册礼券已发放：{registerCoupon.data.coupon.title}
              </p>
            )}
            <p className={styles.muted}>首次缴纳停车费后，您和 {data.inviterName} 都将获得停车券</p>
            <Button block onClick={() => void navigate(Paths.COUPONS)}>
              查看我的优惠券
            </Button>
          </div>
        </Section>
      ) : refused ? (
        <PageState size="compact" title="无法接受邀请" description={refused} />
      ) : (
        <PageState size="compact" title="正在接受邀请…" />
      )}
    </div>
  );
}
