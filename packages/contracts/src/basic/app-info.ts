import { z } from 'zod';
import { PLATE_PROVINCES } from '../vehicles/plate';

/** BasicRoutes.applicationInfos */
export const ApplicationInfo = z.object({ appId: z.string(), appName: z.string() });
export type ApplicationInfo = z.infer<typeof ApplicationInfo>;

/** BasicRoutes.paramConfigs: the default plate prefix (one or two characters, e.g. 浙 or 浙A). */
export const ParamConfig = z.object({ province: z.string().max(2) });
export type ParamConfig = z.infer<typeof ParamConfig>;
/** BasicRoutes.saveParamConfigs: a province's short name, optionally with its issuing letter (I is never issued). */
export const ParamConfigUpdate = z.object({
  province: z
    .string()
    .trim()
    .regex(new RegExp(`^[${PLATE_PROVINCES.join('')}][A-HJ-Z]?$`), '请填写省份简称，可加发牌字母，如 浙 或 浙A'),
});
export type ParamConfigUpdate = z.infer<typeof ParamConfigUpdate>;

/** BasicRoutes.getMapType */
export const MapTypeInfo = z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3)]), bmapAk: z.string() });
export type MapTypeInfo = z.infer<typeof MapTypeInfo>;

/** BasicRoutes.getAk: the map JS API key for this dealer (empty when none is configured). */
export const AkInfo = z.object({ ak: z.string() });
export type AkInfo = z.infer<typeof AkInfo>;

/** BasicRoutes.webPageConfig: texts and switches of the web pages (search button text, service phone, …). */
export const WebPageConfig = z.object({
  searchButtonText: z.string(),
  servicePhone: z.string(),
  privacyPolicyUrl: z.string(),
  userAgreementUrl: z.string(),
});
export type WebPageConfig = z.infer<typeof WebPageConfig>;

/** BasicRoutes.pageRemark (?pageCode=…): a remark shown on one page (e.g. the plate entry page). */
export const PageRemarkQuery = z.object({ pageCode: z.string().min(1).max(64) });
export type PageRemarkQuery = z.infer<typeof PageRemarkQuery>;
export const PageRemark = z.object({ pageCode: z.string(), remark: z.string() });
export type PageRemark = z.infer<typeof PageRemark>;

/** BasicRoutes.viewNotice (?noticeType=…): a notice (privacy policy, user agreement, monthly rules, …). */
export const ViewNoticeQuery = z.object({ noticeType: z.string().min(1).max(64) });
export type ViewNoticeQuery = z.infer<typeof ViewNoticeQuery>;
export const ViewNotice = z.object({
  noticeType: z.string(),
  title: z.string(),
  content: z.string(),
  version: z.string(),
  publishTime: z.string(),
});
export type ViewNotice = z.infer<typeof ViewNotice>;

/** BasicRoutes.uploadPicture */
export const PictureUpload = z.object({ fileData: z.string().min(1), suffix: z.string().min(1).max(10) });
export type PictureUpload = z.infer<typeof PictureUpload>;
export const PictureUploaded = z.object({ picUrl: z.string() });
export type PictureUploaded = z.infer<typeof PictureUploaded>;
/** BasicRoutes.picture: an uploaded picture's bytes (its key is the file name the upload answered). */
export const PictureKeyParams = z.object({ key: z.string().max(64) });
