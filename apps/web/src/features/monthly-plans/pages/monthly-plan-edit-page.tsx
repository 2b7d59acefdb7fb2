import type { BagApplication } from '@parking/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useMonthlyPlanPark } from '../api/monthly-plans';
import { useMonthlyPlanApplication, useEditApplication } from '../api/monthly-plan-screens';
import { MaterialForm } from '../components/material-form';
import { EDITABLE_STATUSES } from '../lib/application';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

function EditForm({ application, needsProof }: { application: BagApplication; needsProof: boolean }) {
  const navigate = useNavigate();
  const edit = useEditApplication(application.applicationId);
  return (
    <MaterialForm
      // The server keeps the ID number masked: it is typed again on every resubmission.
      initial={{
        plateNos: application.plates.map((p) => p.plateNo),
        applicantName: application.applicantName,
        phone: application.phone,
        licencePictures: application.licencePictures,
        proofPictures: application.proofPictures,
      }}
      needsProof={needsProof}
      idPlaceholder={`请重新输入（原 ${application.idNumberMasked}）`}
      submitLabel="重新提交"
      busy={edit.isPending}
      onSubmit={async ({ plateNos, ...m }) => {
        await edit.mutateAsync({
          plates: plateNos.map((plateNo, i) => ({
            plateNo,
            ...(application.plates[i]?.plateColor === 2 ? { plateColor: 2 } : {}),
          })),
          ...m,
        });
        void navigate(href(screen.submitSuccess, { applicationId: application.applicationId }), { replace: true });
      }}
      before={
        <Section title={`${application.parkName} · ${application.product.kindName}`} extra={application.statusText}>
          {application.reviewReason && (
            <p className={styles.error} role="status">
              审核意见：{application.reviewReason}
            </p>
          )}
        </Section>
      }
    />
  );
}

/** /mounthlyEdit?applicationId: edit the materials of an application asked for more (or rejected) and resubmit. */
export default function MonthlyPlanEditPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const application = useMonthlyPlanApplication(applicationId);
  const park = useMonthlyPlanPark(application.data?.parkId ?? '');
  const navigate = useNavigate();
  if (!application.isSuccess) {
    return <QueryState query={application} failed="申请加载失败" gone="月卡申请不存在" />;
  }
  if (!EDITABLE_STATUSES.includes(application.data.status)) {
    return (
      <PageState
        title={`申请${application.data.statusText}，无需修改`}
        illustration="list"
        action={{ text: '查看我的月卡', onClick: () => void navigate(screen.monthParking, { replace: true }) }}
      />
    );
  }
  if (!park.isSuccess) return <QueryState query={park} failed="月卡信息加载失败" />;
  return <EditForm application={application.data} needsProof={park.data.rules.needsProof} />;
}
