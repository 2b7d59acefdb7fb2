// Zod-free: the basic configuration's operations as the landing pages and the request layer see them (types only).
import { routes } from '../operation';
import { API_BASE } from '../request';
import type * as AppInfo from './app-info';
import type { H5Url, H5UrlQuery, JsapiSigns, JsapiSignsQuery } from './jsapi-signs';
import type { HomeFuncEntries, MenuConfig } from './menu';

/** A dealer's basic configuration (spec sections 1, 3 and 7): what drivers read. */
export const BasicRoutes = routes<BasicIo>()({
  applicationInfos: 'GET /basic/v2/api/applicationInfos',
  paramConfigs: 'GET /basic/v2/api/paramConfigs',
  menuConfigs: 'GET /basic/v2/api/menuConfigs',
  homeFuncEntries: 'GET /basic/v2/api/homeFuncEntries',
  getMapType: 'GET /basic/v2/api/sysCodes/getMapType',
  getAk: 'GET /basic/v2/api/getAk',
  webPageConfig: 'GET /basic/v2/api/webPageConfig',
  pageRemark: 'GET /basic/v2/api/pageRemark',
  viewNotice: 'GET /basic/v2/api/viewNotice',
  uploadPicture: ['POST /basic/v2/api/pictures', { authModel: 1 }],
  picture: 'GET /basic/v2/api/pictures/:key',
  jsapiSigns: 'GET /basic/v2/api/jsapiSigns',
  getH5Url: 'GET /basic/v2/api/getH5Url',
});

/**
 * A picture the upload stored, as its picUrl names it (the picture operation's URL): a regular expression's source,
 * for the fields that accept only our own uploads.
 */
export const UPLOADED_PICTURE_URL = /*#__PURE__*/ (() =>
  `${API_BASE}${BasicRoutes.uploadPicture.path}/[0-9a-f]{32}\\.(?:jpg|png|webp)`)();

/** What each of BasicRoutes' operations takes and answers. */
interface BasicIo {
  /** The app's name and id (home's header, every page's title). */
  applicationInfos: { response: AppInfo.ApplicationInfo };
  /** The default plate prefix the plate keyboard prefills. */
  paramConfigs: { response: AppInfo.ParamConfig };
  /** The dealer's feature flags (spec section 1). */
  menuConfigs: { response: MenuConfig };
  /** The home menu: entries and column count. */
  homeFuncEntries: { response: HomeFuncEntries };
  /** Which map service the dealer uses, and the Baidu key. */
  getMapType: { response: AppInfo.MapTypeInfo };
  /** The map JS API key (empty when none is configured). */
  getAk: { response: AppInfo.AkInfo };
  /** Texts and switches of the web pages. */
  webPageConfig: { response: AppInfo.WebPageConfig };
  /** The remark shown on one page (e.g. the plate entry screen's notes). */
  pageRemark: { query: AppInfo.PageRemarkQuery; response: AppInfo.PageRemark };
  /** The newest published version of a notice type. */
  viewNotice: { query: AppInfo.ViewNoticeQuery; response: AppInfo.ViewNotice };
  /** A signed-in driver's picture (complaint, certification): its picUrl to send with the form. */
  uploadPicture: { body: AppInfo.PictureUpload; response: AppInfo.PictureUploaded };
  /** An uploaded picture's bytes, for anyone holding its URL (keys are unguessable); not JSON. */
  picture: Record<never, never>;
  /** The signed config of WeChat's JS-SDK (wx.config) for a page. */
  jsapiSigns: { query: JsapiSignsQuery; response: JsapiSigns };
  /** The address of an external H5 page of a home menu entry. */
  getH5Url: { query: H5UrlQuery; response: H5Url };
}
