import { formatFen } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { useMonthlyPlanPark } from '../api/monthly-plans';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

/**
 * /monthlyRuleNotice?parkId: the park's plan rules (prices, when a plan starts, renewing late, materials asked for,
 * its notice), which the driver accepts before the application (/mounthlyNotarize).
 */
export default function MonthlyRuleNoticePage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId') ?? '';
  const park = useMonthlyPlanPark(parkId);
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  if (!park.isSuccess) return <QueryState query={park} failed="月卡规则加载失败" gone="该停车场未开通月卡" />;
  const { rules, products } = park.data;
  const late =
    rules.lateRenewDays === 0
      ? '仅可在到期前续费'
      : `到期后 ${rules.lateRenewDays} 天内可续费，有效期自${rules.lateRenewFrom === 'expiry' ? '原到期日' : '续费当日'}起算`;
  return (
    <div className={styles.page}>
      <Section title={park.data.parkName}>
        <p className={styles.meta}>{park.data.parkAddr}</p>
      </Section>
      <Section title="收费标准">
        <Facts rows={products.map((p) => [`${p.kindName} · ${p.vehicleClassName}`, formatFen(p.priceFen)])} />
      </Section>
      <Section title="办理规则">
        <Facts
          rows={[
            ['生效时间', rules.startsNextDay ? '支付后次日 00:00 生效' : '可选当日起生效'],
            ['续费', late],
            ['申请材料', rules.needsProof ? '行驶证、身份证号、居住或工作证明' : '行驶证、身份证号'],
            ['一位多车', '同一月卡绑定的多辆车同一时间仅一辆享受月卡，其余按临停收费'],
          ]}
        />
      </Section>
      {rules.notice && (
        <Section title="停车场须知">
          <p className={styles.notice}>{rules.notice}</p>
        </Section>
      )}
      <label className={styles.agree}>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>我已阅读并同意以上月卡办理规则</span>
      </label>
      <div className={styles.actions}>
        <MainButton disabled={!agreed} onClick={() => void navigate(href(screen.mounthlyNotarize, { parkId }))}>
          同意并办理
        </MainButton>
        <Button block disabled={!agreed} onClick={() => void navigate(href(screen.bookingNotarize, { parkId }))}>
          预约以后生效
        </Button>
      </div>
    </div>
  );
}
