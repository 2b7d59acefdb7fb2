import { z } from 'zod';
import { pageQuery, page } from '../envelope';
import { SupportText } from '../support/tickets';
import { APPLICATION_STATES, Application, BenefitProgramme, PROGRAMME_CATEGORIES } from './applications';

/** Operators (role service) review their dealer's applications and maintain its programmes. */

const Words = (max: number, what: string) =>
  SupportText.pipe(z.string().trim().min(1, `请填写${what}`).max(max, `${what}最多 ${max} 个字`));

export const ProgrammeInput = z
  .object({
    category: z.enum(PROGRAMME_CATEGORIES),
    name: Words(30, '项目名称'),
    description: Words(300, '申请说明'),
    benefitText: Words(100, '优惠内容'),
    validDays: z.number().int().min(1, '有效期至少 1 天').max(3660, '有效期最长 10 年'),
    active: z.boolean().default(true),
    /** What an approval takes off at the gate (decision 054): a percentage, 100 = free; null: nothing priced. */
    discountPercent: z
      .number()
      .int()
      .min(1, '优惠比例须在 1–100 之间')
      .max(100, '优惠比例须在 1–100 之间')
      .nullable()
      .default(null),
    /** The parks where it applies; empty: all the dealer's parks. */
    parkIds: z.array(z.uuid('车场不存在')).max(200).default([]),
  })
  .strict();
export type ProgrammeInput = z.input<typeof ProgrammeInput>;
export const ProgrammeIdParams = z.object({ programmeId: z.uuid('项目不存在') });

export const OperatorProgramme = BenefitProgramme.extend({
  active: z.boolean(),
  discountPercent: z.number().int().nullable(),
  parkIds: z.array(z.string()),
});
export type OperatorProgramme = z.infer<typeof OperatorProgramme>;

export const ApplicationQueueQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend({
  state: z.enum(APPLICATION_STATES).default('pending'),
});
export type ApplicationQueueQuery = z.input<typeof ApplicationQueueQuery>;

/** The reviewer sees the whole ID number to compare it with the certificate. */
export const ReviewedApplication = Application.extend({ idNumber: z.string(), driverId: z.string() });
export type ReviewedApplication = z.infer<typeof ReviewedApplication>;
export const ReviewedApplicationPage = page(ReviewedApplication);

export const ApproveApplication = z
  .object({ validDays: z.number().int().min(1, '有效期至少 1 天').max(3660, '有效期最长 10 年').optional() })
  .strict();
export type ApproveApplication = z.input<typeof ApproveApplication>;
export const RejectApplication = z.object({ reason: Words(100, '驳回原因') }).strict();
export type RejectApplication = z.input<typeof RejectApplication>;
