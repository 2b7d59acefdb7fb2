import { formatFen, type GoldOption } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { installedEffects } from '../../../api/ui-effects';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import { goldPlanQuery, useRedeemGold } from '../api/rewards';
import { BigFigure } from '../components/big-figure';
import styles from '../components/rewards.module.css';
import { signedCoins } from '../lib/invite-link';

/** Grey bars where an option (its name, its rule, the exchange button) will be, as high as one. */
const OptionSkeleton = () => (
  <div className={styles.row}>
    <span>
      <SkeletonBar width="6em" />
      <br />
      <SkeletonLine as="span" className={styles.muted} width="13em" />
    </span>
    <SkeletonBar width={66} height={44} round />
  </div>
);

/** Two rows of grey bars where the latest movements will be. */
const MovementsSkeleton = () =>
  [0, 1].map((i) => (
    <div key={i} className={styles.row}>
      <SkeletonBar width="12em" />
      <SkeletonBar width="3em" />
    </div>
  ));

/**
 * /goldPlanResults (金币计划): coins earned on paid parking bills, what they buy (coupons worth at most 5 % of the bill
 * they are used on), and the latest movements. While the plan is asked the page is its frame: the same headings and
 * rules, grey bars where the balance, the options and the movements will be.
 */
export default function GoldPlanPage() {
  const plan = useQuery(goldPlanQuery());
  const redeem = useRedeemGold();
  if (plan.isError) return <QueryState query={plan} failed="金币信息加载失败" />;
  const data = plan.data;

  async function exchange(option: GoldOption) {
    const sure = await installedEffects.confirm({
      title: '确认兑换',
      content: `使用 ${option.coinCost} 金币兑换「${option.name}」？`,
    });
    if (!sure) return;
    const done = await redeem.mutateAsync(option.id);
    await installedEffects.alert({
      title: '兑换成功',
      content: `已获得 ${done.coupon.title}，剩余 ${done.balance} 金币，可在“优惠券”中查看`,
    });
  }

  return (
    <div className={styles.page} aria-busy={!data}>
      <div className={styles.hero}>
        <p className={styles.heroText}>我的金币</p>
        <BigFigure value={data?.balance} testId="gold-balance" barWidth="2em" />
        <p className={styles.heroText}>
          {!data ? (
            <SkeletonBar width="12em" />
          ) : data.coinsPerYuan > 0 ? (
            `缴纳停车费每1元得${data.coinsPerYuan}金币`
          ) : (
            '金币计划暂未开启'
          )}
        </p>
      </div>
      <Section title="金币兑换">
        {!data ? (
          <OptionSkeleton />
        ) : data.options.length === 0 ? (
          <PageState size="compact" title="暂无可兑换的停车券" />
        ) : (
          <ul className={styles.list} aria-label="可兑换停车券">
            {data.options.map((o) => (
              <li key={o.id} className={styles.row}>
                <span>
                  {o.name}
                  <br />
                  <span className={styles.muted}>
                    {o.title}，最多抵扣账单的{o.percent}%（不超过{formatFen(o.capFen)}）
                  </span>
                  {/* A button greyed out says nothing of why: how many coins are still missing. */}
                  {data.balance < o.coinCost && (
                    <>
                      <br />
                      <span className={styles.muted}>还差{o.coinCost - data.balance}金币</span>
                    </>
                  )}
                </span>
                <Button
                  size="small"
                  disabled={data.balance < o.coinCost || redeem.isPending}
                  onClick={() => void exchange(o).catch(() => undefined)}
                >
                  {o.coinCost}金币兑换
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="金币规则">
        <ol className={styles.rules}>
          <li>成功缴纳停车费后按实付金额获得金币（不足1元部分不计）。</li>
          <li>金币可兑换停车券，每张券最多抵扣所用账单的{data ? data.capPercent : <SkeletonBar width="1em" />}%。</li>
          <li>金币不可提现、不可转让。</li>
        </ol>
      </Section>
      <Section title="金币明细">
        {!data ? (
          <MovementsSkeleton />
        ) : data.movements.length === 0 ? (
          <PageState size="compact" title="暂无金币记录" description="缴纳停车费即可获得金币" />
        ) : (
          <ul className={styles.list} aria-label="金币明细">
            {data.movements.map((m) => (
              <li key={m.id} className={styles.row}>
                <span>
                  {m.note}
                  <br />
                  <span className={styles.muted}>{formatShanghaiMinute(m.createdAt)}</span>
                </span>
                <span className={m.coins > 0 ? styles.plus : styles.minus}>{signedCoins(m.coins)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
