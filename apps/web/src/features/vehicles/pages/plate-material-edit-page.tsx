import { PlateMaterialPurpose, PlateMaterialStatus, type PlateMaterialEdit } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { Paths, withQuery } from '../../../lib/paths';
import { groupsQuery, useEditMaterial, useMaterial } from '../api/plate-materials';
import layout from '../components/layout.module.css';
import { MaterialForm } from '../components/material-form';
import { MaterialHeader } from '../components/material-header';
import { MaterialStatus } from '../components/material-status';
import { useQueryParam } from '../lib/use-query-param';

/** /plateMaterialEdit?materialId=: change a pending or rejected certification and send it for review again. */
export default function PlateMaterialEditPage() {
  const materialId = useQueryParam('materialId');
  const navigate = useNavigate();
  const material = useMaterial(materialId);
  const special = material.data?.purpose === PlateMaterialPurpose.SPECIAL_GROUP;
  const groups = useQuery({ ...groupsQuery(), enabled: special });
  const edit = useEditMaterial(materialId);

  if (!materialId || material.isError) {
    return (
      <PageState title="认证材料不存在" action={{ text: '我的车辆', onClick: () => navigate(Paths.CAR_MANAGE) }} />
    );
  }
  if (material.isPending) return <PageState title="加载中…" />;
  const data = material.data;
  if (data.status === PlateMaterialStatus.DISABLED) {
    return <Navigate to={withQuery(Paths.PLATE_MATERIAL_DISABLED, { materialId })} replace />;
  }
  if (!data.editable) return <Navigate to={withQuery(Paths.PLATE_MATERIAL_DETAIL, { materialId })} replace />;

  const detail = withQuery(Paths.PLATE_MATERIAL_DETAIL, { materialId });
  const send = (fields: PlateMaterialEdit) =>
    edit.mutate(fields, { onSuccess: () => navigate(detail, { replace: true }) });

  return (
    <div className={layout.page}>
      {data.status === PlateMaterialStatus.REJECTED && <MaterialStatus material={data} />}
      <MaterialHeader plateNo={data.plateNo} plateColor={data.plateColor} purpose={data.purpose} />
      <MaterialForm
        initial={{
          ownerName: data.ownerName,
          pictures: data.pictures,
          remark: data.remark,
          groupCode: data.groupCode ?? undefined,
        }}
        purpose={data.purpose}
        groups={groups.data ?? []}
        submitText="重新提交"
        submitting={edit.isPending}
        onSubmit={send}
      />
    </div>
  );
}
