import { z } from 'zod';

/**
 * BasicRoutes.jsapiSigns (?url): the signed config of WeChat's JS-SDK (wx.config) for the page at `url` (without
 * its #fragment), so the page may call getLocation, openLocation and the like. timestamp is in seconds.
 */
export const JsapiSignsQuery = z.object({
  url: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^\s#]+$/, 'url 须为当前页面的 http(s) 地址（不含 # 及其后部分）'),
});
export type JsapiSignsQuery = z.infer<typeof JsapiSignsQuery>;
export const JsapiSigns = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type JsapiSigns = z.infer<typeof JsapiSigns>;

/** BasicRoutes.getH5Url (?pageId&driverId): the address of an external H5 page of a home menu entry. */
export const H5UrlQuery = z.object({
  pageId: z.string().trim().min(1).max(64),
  driverId: z.string().trim().max(64).optional(),
});
export type H5UrlQuery = z.input<typeof H5UrlQuery>;
export const H5Url = z.object({ url: z.string() });
export type H5Url = z.infer<typeof H5Url>;

/** BasicRoutes.saveH5Pages: the dealer's external H5 pages, replaced as a whole. */
export const H5PagesUpdate = z.object({
  list: z
    .array(
      z.object({
        pageId: z.string().trim().min(1).max(64),
        url: z
          .string()
          .trim()
          .max(1024)
          .regex(/^https:\/\/\S+$/, 'url 须为 https 地址'),
        withDriver: z.boolean().default(false),
      }),
    )
    .max(50)
    .refine((list) => new Set(list.map((p) => p.pageId)).size === list.length, 'pageId 不能重复'),
});
export type H5PagesUpdate = z.input<typeof H5PagesUpdate>;
/** The dealer's external H5 pages as saved (withDriver filled in). */
export type H5Pages = z.output<typeof H5PagesUpdate>;
