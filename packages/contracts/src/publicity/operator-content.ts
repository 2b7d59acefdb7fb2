import { z } from 'zod';
import { PageQuery, page } from '../envelope';
import { UPLOADED_PICTURE_URL } from '../basic/routes';

/**
 * Operator API for the driver-facing content of one dealer (PublicityRoutes' operator operations, role content or admin): banner
 * ads, news and notices. The dealer is the operator's own; another dealer's rows answer 404.
 */

/**
 * Rich text of a news item or notice, at most `max` characters. Any markup is accepted here: the server sanitises it
 * on write to the subset the driver app renders (isAllowedRichText) and stores that (decision 090).
 */
const richText = (max: number) => z.string().trim().min(1, '请填写正文').max(max, `正文最多${max}字`);

/** A picture: https, one of our uploads (BasicOps.uploadPicture), or an inline data URL. */
const PICTURE_URL = new RegExp(
  String.raw`^(https://\S+|${UPLOADED_PICTURE_URL}|data:image/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2})$`,
);
export const PICTURE_URL_MESSAGE = '图片地址须为 https 链接、上传后的图片地址或 base64 图片';
const pictureUrl = z
  .string()
  .trim()
  .max(512 * 1024)
  .regex(PICTURE_URL, PICTURE_URL_MESSAGE);

/** Where a tap on an ad goes: nothing, an in-app path (/monthParking) or an https page. */
const LINK = /^(\/[\w\-./?=&%#]*|https:\/\/\S+)?$/;
const link = z.string().trim().max(512).regex(LINK, '链接须为站内路径（以 / 开头）或 https 地址');
const color = z
  .string()
  .trim()
  .regex(/^(#[0-9A-Fa-f]{6})?$/, '颜色须为 #RRGGBB');
const instant = z.iso.datetime({ offset: true, error: '时间须为 ISO 8601 格式（含时区）' });
const title = z.string().trim().min(1).max(64);

export const OperatorContentQuery = PageQuery;
export type OperatorContentQuery = z.input<typeof OperatorContentQuery>;

/** POST /advertisings, PUT /advertisings/:id. An open end of the active window means "no limit". */
export const AdInput = z
  .object({
    city: z.string().trim().min(1).max(32),
    picUrl: pictureUrl,
    advertUrl: link.default(''),
    bgColor: color.default(''),
    sort: z.number().int().min(0).max(9999).default(0),
    activeFrom: instant.nullable().default(null),
    activeUntil: instant.nullable().default(null),
  })
  .refine((ad) => !ad.activeFrom || !ad.activeUntil || Date.parse(ad.activeFrom) < Date.parse(ad.activeUntil), {
    message: '结束时间须晚于开始时间',
    path: ['activeUntil'],
  });
export type AdInput = z.input<typeof AdInput>;
export const OperatorAd = z.object({
  id: z.string(),
  city: z.string(),
  picUrl: z.string(),
  advertUrl: z.string(),
  bgColor: z.string(),
  sort: z.number().int(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorAd = z.infer<typeof OperatorAd>;
export const OperatorAdPage = page(OperatorAd);
export type OperatorAdPage = z.infer<typeof OperatorAdPage>;

/** POST /news, PUT /news/:id. A future publishTime schedules the item: drivers see it from then on. */
export const NewsInput = z.object({
  title,
  summary: z.string().trim().max(200).default(''),
  content: richText(20_000),
  imgUrl: z.union([z.literal(''), pictureUrl]).default(''),
  publishTime: instant,
  important: z.boolean().default(false),
});
export type NewsInput = z.input<typeof NewsInput>;
export const OperatorNews = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imgUrl: z.string(),
  publishTime: z.string(),
  important: z.boolean(),
  createdAt: z.string(),
});
export type OperatorNews = z.infer<typeof OperatorNews>;
export const OperatorNewsPage = page(OperatorNews);
export type OperatorNewsPage = z.infer<typeof OperatorNewsPage>;

/** POST /notices, PUT /notices/:id: one version of a notice type; (noticeType, version) is unique per dealer. */
export const NoticeInput = z.object({
  noticeType: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '公告类型须为字母开头的字母、数字或下划线'),
  title,
  content: richText(50_000),
  version: z.string().trim().min(1).max(32),
  publishTime: instant,
});
export type NoticeInput = z.input<typeof NoticeInput>;
export const OperatorNotice = NoticeInput.extend({ id: z.string(), createdAt: z.string() });
export type OperatorNotice = z.infer<typeof OperatorNotice>;
/** The console's notice list filter (decision 087): one notice type, or all. */
export const OperatorNoticeFilter = z.object({ noticeType: z.string().trim().min(1).max(64).optional() });
export const OperatorNoticeQuery = PageQuery.extend(OperatorNoticeFilter.shape);
export type OperatorNoticeQuery = z.input<typeof OperatorNoticeQuery>;
export const OperatorNoticePage = page(OperatorNotice);
export type OperatorNoticePage = z.infer<typeof OperatorNoticePage>;

/** Path parameter of the row-level operations. */
export const ContentIdParams = z.object({ id: z.uuid('id 格式不正确') });
/** What a DELETE answers: the id of the row it removed. */
export type ContentId = z.infer<typeof ContentIdParams>;
