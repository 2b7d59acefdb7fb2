/**
 * Vehicles constants without zod (paths, limits, enums), so first-screen code such as the home page's add-vehicle
 * prompt can use them without loading the schema library.
 */

/** Paths of the vehicles endpoints, relative to API_BASE (spec section 7 where it names them, its style otherwise). */
export const VehiclePaths = {
  /** GET: the driver's bound plates; POST: bind one. */
  PLATES: '/driver/v2/api/plates',
  /** GET /driver/v2/api/plateCount: how many plates the driver has bound (spec section 7). */
  PLATE_COUNT: '/driver/v2/api/plateCount',
  /** GET: searched plates of the driver or device; DELETE ?recordId=: forget one (spec section 7). */
  PLATE_HISTORY: '/charge/v2/api/plateHistory/record',
  /** GET: the driver's certification materials; POST: submit one. */
  PLATE_MATERIALS: '/driver/v2/api/plateMaterials',
  /** GET: the dealer's driver groups a special-group certification may ask for. */
  PLATE_MATERIAL_GROUPS: '/driver/v2/api/plateMaterials/groups',
} as const;

/** One plate's own paths. */
export const platePath = (plateId: string): string => `${VehiclePaths.PLATES}/${encodeURIComponent(plateId)}`;
export const plateDefaultPath = (plateId: string): string => `${platePath(plateId)}/default`;
export const plateDeductionOrderPath = (plateId: string): string => `${platePath(plateId)}/deductionOrder`;
export const plateMaterialPath = (materialId: string): string =>
  `${VehiclePaths.PLATE_MATERIALS}/${encodeURIComponent(materialId)}`;

/** Operator console paths (under /api/operator/v1): review of certification materials. */
export const OperatorVehiclePaths = {
  PLATE_MATERIALS: '/operator/v1/plateMaterials',
} as const;

/** How many plates one driver may have bound at a time. */
export const MAX_PLATES_PER_DRIVER = 5;

/** How many searched plates the history keeps per driver (or device); older ones drop off. */
export const PLATE_HISTORY_LIMIT = 10;

/** Pictures a certification carries: at least the driving licence's main page, at most this many in all. */
export const PLATE_MATERIAL_MAX_PICTURES = 4;

/** Rejections after which a plate's certification is closed for the driver (/plateMaterialDisabled). */
export const PLATE_MATERIAL_MAX_REJECTIONS = 3;

/**
 * The order in which a plate's parking fees are deducted automatically (/orderDeduction): the wallet balance
 * first, then the withholding (auto-pay) agreement; or the agreement first. The wallet issue does the deducting.
 */
export const DeductionOrder = {
  BALANCE_FIRST: 'balanceFirst',
  WITHHOLDING_FIRST: 'withholdingFirst',
} as const;
export type DeductionOrder = (typeof DeductionOrder)[keyof typeof DeductionOrder];
export const DEDUCTION_ORDERS = Object.values(DeductionOrder) as [DeductionOrder, ...DeductionOrder[]];

export const DEDUCTION_ORDER_LABELS: Record<DeductionOrder, string> = {
  balanceFirst: '优先使用余额，余额不足时使用免密代扣',
  withholdingFirst: '优先使用免密代扣',
};
/** The same, short enough for a row's value. */
export const DEDUCTION_ORDER_SHORT_LABELS: Record<DeductionOrder, string> = {
  balanceFirst: '余额优先',
  withholdingFirst: '免密代扣优先',
};

/** Where a certification is in review. A rejected one may be edited and resubmitted until it is disabled. */
export const PlateMaterialStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  /** Closed: rejected too often, or closed by the reviewer; the driver can no longer resubmit. */
  DISABLED: 'disabled',
} as const;
export type PlateMaterialStatus = (typeof PlateMaterialStatus)[keyof typeof PlateMaterialStatus];
export const PLATE_MATERIAL_STATUSES = Object.values(PlateMaterialStatus) as [
  PlateMaterialStatus,
  ...PlateMaterialStatus[],
];

export const PLATE_MATERIAL_STATUS_LABELS: Record<PlateMaterialStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
  disabled: '已停用',
};

/**
 * What a certification proves: that the plate is the driver's (a plate already bound by someone else moves to the
 * driver on approval), or that the plate's driver belongs to a special group of the dealer (园区员工, 残疾人优待…),
 * which fee rules can treat differently; on approval the driver joins the group.
 */
export const PlateMaterialPurpose = {
  OWNERSHIP: 'ownership',
  SPECIAL_GROUP: 'specialGroup',
} as const;
export type PlateMaterialPurpose = (typeof PlateMaterialPurpose)[keyof typeof PlateMaterialPurpose];
export const PLATE_MATERIAL_PURPOSES = Object.values(PlateMaterialPurpose) as [
  PlateMaterialPurpose,
  ...PlateMaterialPurpose[],
];

export const PLATE_MATERIAL_PURPOSE_LABELS: Record<PlateMaterialPurpose, string> = {
  ownership: '车辆归属认证',
  specialGroup: '特殊群体认证',
};

/** User-facing texts of the vehicles rules, shared by server messages and web screens. */
export const VehicleText = {
  PLATE_ALREADY_MINE: '您已绑定该车牌',
  PLATE_BOUND_BY_OTHER: '该车牌已被其他用户绑定，如为您本人车辆，请提交行驶证等材料进行认证',
  PLATE_LIMIT: `最多可绑定${MAX_PLATES_PER_DRIVER}辆车，请先解绑不用的车辆`,
  PLATE_NOT_FOUND: '车辆不存在或已解绑',
  HISTORY_NOT_FOUND: '记录不存在或已删除',
  MATERIAL_NOT_FOUND: '认证材料不存在',
  MATERIAL_PENDING: '该车牌已有认证材料在审核中，请耐心等待',
  MATERIAL_APPROVED: '该车牌已认证通过',
  MATERIAL_DISABLED: '该车牌的认证已停用，如有疑问请联系客服',
  MATERIAL_NOT_EDITABLE: '当前状态不可修改',
  MATERIAL_NO_NEED: '该车牌未被其他用户绑定，可直接绑定',
  MATERIAL_NOT_REVIEWABLE: '该认证材料已审核',
  PICTURE_NOT_FOUND: '图片不存在，请重新上传',
  GROUP_NOT_FOUND: '认证类别不存在',
} as const;

/** A device key (header x-device-key): 32 letters or digits, like a nonce. */
export const DEVICE_KEY_PATTERN = /^[0-9A-Za-z]{32}$/;

/** The only endpoints the app sends its device key to: those that record or read an anonymous plate history. */
export const DEVICE_KEY_PATHS: readonly string[] = [VehiclePaths.PLATE_HISTORY, '/charge/v2/api/plateLookup'];
