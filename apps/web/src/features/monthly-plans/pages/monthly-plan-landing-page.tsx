import { formatFen } from '@parking/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { useMonthlyPlanPark } from '../api/monthly-plans';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

/**
 * /H5Mounth?parkId: where a driver lands from a park's monthly-plan QR code or an operator's link, outside the app
 * and maybe signed out (decision 055). At a glance: the park, spaces left, its plans and prices, how a plan starts
 * and renews, the materials asked for. 立即办理 goes to the rules to accept (/monthlyRuleNotice), then the
 * application, which asks for a login and returns to the flow. A landing page: no form, no zod on first paint.
 */
export default function MonthlyPlanLandingPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId') ?? '';
  const park = useMonthlyPlanPark(parkId);
  const navigate = useNavigate();
  if (!parkId) return <PageState title="二维码无效，请重新扫描停车场的月卡二维码" illustration="list" />;
  if (!park.isSuccess) return <QueryState query={park} failed="月卡信息加载失败" gone="该停车场未开通月卡" />;
  const { rules, products, leftBagSpaceNum } = park.data;
  const soldOut = leftBagSpaceNum === 0;
  return (
    <div className={styles.page}>
      <Section title={park.data.parkName}>
        <p className={styles.meta}>{park.data.parkAddr}</p>
        <p className={styles.meta}>
          {leftBagSpaceNum < 0 ? '月卡名额充足' : soldOut ? '月卡名额已满' : `剩余月卡名额 ${leftBagSpaceNum} 个`}
        </p>
      </Section>
      <Section title="月卡价格">
        {products.length === 0 ? (
          <p className={styles.meta}>暂无可办理的月卡</p>
        ) : (
          <Facts rows={products.map((p) => [`${p.kindName} · ${p.vehicleClassName}`, formatFen(p.priceFen)])} />
        )}
      </Section>
      <Section title="办理须知">
        <Facts
          rows={[
            ['生效时间', rules.startsNextDay ? '支付后次日 00:00 生效' : '可选当日起生效'],
            ['续费', rules.lateRenewDays === 0 ? '仅可在到期前续费' : `到期后 ${rules.lateRenewDays} 天内可续费`],
            ['申请材料', rules.needsProof ? '行驶证、身份证号、居住或工作证明' : '行驶证、身份证号'],
          ]}
        />
      </Section>
      <div className={styles.actions}>
        <MainButton
          disabled={soldOut || products.length === 0}
          onClick={() => void navigate(href(screen.monthlyRuleNotice, { parkId }))}
        >
          {soldOut ? '名额已满' : '立即办理'}
        </MainButton>
        <Link className={styles.card} to={screen.monthParking}>
          已办理？查看我的月卡
        </Link>
      </div>
    </div>
  );
}
