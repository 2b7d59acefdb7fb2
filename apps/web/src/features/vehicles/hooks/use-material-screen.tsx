import { PlateMaterialStatus, type PlateMaterial } from '@parking/contracts';
import type { ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { href, Paths } from '../../../lib/paths';
import { useMaterial } from '../api/plate-materials';
import { useQueryParam } from '../lib/use-query-param';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * The certification named by ?materialId= for /plateMaterialDetail and /plateMaterialEdit, or what to show instead:
 * a way back when it is missing (or another driver's), loading, or the disabled page once it is closed.
 */
export function useMaterialScreen(): { material: PlateMaterial; materialId: string } | { screen: ReactElement } {
  const materialId = useQueryParam('materialId');
  const navigate = useNavigate();
  const material = useMaterial(materialId);
  if (!materialId || material.isError) {
    const back = { text: '我的车辆', onClick: () => navigate(Paths.CAR_MANAGE) };
    return { screen: <PageState title="认证材料不存在" action={back} /> };
  }
  if (material.isPending) return { screen: <PageState title="加载中…" /> };
  if (material.data.status === PlateMaterialStatus.DISABLED) {
    return { screen: <Navigate to={href(screen.plateMaterialDisabled, { materialId })} replace /> };
  }
  return { material: material.data, materialId };
}
