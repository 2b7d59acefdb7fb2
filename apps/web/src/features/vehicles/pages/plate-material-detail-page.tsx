import { PLATE_MATERIAL_PURPOSE_LABELS, PlateMaterialPurpose, PlateMaterialStatus } from '@parking/contracts';
import { useNavigate } from 'react-router';
import { href, Paths } from '../../../lib/paths';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { MaterialStatus } from '../components/material-status';
import { PlateBadge } from '../components/plate-badge';
import pictures from '../components/picture-picker.module.css';
import { useMaterialScreen } from '../hooks/use-material-screen';
import fieldList from '../../../components/field-list.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import * as screen from '../../../lib/screen-paths.gen';

/** /plateMaterialDetail?materialId=: a certification's status, reason and what was submitted; edit while open. */
export default function PlateMaterialDetailPage() {
  const navigate = useNavigate();
  const loaded = useMaterialScreen();
  if ('screen' in loaded) return loaded.screen;
  const { material: data, materialId } = loaded;

  return (
    <div className={layout.page}>
      <MaterialStatus material={data} />
      <section className={layout.card} aria-label="认证信息">
        <dl className={fieldList.list}>
          <div className={fieldList.field}>
            <dt>车牌号</dt>
            <dd>
              <PlateBadge plateNo={data.plateNo} plateColor={data.plateColor} />
            </dd>
          </div>
          <div className={fieldList.field}>
            <dt>认证类型</dt>
            <dd>{PLATE_MATERIAL_PURPOSE_LABELS[data.purpose]}</dd>
          </div>
          {data.groupName && (
            <div className={fieldList.field}>
              <dt>认证类别</dt>
              <dd>{data.groupName}</dd>
            </div>
          )}
          <div className={fieldList.field}>
            <dt>车辆所有人</dt>
            <dd>{data.ownerName}</dd>
          </div>
          {data.remark && (
            <div className={fieldList.field}>
              <dt>备注</dt>
              <dd>{data.remark}</dd>
            </div>
          )}
          <div className={fieldList.field}>
            <dt>提交时间</dt>
            <dd>{formatShanghaiMinute(data.submittedAt)}</dd>
          </div>
          {data.reviewedAt && (
            <div className={fieldList.field}>
              <dt>审核时间</dt>
              <dd>{formatShanghaiMinute(data.reviewedAt)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className={layout.card} aria-label="认证材料">
        <h2 className={layout.heading}>认证材料</h2>
        <ul className={pictures.grid}>
          {data.pictures.map((url, index) => (
            <li key={url} className={pictures.tile}>
              <a href={url} target="_blank" rel="noreferrer">
                <img className={pictures.image} src={url} alt={`认证材料${index + 1}`} />
              </a>
            </li>
          ))}
        </ul>
      </section>
      {data.editable ? (
        <BottomButton onClick={() => navigate(href(screen.plateMaterialEdit, { materialId }))}>
          {data.status === PlateMaterialStatus.REJECTED ? '修改并重新提交' : '修改资料'}
        </BottomButton>
      ) : (
        <BottomButton primary={false} onClick={() => navigate(Paths.CAR_MANAGE)}>
          {data.purpose === PlateMaterialPurpose.OWNERSHIP ? '查看我的车辆' : '返回我的车辆'}
        </BottomButton>
      )}
    </div>
  );
}
