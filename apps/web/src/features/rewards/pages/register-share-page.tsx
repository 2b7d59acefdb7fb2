import type { MyInvite } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { installedEffects } from '../../../api/ui-effects';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QrCode } from '../../../components/qr-code';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import { myInviteQuery } from '../api/rewards';
import { BigFigure } from '../components/big-figure';
import styles from '../components/rewards.module.css';
import { inviteLink } from '../lib/invite-link';

const STATE_TEXT = { pending: '待首次缴费', rewarded: '已获得奖励' } as const;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    installedEffects.toast('邀请链接已复制', { success: true });
  } catch {
    await installedEffects.alert({ title: '请长按复制邀请链接', content: text });
  }
}

/**
 * /registerShare (邀请有礼): my invite code, its link and QR code, the rules, and the friends I invited. Both sides are
 * rewarded when the friend first pays a parking bill, not at registration (so throwaway accounts earn nothing).
 * While the invite is asked the page is its frame: the same headings, rules and hints, grey bars and a grey square
 * where the code, the rewards and the QR code will be. The QR code is an inline SVG, not an image: a picture would be
 * the page's largest paint (LCP), drawn only once the invite is there; it is drawn after the rest (QrCode).
 */
export default function RegisterSharePage() {
  const invite = useQuery(myInviteQuery());
  if (invite.isError) return <QueryState query={invite} failed="邀请信息加载失败" />;
  const data = invite.data;
  if (data && !data.open) return <PageState title="邀请有礼活动暂未开启" description="敬请期待" illustration="list" />;
  const link = data && inviteLink(window.location.origin, data.code);
  return (
    <div className={styles.page} aria-busy={!data}>
      <div className={styles.hero}>
        <p className={styles.heroTitle}>邀请好友，双方得券</p>
        <p className={styles.heroText}>
          好友注册并首次缴纳停车费后，您得 {data ? data.inviterReward : <SkeletonBar width="3em" />}，好友得{' '}
          {data ? data.inviteeReward : <SkeletonBar width="3em" />}
        </p>
      </div>
      <Section title="我的邀请码">
        <div className={styles.center}>
          <BigFigure value={data?.code} testId="invite-code" barWidth="5em" />
          <QrCode text={link} label="邀请二维码" className={styles.qr} />
          <p className={styles.muted}>好友扫码或打开链接即可注册领奖</p>
          {link ? (
            <Button onClick={() => void copy(link)}>复制邀请链接</Button>
          ) : (
            <SkeletonBar width={132} height={44} round />
          )}
        </div>
      </Section>
      <Section title="活动规则">
        <ol className={styles.rules}>
          <li>好友通过您的邀请链接注册新账号并接受邀请。</li>
          <li>好友首次成功缴纳停车费（金额大于0元）后，双方各得一张停车券。</li>
          <li>
            每人每天最多邀请 {data ? data.perDay : <SkeletonBar width="1em" />} 位好友，累计最多{' '}
            {data ? data.total : <SkeletonBar width="1.5em" />} 位。
          </li>
          <li>同一手机号、同一设备只能被邀请一次；不能邀请自己。</li>
        </ol>
      </Section>
      {data ? <Friends data={data} /> : <FriendsSkeleton />}
      {data?.accepted && (
        <Section title="我接受的邀请">
          <p className={styles.muted}>
            邀请人 {data.accepted.inviterName} · {STATE_TEXT[data.accepted.state]}
          </p>
        </Section>
      )}
    </div>
  );
}

/** The friends I invited, with what each has earned. */
function Friends({ data }: { data: MyInvite }) {
  return (
    <Section
      title={`我邀请的好友（${data.invited}）`}
      extra={<span className={styles.muted}>已得奖励 {data.rewarded} 次</span>}
    >
      {data.friends.length === 0 ? (
        <PageState size="compact" title="还没有邀请好友" description="分享邀请链接给好友吧" />
      ) : (
        <ul className={styles.list} aria-label="邀请记录">
          {data.friends.map((f) => (
            <li key={`${f.phone}-${f.invitedAt}`} className={styles.row}>
              <span>{f.phone}</span>
              <span className={styles.muted}>{formatShanghaiMinute(f.invitedAt)}</span>
              <span className={f.state === 'rewarded' ? styles.plus : styles.muted}>{STATE_TEXT[f.state]}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The friends' card before the invite arrives: its title and a grey row (their number is not known yet). */
function FriendsSkeleton() {
  return (
    <Section extra={<SkeletonBar width="9em" />}>
      <SkeletonLine as="div" className={styles.row} width="12em" />
    </Section>
  );
}
