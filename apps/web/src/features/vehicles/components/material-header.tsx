import { PLATE_MATERIAL_PURPOSE_LABELS, type PlateMaterialPurpose } from '@parking/contracts';
import layout from '../../../components/card-page.module.css';
import { PlateBadge } from './plate-badge';

const EXPLANATIONS: Record<PlateMaterialPurpose, string> = {
  ownership: '该车牌已被其他用户绑定。提交行驶证照片，审核通过后车辆将绑定到您的账号，原绑定将解除。',
  specialGroup: '提交行驶证及相关证明，审核通过后可享受所选类别在停车场的优惠政策。',
};

/** Which plate a certification is about, and what it will do. */
export function MaterialHeader({
  plateNo,
  plateColor,
  purpose,
}: {
  plateNo: string;
  plateColor: 2 | null;
  purpose: PlateMaterialPurpose;
}) {
  return (
    <section className={`${layout.card} ${layout.center}`} aria-label="认证车辆">
      <PlateBadge plateNo={plateNo} plateColor={plateColor} size="large" />
      <strong>{PLATE_MATERIAL_PURPOSE_LABELS[purpose]}</strong>
      <span className={layout.label}>{EXPLANATIONS[purpose]}</span>
    </section>
  );
}
