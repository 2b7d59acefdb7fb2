import { PLATE_MATERIAL_MAX_REJECTIONS } from '@parking/contracts';
import { useNavigate } from 'react-router';
import { useWebPageConfig } from '../../../api/basic/web-page-config';
import { Paths } from '../../../lib/paths';
import { useMaterial } from '../api/plate-materials';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PlateBadge } from '../components/plate-badge';
import { useQueryParam } from '../lib/use-query-param';

/**
 * /plateMaterialDisabled?materialId=: the certification of this plate is closed (rejected
 * PLATE_MATERIAL_MAX_REJECTIONS times, or closed by the reviewer); it cannot be resubmitted, customer service can help.
 */
export default function PlateMaterialDisabledPage() {
  const materialId = useQueryParam('materialId');
  const navigate = useNavigate();
  const material = useMaterial(materialId);
  const phone = useWebPageConfig().data?.servicePhone;
  const data = material.data;

  return (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.center}`} aria-label="认证已停用">
        <svg className={layout.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden>
          <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M10 10 38 38" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1 className={layout.heading}>车辆认证已停用</h1>
        {data && <PlateBadge plateNo={data.plateNo} plateColor={data.plateColor} />}
        <p className={layout.label}>
          该车牌的认证材料未通过审核已达{PLATE_MATERIAL_MAX_REJECTIONS}次或已被停用，暂不能再次提交。
        </p>
        {data?.rejectReason && <p className={layout.label}>原因：{data.rejectReason}</p>}
        {phone && (
          <p className={layout.label}>
            如有疑问，请联系客服 <a href={`tel:${phone.replace(/[^\d+-]/g, '')}`}>{phone}</a>
          </p>
        )}
      </section>
      <BottomButton primary={false} onClick={() => navigate(Paths.CAR_MANAGE, { replace: true })}>
        返回我的车辆
      </BottomButton>
    </div>
  );
}
