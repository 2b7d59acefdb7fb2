import { formatPlateNo } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useMonthlyPlan } from '../api/monthly-plans';
import { useRemovePlanPlate } from '../api/plan-changes';
import styles from '../../../components/offer-page.module.css';
import { SectionSkeleton } from '../../../components/offer-skeleton';
import { SkeletonBar } from '../../../components/skeleton-bar';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

const PLATE_ROW = { display: 'flex', alignItems: 'center', gap: 8, boxSizing: 'border-box' } as const;
const ONE_AT_A_TIME = '同一时间仅一辆车享受月卡，其余车辆按临停收费。';

/** The screen while its plan is asked (issue 25): the rule of one car at a time as drawn, grey where the rest goes. */
function ManageFrame() {
  return (
    <div className={styles.page}>
      <SectionSkeleton label="月卡" extra={<SkeletonBar width="3em" />}>
        <p className={styles.meta}>{ONE_AT_A_TIME}</p>
      </SectionSkeleton>
      <div className={styles.list} role="status" aria-busy="true" aria-label="月卡车辆加载中">
        {['7em', '8em'].map((width) => (
          // As high as a car's row with its 删除 button.
          <div key={width} className={styles.card} style={{ ...PLATE_ROW, minHeight: 68 }}>
            <SkeletonBar width={width} />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <SkeletonBar width="100%" height={49} block />
      </div>
    </div>
  );
}

/**
 * /mounthlyPayManage?planId: the cars of a plan (一位多车: only one of them parks on the plan at a time), each
 * removable but the last; adding leads to /mounthlyPayAddCar while the product's limit is not reached. Without a plan
 * it is the driver's plans (/monthParking).
 */
export default function MonthlyPlanPlatesPage() {
  const planId = useSearchParams()[0].get('planId') ?? '';
  // 我的 → 包月车辆 comes without a plan (issue 44: a skeleton forever): the driver's plans (/monthParking), each
  // leading to its cars. Not /myMounthlyPay: that pays one application and needs its id as much as this needs a plan.
  if (!planId) return <Navigate to={screen.monthParking} replace />;
  return <ManagePlan planId={planId} />;
}

function ManagePlan({ planId }: { planId: string }) {
  const navigate = useNavigate();
  const detail = useMonthlyPlan(planId);
  const remove = useRemovePlanPlate(planId);
  if (!detail.isSuccess)
    return <QueryState query={detail} failed="月卡加载失败" gone="月卡不存在" loading={<ManageFrame />} />;
  const { plan } = detail.data;
  const full = plan.plates.length >= plan.maxPlates;
  const removePlate = async (plateNo: string) => {
    const sure = await installedEffects.confirm({
      content: `确定将 ${formatPlateNo(plateNo)} 从月卡中删除？`,
      confirmText: '删除',
    });
    if (!sure) return;
    await remove.mutateAsync(plateNo);
    installedEffects.toast('已删除', { success: true });
  };
  return (
    <div className={styles.page}>
      <Section title={`${plan.parkName} · ${plan.kindName}`} extra={`${plan.plates.length}/${plan.maxPlates} 辆`}>
        <p className={styles.meta}>{ONE_AT_A_TIME}</p>
      </Section>
      <ul className={styles.list} aria-label="月卡车辆">
        {plan.plates.map((p) => (
          <li key={p.plateNo} className={styles.card} style={PLATE_ROW}>
            <span className={styles.name} style={{ flex: 1, margin: 0 }}>
              {formatPlateNo(p.plateNo)}
            </span>
            {plan.plates.length > 1 && (
              <Button
                size="small"
                fill="outline"
                color="danger"
                aria-label={`删除 ${formatPlateNo(p.plateNo)}`}
                style={{ minHeight: 44 }}
                loading={remove.isPending && remove.variables === p.plateNo}
                onClick={() => void removePlate(p.plateNo)}
              >
                删除
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <MainButton
          disabled={full || plan.state === 'expired'}
          onClick={() => void navigate(href(screen.mounthlyPayAddCar, { planId: plan.planId }))}
        >
          {full ? `最多绑定 ${plan.maxPlates} 辆车` : '添加车辆'}
        </MainButton>
      </div>
    </div>
  );
}
