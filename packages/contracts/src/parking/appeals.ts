import { z } from 'zod';
import { PageQuery, page } from '../envelope';
import { MessageText } from '../validators/text';
import { UPLOADED_PICTURE_URL } from '../basic/routes';
import { ParkOrderRef } from './orders';
import {
  APPEAL_CONTENT_MAX,
  APPEAL_MAX_PICTURES,
  APPEAL_REASONS,
  APPEAL_STATUSES,
  AppealStatus,
} from './appeal-constants';

/** A driver's complaint about a parking bill (spec: parkOrderAppeals, /billComplain, /billComplainDetail). */

// Its reasons, states and limits without zod (appeal-constants.ts), for the complaint screens' first paint.
export * from './appeal-constants';

/** Pictures must be ones uploaded through BasicOps.uploadPicture (their URL path). */
const UPLOADED_PICTURE = new RegExp(`^${UPLOADED_PICTURE_URL}$`);

/** POST: complain about one of the driver's orders. */
export const CreateAppeal = ParkOrderRef.extend({
  reason: z.enum(APPEAL_REASONS, { error: '请选择申诉原因' }),
  content: MessageText.pipe(
    z.string().min(5, '请至少用 5 个字描述问题').max(APPEAL_CONTENT_MAX, `问题描述最多 ${APPEAL_CONTENT_MAX} 个字`),
  ),
  pictures: z
    .array(z.string().regex(UPLOADED_PICTURE, '图片须先上传'))
    .max(APPEAL_MAX_PICTURES, `最多上传 ${APPEAL_MAX_PICTURES} 张图片`)
    .default([]),
});
export type CreateAppeal = z.input<typeof CreateAppeal>;

export const Appeal = z.object({
  appealId: z.string(),
  uniqueId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  formatPlateNo: z.string(),
  reason: z.enum(APPEAL_REASONS),
  reasonText: z.string(),
  content: z.string(),
  pictures: z.array(z.string()),
  status: z.enum(APPEAL_STATUSES),
  statusText: z.string(),
  /** The operator's answer, once there is one. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Appeal = z.infer<typeof Appeal>;
export const Appeals = z.array(Appeal);

/** Operator console: appeals of the operator's dealer, newest first, optionally by status. */
export const OperatorAppealsQuery = PageQuery.extend({ status: z.enum(APPEAL_STATUSES).optional() });
export type OperatorAppealsQuery = z.input<typeof OperatorAppealsQuery>;
export const OperatorAppealPage = page(Appeal);

/** Operator console: answer a pending appeal. */
export const AnswerAppeal = z.object({
  status: z.enum([AppealStatus.ACCEPTED, AppealStatus.REJECTED], { error: '处理结果只能是 accepted 或 rejected' }),
  answer: MessageText.pipe(z.string().min(2, '请填写处理说明').max(500, '处理说明最多 500 个字')),
});
export type AnswerAppeal = z.input<typeof AnswerAppeal>;
