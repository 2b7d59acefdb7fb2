import { DEDUCTION_ORDER_SHORT_LABELS, PLATE_MATERIAL_PURPOSE_LABELS } from '@parking/contracts';
import { InfoRow, LinkRow } from '../components/form-controls';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { isGone } from '../../../components/query-state';
import { href, Paths } from '../../../lib/paths';
import { usePlate, useSetDefaultPlate } from '../api/plates';
import layout from '../../../components/card-page.module.css';
import { PlateBadge } from '../components/plate-badge';
import { useConfirmUnbind } from '../hooks/use-unbind-plate';
import { useQueryParam } from '../lib/use-query-param';
import { materialStatusLabel, PLATE_CATEGORY_LABELS, plateColorLabel } from '../lib/plate-labels';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import * as screen from '../../../lib/screen-paths.gen';

/** /plateDetail?plateId=: one bound plate, its deduction order and certification, default and unbind. */
export default function PlateDetailPage() {
  const plateId = useQueryParam('plateId');
  const navigate = useNavigate();
  const plate = usePlate(plateId);
  const setDefault = useSetDefaultPlate();
  const { unbind, pending: unbinding } = useConfirmUnbind();

  if (!plateId)
    return (
      <PageState title="车辆不存在或已解绑" action={{ text: '我的车辆', onClick: () => navigate(Paths.CAR_MANAGE) }} />
    );
  if (plate.isPending) return <PageState title="加载中…" />;
  if (isGone(plate.error)) return <PageState illustration="lost" title="车辆不存在或已解绑" />;
  if (plate.isError) {
    return (
      <PageState title="车辆加载失败" action={{ text: '返回我的车辆', onClick: () => navigate(Paths.CAR_MANAGE) }} />
    );
  }

  const data = plate.data;
  const certify = data.material
    ? href(screen.plateMaterialDetail, { materialId: data.material.materialId })
    : href(screen.plateMaterial, { plateNo: data.plateNo, plateColor: data.plateColor, purpose: 'specialGroup' });

  return (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.center}`} aria-label="车辆信息">
        <PlateBadge plateNo={data.plateNo} plateColor={data.plateColor} size="large" />
        <span className={layout.label}>
          {PLATE_CATEGORY_LABELS[data.category]}
          {plateColorLabel(data.plateColor) && ` · ${plateColorLabel(data.plateColor)}`}
          {data.isDefault && ' · 默认车辆'}
        </span>
      </section>
      <section className={`${layout.card} ${layout.flush}`}>
        <InfoRow label="绑定时间" value={formatShanghaiMinute(data.boundAt)} />
        <LinkRow
          label="扣费顺序"
          value={DEDUCTION_ORDER_SHORT_LABELS[data.deductionOrder]}
          onClick={() => navigate(href(screen.orderDeduction, { plateId }))}
        />
        <LinkRow
          label="车辆认证"
          value={data.material ? materialStatusLabel(data.material.status) : PLATE_MATERIAL_PURPOSE_LABELS.specialGroup}
          onClick={() => navigate(certify)}
        />
      </section>
      <div className={layout.bottomBar}>
        {!data.isDefault && (
          <Button
            shape="rounded"
            size="large"
            loading={setDefault.isPending}
            onClick={() => setDefault.mutate(plateId, { onSuccess: () => installedEffects.toast('已设为默认车辆') })}
          >
            设为默认
          </Button>
        )}
        <Button
          color="danger"
          fill="outline"
          shape="rounded"
          size="large"
          loading={unbinding}
          onClick={() => void unbind(data).then((done) => done && navigate(Paths.CAR_MANAGE, { replace: true }))}
        >
          解绑车辆
        </Button>
      </div>
    </div>
  );
}
