import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useMonthlyPlanApplication } from '../api/monthly-plan-screens';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /submitSuccess?applicationId: after applying or resubmitting, what comes next — pay now when the park approved at
 * once, else wait for the review (the result shows on 我的月卡).
 */
export default function SubmitSuccessPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const application = useMonthlyPlanApplication(applicationId);
  const navigate = useNavigate();
  if (!application.isSuccess) {
    return <QueryState query={application} failed="申请加载失败" gone="月卡申请不存在" />;
  }
  const mine = { text: '查看我的月卡', onClick: () => void navigate(screen.monthParking, { replace: true }) };
  if (application.data.status === 'approved') {
    return (
      <PageState
        title="提交成功，审核已通过"
        description={`${application.data.parkName} · ${application.data.product.kindName}，支付后即可办理完成`}
        illustration="list"
        action={{
          text: '去支付',
          onClick: () => void navigate(href(screen.myMounthlyPay, { applicationId }), { replace: true }),
        }}
        secondaryAction={mine}
      />
    );
  }
  return (
    <PageState
      title="提交成功，等待审核"
      description="停车场将审核您的材料，审核通过后可在“我的月卡”中支付；如需补充材料，请按提示修改后重新提交"
      illustration="list"
      action={mine}
      secondaryAction={{ text: '返回首页', onClick: () => void navigate(screen.home, { replace: true }) }}
    />
  );
}
