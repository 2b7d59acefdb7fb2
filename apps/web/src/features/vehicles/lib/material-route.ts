import { PlateMaterialStatus, type PlateMaterial, type PlateMaterialPurpose } from '@parking/contracts';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

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
  if (disabled) return href(screen.plateMaterialDisabled, { materialId: disabled.materialId });
  const open = same.find((m) => m.editable);
  if (open) return href(screen.plateMaterialDetail, { materialId: open.materialId });
  return undefined;
}
