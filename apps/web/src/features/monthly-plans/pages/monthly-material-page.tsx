import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { useMonthlyPlanApplication } from '../api/monthly-plan-screens';
import { EDITABLE_STATUSES } from '../lib/application';
import styles from '../../../components/offer-page.module.css';
import { PlateList } from '../../../components/plate-text';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

function Pictures({ urls, label }: { urls: string[]; label: string }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {urls.map((url, i) => (
        <img key={url} src={url} alt={`${label}${i + 1}`} width={96} height={96} style={{ objectFit: 'cover' }} />
      ))}
    </div>
  );
}

/**
 * /monthlyMaterial?applicationId: the materials of an application as submitted (the ID number masked), its review
 * state and reason; 修改材料 (/mounthlyEdit) while it is pending, rejected or asked for more.
 */
export default function MonthlyMaterialPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const application = useMonthlyPlanApplication(applicationId);
  const navigate = useNavigate();
  if (!application.isSuccess) {
    return <QueryState query={application} failed="申请材料加载失败" gone="月卡申请不存在" />;
  }
  const a = application.data;
  return (
    <div className={styles.page}>
      <Section title={`${a.parkName} · ${a.product.kindName}`} extra={a.statusText}>
        {a.reviewReason && (
          <p className={styles.error} role="status">
            审核意见：{a.reviewReason}
          </p>
        )}
        <Facts
          rows={[
            ['车牌', <PlateList key="plates" plates={a.plates} />],
            ['姓名', a.applicantName],
            ['手机号', a.phone],
            ['身份证号', a.idNumberMasked],
            ['开始日期', a.startDate],
          ]}
        />
      </Section>
      <Section title="行驶证照片">
        <Pictures urls={a.licencePictures} label="行驶证照片" />
      </Section>
      {a.proofPictures.length > 0 && (
        <Section title="居住或工作证明">
          <Pictures urls={a.proofPictures} label="证明材料" />
        </Section>
      )}
      <div className={styles.actions}>
        {EDITABLE_STATUSES.includes(a.status) && (
          <MainButton onClick={() => void navigate(href(screen.mounthlyEdit, { applicationId: a.applicationId }))}>
            修改材料
          </MainButton>
        )}
        {(a.status === 'approved' || a.status === 'paying') && (
          <MainButton onClick={() => void navigate(href(screen.myMounthlyPay, { applicationId: a.applicationId }))}>
            去支付
          </MainButton>
        )}
      </div>
    </div>
  );
}
