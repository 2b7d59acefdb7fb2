import { formatFen } from '@parking/contracts';
import { Button } from '../../../components/button';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useSharingAllow, useSharingParks } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { OfferListSkeleton, SectionSkeleton } from '../../../components/offer-skeleton';
import { kindPaths } from '../lib/kinds';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** The ways to the driver's own sharing and to the credit score (its value a grey bar until it is known). */
function Links({ score }: { score: number | null }) {
  const navigate = useNavigate();
  return (
    <div className={styles.links}>
      <Button variant="outline" onClick={() => void navigate(screen.wrongTimeManage)}>
        我的错时共享
      </Button>
      <Button variant="outline" onClick={() => void navigate(screen.integral)}>
        信用分 {score ?? <SkeletonBar width="2em" />}
      </Button>
    </div>
  );
}

/** The screen while the score or the parks are asked (issue 25): the two ways as drawn, a park's card in grey. */
function ShareFrame({ score }: { score: number | null }) {
  return (
    <div className={styles.page}>
      <Links score={score} />
      <SectionSkeleton label="错时共享停车场">
        <SkeletonLine className={styles.meta} width="14em" />
        <OfferListSkeleton cards={2} label="错时共享加载中" />
      </SectionSkeleton>
    </div>
  );
}

/**
 * /wrongTimeShare: parks sharing their spaces in idle hours, their packages and subscriptions. Entering asks isAllow
 * (spec section 4): below 0 the spec's prompt offers the credit page instead.
 */
export default function WrongTimeSharePage() {
  const allow = useSharingAllow();
  const parks = useSharingParks();
  const navigate = useNavigate();
  const refused = allow.data && !allow.data.allow ? allow.data.prompt : null;

  useEffect(() => {
    if (!refused) return;
    void installedEffects.confirm({ content: refused, confirmText: '查看信用分' }).then((go) => {
      if (go) void navigate(screen.integral);
    });
  }, [refused, navigate]);

  if (!allow.isSuccess)
    return <QueryState query={allow} failed="信用分加载失败" loading={<ShareFrame score={null} />} />;
  if (refused) {
    return (
      <PageState
        title={`信用分 ${allow.data.score}，暂不能使用错时共享`}
        illustration="list"
        action={{ text: '查看信用分', onClick: () => void navigate(screen.integral) }}
      />
    );
  }
  if (!parks.isSuccess)
    return <QueryState query={parks} failed="错时共享车场加载失败" loading={<ShareFrame score={allow.data.score} />} />;
  return (
    <div className={styles.page}>
      <Links score={allow.data.score} />
      {parks.data.results.length === 0 && <PageState title="暂无可错时共享的停车场" illustration="list" />}
      {parks.data.results.map((park) => (
        <Section key={park.parkId} title={park.parkName}>
          <p className={styles.meta}>{park.parkAddr}</p>
          <ul className={styles.list} aria-label={`${park.parkName}的错时共享`}>
            {park.products.map((p) => {
              const left = p.periods[0]?.leftNum ?? 0;
              return (
                <li key={p.productId}>
                  <Link className={styles.card} to={href(kindPaths[p.kind].select, { productId: p.productId })}>
                    <p className={styles.name}>
                      {p.kindName} · {p.name} <span className={styles.price}>{formatFen(p.priceFen)}</span>
                    </p>
                    <p className={styles.meta}>{p.scheduleText}</p>
                    <p className={styles.meta}>
                      {p.periods[0]?.label} 剩余 {left}/{p.totalNum}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
    </div>
  );
}
