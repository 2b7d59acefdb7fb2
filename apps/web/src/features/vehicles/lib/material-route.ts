import { PlateMaterialStatus, type PlateMaterial, type PlateMaterialPurpose } from '@parking/contracts';
import { Paths, withQuery } from '../../../lib/paths';

/**
 * Where /plateMaterial sends a driver who already has a certification of the plate for the purpose: a disabled one to
 * /plateMaterialDisabled, an open one (pending, rejected) to its detail; otherwise (none, or only approved ones of
 * an earlier dispute) the form is shown: undefined.
 */
export function existingMaterialRoute(
  materials: readonly PlateMaterial[],
  purpose: PlateMaterialPurpose,
): string | undefined {
  const same = materials.filter((m) => m.purpose === purpose);
  const disabled = same.find((m) => m.status === PlateMaterialStatus.DISABLED);
  if (disabled) return withQuery(Paths.PLATE_MATERIAL_DISABLED, { materialId: disabled.materialId });
  const open = same.find((m) => m.editable);
  if (open) return withQuery(Paths.PLATE_MATERIAL_DETAIL, { materialId: open.materialId });
  return undefined;
}
