import { PLATE_MATERIAL_STATUS_LABELS, type PlateCategory, type PlateMaterialStatus } from '@parking/contracts';

/** How each plate category is named on the vehicle screens. */
export const PLATE_CATEGORY_LABELS: Record<PlateCategory, string> = {
  ordinary: '普通车牌',
  newEnergy: '新能源车牌',
  armedPolice: '武警车牌',
  police: '警用车牌',
  emergency: '应急救援车牌',
  hongKong: '港澳入出境车牌（港）',
  macao: '港澳入出境车牌（澳）',
  coach: '教练车牌',
  trailer: '挂车车牌',
  embassy: '使馆车牌',
  consulate: '领馆车牌',
};

/** The colour word shown beside a plate: 黄牌 for plateColor 2, nothing otherwise. */
export const plateColorLabel = (plateColor: 2 | null | undefined): string | undefined =>
  plateColor === 2 ? '黄牌' : undefined;

export const materialStatusLabel = (status: PlateMaterialStatus): string => PLATE_MATERIAL_STATUS_LABELS[status];
