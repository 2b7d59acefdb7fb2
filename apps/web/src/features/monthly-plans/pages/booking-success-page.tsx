import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useMonthlyPlan } from '../api/monthly-plans';
import { dayOf, lastDayOf } from '../lib/days';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** /bookingSuccess?planId: a booked plan is paid; it starts on its day (the car pays the temporary rate before). */
export default function BookingSuccessPage() {
  const [search] = useSearchParams();
  const planId = search.get('planId') ?? '';
  const detail = useMonthlyPlan(planId);
  const navigate = useNavigate();
  if (!detail.isSuccess) return <QueryState query={detail} failed="月卡加载失败" gone="月卡不存在" />;
  const { plan } = detail.data;
  return (
    <PageState
      title="预约成功"
      description={`${plan.parkName} · ${plan.kindName}将于 ${dayOf(plan.validFrom)} 00:00 生效，有效期至 ${lastDayOf(plan.validUntil)}；生效前入场按临停收费`}
      illustration="list"
      action={{
        text: '查看月卡',
        onClick: () => void navigate(href(screen.mounthlyDetail, { planId: plan.planId }), { replace: true }),
      }}
      secondaryAction={{ text: '返回首页', onClick: () => void navigate(screen.home, { replace: true }) }}
    />
  );
}
