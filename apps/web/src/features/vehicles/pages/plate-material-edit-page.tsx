import { PlateMaterialPurpose, PlateMaterialStatus, type PlateMaterialEdit } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { href } from '../../../lib/paths';
import { groupsQuery, useEditMaterial } from '../api/plate-materials';
import layout from '../../../components/card-page.module.css';
import { MaterialForm } from '../components/material-form';
import { MaterialHeader } from '../components/material-header';
import { MaterialStatus } from '../components/material-status';
import { useMaterialScreen } from '../hooks/use-material-screen';
import * as screen from '../../../lib/screen-paths.gen';

/** /plateMaterialEdit?materialId=: change a pending or rejected certification and send it for review again. */
export default function PlateMaterialEditPage() {
  const navigate = useNavigate();
  const loaded = useMaterialScreen();
  const special = 'material' in loaded && loaded.material.purpose === PlateMaterialPurpose.SPECIAL_GROUP;
  const groups = useQuery({ ...groupsQuery(), enabled: special });
  const edit = useEditMaterial('material' in loaded ? loaded.materialId : '');
  if ('screen' in loaded) return loaded.screen;
  const { material: data, materialId } = loaded;
  if (!data.editable) return <Navigate to={href(screen.plateMaterialDetail, { materialId })} replace />;

  const detail = href(screen.plateMaterialDetail, { materialId });
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
