import {
  PLATE_MATERIAL_PURPOSES,
  PlateMaterialPurpose,
  parsePlate,
  type PlateColor,
  type PlateMaterialEdit,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { href } from '../../../lib/paths';
import { groupsQuery, materialsOfPlateQuery, useSubmitMaterial } from '../api/plate-materials';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { MaterialForm } from '../components/material-form';
import { MaterialHeader } from '../components/material-header';
import { NO_PLATE, PlateEntryCard } from '../../../plate-kit/plate-entry-card';
import { existingMaterialRoute } from '../lib/material-route';
import { useQueryParam } from '../lib/use-query-param';
import { QueryState } from '../../../components/query-state';
import * as screen from '../../../lib/screen-paths.gen';

const purposeOf = (value: string): PlateMaterialPurpose =>
  (PLATE_MATERIAL_PURPOSES as readonly string[]).includes(value)
    ? (value as PlateMaterialPurpose)
    : PlateMaterialPurpose.OWNERSHIP;

/**
 * /plateMaterial?plateNo=&plateColor=&purpose=: certify a plate. Ownership (default): the plate is bound by someone
 * else and should be the driver's; specialGroup: the driver's bound plate belongs to one of the dealer's groups. A
 * certification already under way (or closed) is shown instead of a second form. Without a plate in the link, the
 * driver types it first.
 */
export default function PlateMaterialPage() {
  const purpose = purposeOf(useQueryParam('purpose'));
  const rawPlateNo = useQueryParam('plateNo');
  const plateColor = useQueryParam('plateColor') === '2' ? 2 : undefined;
  const parsed = parsePlate(rawPlateNo, { plateColor });
  if (!parsed.ok) return <ChoosePlate purpose={purpose} />;
  return <MaterialSubmission plateNo={parsed.plate.plateNo} plateColor={parsed.plate.plateColor} purpose={purpose} />;
}

function MaterialSubmission({
  plateNo,
  plateColor,
  purpose,
}: {
  plateNo: string;
  plateColor: PlateColor | undefined;
  purpose: PlateMaterialPurpose;
}) {
  const navigate = useNavigate();
  const color = plateColor ?? null;
  const existing = useQuery(materialsOfPlateQuery(plateNo, color));
  const groups = useQuery({ ...groupsQuery(), enabled: purpose === PlateMaterialPurpose.SPECIAL_GROUP });
  const submit = useSubmitMaterial();

  if (!existing.isSuccess) return <QueryState query={existing} failed="认证信息加载失败" />;
  const elsewhere = existingMaterialRoute(existing.data, purpose);
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  const send = (fields: PlateMaterialEdit) =>
    submit.mutate(
      { ...fields, plateNo, plateColor: plateColor ?? '', purpose },
      {
        onSuccess: (material) =>
          navigate(href(screen.plateMaterialDetail, { materialId: material.materialId }), { replace: true }),
      },
    );

  return (
    <div className={layout.page}>
      <MaterialHeader plateNo={plateNo} plateColor={color} purpose={purpose} />
      <MaterialForm
        initial={{ ownerName: '', pictures: [], remark: '' }}
        purpose={purpose}
        groups={groups.data ?? []}
        submitText="提交认证"
        submitting={submit.isPending}
        onSubmit={send}
      />
    </div>
  );
}

/** The plate to certify, typed on the plate keyboard when the link carried none. */
function ChoosePlate({ purpose }: { purpose: PlateMaterialPurpose }) {
  const navigate = useNavigate();
  const [plate, setPlate] = useState(NO_PLATE);
  const valid = parsePlate(plate.plateNo, { plateColor: plate.plateColor }).ok;
  return (
    <div className={layout.page}>
      <PlateEntryCard label="认证车辆" heading="请输入需要认证的车牌号" onChange={setPlate} />
      <BottomButton
        disabled={!valid}
        onClick={() => navigate(href(screen.plateMaterial, { ...plate, purpose }), { replace: true })}
      >
        下一步
      </BottomButton>
    </div>
  );
}
