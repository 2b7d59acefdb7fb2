import { z } from 'zod';
import { PageQuery, page } from '../envelope';
import { UPLOADED_PICTURE_URL } from '../basic/routes';
import { NationalId } from '../validators/national-id';
import { SupportText } from '../support/tickets';
import { APPLICATION_MAX_PICTURES } from './constants';

/**
 * Special-group benefit applications (/userApply, decision 041): a dealer runs benefit programmes (残疾人车辆,
 * 退役军人, 新能源 …); a driver applies for one of their bound plates with a name, a national-ID number and up to three
 * certificate pictures; an operator approves it for a validity period or rejects it with a reason.
 */

// Zod-free (constants.ts), so the check-in form's first load does not carry zod (issue 25).
export { APPLICATION_MAX_PICTURES };
export const APPLICATION_STATES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const APPLICATION_STATE_TEXT: Record<ApplicationState, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
  expired: '已过期',
};
export const PROGRAMME_CATEGORIES = ['disabled', 'veteran', 'newEnergy', 'other'] as const;
export type ProgrammeCategory = (typeof PROGRAMME_CATEGORIES)[number];

const UPLOADED_PICTURE = new RegExp(`^${UPLOADED_PICTURE_URL}$`);

export const BenefitProgramme = z.object({
  programmeId: z.string(),
  category: z.enum(PROGRAMME_CATEGORIES),
  name: z.string(),
  /** Who may apply and which certificate to photograph. */
  description: z.string(),
  /** What an approval gives, in the dealer's words (e.g. 本平台停车场每日前 2 小时免费). */
  benefitText: z.string(),
  /** How long an approval lasts unless the operator chooses otherwise. */
  validDays: z.number().int(),
});
export type BenefitProgramme = z.infer<typeof BenefitProgramme>;
export const BenefitProgrammes = z.array(BenefitProgramme);

const Name = SupportText.pipe(
  z
    .string()
    .trim()
    .min(2, '请输入申请人姓名')
    .max(20, '姓名最多 20 个字')
    .regex(/^[\u4e00-\u9fa5A-Za-z·. ]+$/, '姓名只能包含汉字或字母'),
);

/** POST /userApply/userCheckIn: apply for a programme for one of the driver's own plates. */
export const CreateApplication = z
  .object({
    programmeId: z.uuid({ error: '请选择申请项目' }),
    plateId: z.uuid({ error: '请选择车牌' }),
    applicantName: Name,
    idNumber: NationalId,
    pictures: z
      .array(z.string().regex(UPLOADED_PICTURE, '图片须先上传'))
      .min(1, '请上传证明材料')
      .max(APPLICATION_MAX_PICTURES, `最多上传 ${APPLICATION_MAX_PICTURES} 张图片`),
  })
  .strict();
export type CreateApplication = z.input<typeof CreateApplication>;

export const ApplicationIdParams = z.object({ applicationId: z.uuid('申请不存在') });

export const Application = z.object({
  applicationId: z.string(),
  /** What the driver quotes: UA + a running number. */
  applicationNo: z.string(),
  programmeId: z.string(),
  programmeName: z.string(),
  benefitText: z.string(),
  plateNo: z.string(),
  applicantName: z.string(),
  /** The ID number masked (first 3 and last 4 characters) — the driver never gets it back whole. */
  idNumberMasked: z.string(),
  pictures: z.array(z.string()),
  state: z.enum(APPLICATION_STATES),
  stateText: z.string(),
  rejectReason: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof Application>;
export const ApplicationPage = page(Application);

export const MyApplicationsQuery = PageQuery;
export type MyApplicationsQuery = z.input<typeof MyApplicationsQuery>;
