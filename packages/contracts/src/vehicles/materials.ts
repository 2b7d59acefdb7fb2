import { z } from 'zod';
import { page, pageQuery } from '../envelope';
import { SafeText } from '../validators/text';
import {
  PLATE_MATERIAL_MAX_PICTURES,
  PLATE_MATERIAL_PURPOSES,
  PLATE_MATERIAL_STATUSES,
  PlateMaterialPurpose,
} from './constants';
import { parsePlate } from './plate';
import { normalisePlateOf, PlateColorParam } from './plate-schema';
import { PlateColorOut } from './plates';

/** A picture uploaded through BasicRoutes.uploadPicture, by the picUrl it answered; the server checks it exists. */
const PictureUrl = z.string({ error: '请上传图片' }).min(1, '请上传图片').max(300, '图片地址不正确');

const OWNER_NAME_MAX = 30;
const REMARK_MAX = 200;

/** The fields a driver fills in, on submit and on edit. */
const MaterialFields = z.object({
  /** 行驶证 所有人: the owner's name as the licence shows it. */
  ownerName: z
    .string({ error: '请输入车辆所有人' })
    .min(1, '请输入车辆所有人')
    .max(OWNER_NAME_MAX, `车辆所有人最多 ${OWNER_NAME_MAX} 个字`)
    .pipe(SafeText),
  /** The driving licence's pages first (main page required), then supporting pictures. */
  pictures: z
    .array(PictureUrl, { error: '请上传行驶证照片' })
    .min(1, '请上传行驶证照片')
    .max(PLATE_MATERIAL_MAX_PICTURES, `最多上传 ${PLATE_MATERIAL_MAX_PICTURES} 张图片`),
  remark: z.string().max(REMARK_MAX, `备注最多 ${REMARK_MAX} 个字`).pipe(SafeText).optional(),
});

/** A special-group certification names the group by its code; an ownership one names none. */
const withGroupRule = <T extends { purpose: PlateMaterialPurpose; groupCode?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.purpose === PlateMaterialPurpose.SPECIAL_GROUP && !value.groupCode) {
    ctx.addIssue({ code: 'custom', message: '请选择认证类别', path: ['groupCode'], input: value });
  }
  if (value.purpose === PlateMaterialPurpose.OWNERSHIP && value.groupCode) {
    ctx.addIssue({ code: 'custom', message: '车辆归属认证无需选择类别', path: ['groupCode'], input: value });
  }
};

const GroupCode = z.string().min(1).max(64).optional();

/** submitPlateMaterial: certify a plate (ownership of a disputed plate, or a special group). */
export const PlateMaterialSubmit = MaterialFields.extend({
  plateNo: z.string({ error: '请输入车牌号' }).max(16, '车牌号最多8位'),
  plateColor: PlateColorParam,
  purpose: z.enum(PLATE_MATERIAL_PURPOSES, { error: '请选择认证类型' }),
  groupCode: GroupCode,
})
  .superRefine(withGroupRule)
  .transform(normalisePlateOf);
export type PlateMaterialSubmit = z.input<typeof PlateMaterialSubmit>;
export type PlateMaterialSubmitted = z.output<typeof PlateMaterialSubmit>;

/** resubmitPlateMaterial: edit and resubmit (the plate and purpose stay). */
export const PlateMaterialEdit = MaterialFields.extend({ groupCode: GroupCode });
export type PlateMaterialEdit = z.input<typeof PlateMaterialEdit>;
export type PlateMaterialEdited = z.output<typeof PlateMaterialEdit>;

export const PlateMaterialIdParams = z.object({ materialId: z.uuid({ error: '认证材料不存在' }) });

/** plateMaterials?plateNo=&plateColor=: the driver's materials, of one plate when given. */
export const PlateMaterialListQuery = z
  .object({ plateNo: z.string().max(16).optional(), plateColor: PlateColorParam })
  .transform((value, ctx) => {
    if (!value.plateNo) return { plate: undefined };
    const result = parsePlate(value.plateNo, { plateColor: value.plateColor });
    if (result.ok) return { plate: { plateNo: result.plate.plateNo, plateColor: result.plate.plateColor } };
    ctx.addIssue({ code: 'custom', message: result.message, path: ['plateNo'], input: value });
    return z.NEVER;
  });
export type PlateMaterialListQuery = z.input<typeof PlateMaterialListQuery>;

/** A certification as its driver sees it. */
export const PlateMaterial = z.object({
  materialId: z.string(),
  plateNo: z.string(),
  formatPlateNo: z.string(),
  plateColor: PlateColorOut,
  purpose: z.enum(PLATE_MATERIAL_PURPOSES),
  groupCode: z.string().nullable(),
  groupName: z.string().nullable(),
  ownerName: z.string(),
  pictures: z.array(z.string()),
  remark: z.string(),
  status: z.enum(PLATE_MATERIAL_STATUSES),
  /** Why the reviewer refused (rejected, disabled); empty otherwise. */
  rejectReason: z.string(),
  /** How many times it has been rejected. */
  rejections: z.number().int(),
  /** ISO 8601. */
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Whether the driver may edit and resubmit now (pending or rejected, not disabled). */
  editable: z.boolean(),
});
export type PlateMaterial = z.infer<typeof PlateMaterial>;

export const PlateMaterialList = z.array(PlateMaterial);
export type PlateMaterialList = z.infer<typeof PlateMaterialList>;

/** A driver group a special-group certification may ask for. */
export const CertifiableGroup = z.object({ code: z.string(), name: z.string(), description: z.string() });
export type CertifiableGroup = z.infer<typeof CertifiableGroup>;
export const CertifiableGroups = z.array(CertifiableGroup);
export type CertifiableGroups = z.infer<typeof CertifiableGroups>;

// --- Operator console (requireOperator: reviewer or admin) -------------------------------------------------------

/** reviewPlateMaterials?status=&pageNo=&pageSize= (operator console): the dealer's materials, oldest pending first. */
export const OperatorPlateMaterialQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend({
  status: z.enum(PLATE_MATERIAL_STATUSES, { error: '审核状态不正确' }).optional(),
  /** 车牌认证 (ownership) or 车主分组 (special group) only. */
  purpose: z.enum(PLATE_MATERIAL_PURPOSES, { error: '认证类型不正确' }).optional(),
});
export type OperatorPlateMaterialQuery = z.input<typeof OperatorPlateMaterialQuery>;

/** A certification as a reviewer sees it: with the driver and who holds the plate now. */
export const OperatorPlateMaterial = PlateMaterial.extend({
  driverId: z.string(),
  driverPhone: z.string().nullable(),
  /** The driver the plate is bound to now, other than the applicant (ownership disputes). */
  boundToDriverId: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type OperatorPlateMaterial = z.infer<typeof OperatorPlateMaterial>;
export const OperatorPlateMaterialPage = page(OperatorPlateMaterial);
export type OperatorPlateMaterialPage = z.infer<typeof OperatorPlateMaterialPage>;

/** rejectPlateMaterial (operator console): a reason the driver will read; `disable` closes it. */
export const PlateMaterialReject = z.object({
  reason: z.string().trim().min(1, '请填写驳回原因').max(200, '驳回原因最多 200 个字'),
  disable: z.boolean().optional(),
});
export type PlateMaterialReject = z.infer<typeof PlateMaterialReject>;
