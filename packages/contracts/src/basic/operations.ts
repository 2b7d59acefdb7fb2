import { operations } from '../operation-schemas';
import { HomeFuncEntriesUpdate } from '../operator/content';
import * as AppInfo from './app-info';
import { Health, Liveness, Readiness } from './health';
import { H5PagesUpdate, H5Url, H5UrlQuery, JsapiSigns, JsapiSignsQuery } from './jsapi-signs';
import { HomeFuncEntries, MenuConfig } from './menu';
import { HealthRoutes } from './health/routes';
import { DealerProfile, DealerSettings } from './operator/dealer-profile';
import { BasicOperatorRoutes } from './operator/routes';
import { BasicRoutes } from './routes';

export const BasicOps = operations(BasicRoutes, {
  applicationInfos: { response: AppInfo.ApplicationInfo },
  paramConfigs: { response: AppInfo.ParamConfig },
  menuConfigs: { response: MenuConfig },
  homeFuncEntries: { response: HomeFuncEntries },
  getMapType: { response: AppInfo.MapTypeInfo },
  getAk: { response: AppInfo.AkInfo },
  webPageConfig: { response: AppInfo.WebPageConfig },
  pageRemark: { query: AppInfo.PageRemarkQuery, response: AppInfo.PageRemark },
  viewNotice: { query: AppInfo.ViewNoticeQuery, response: AppInfo.ViewNotice },
  uploadPicture: { body: AppInfo.PictureUpload, response: AppInfo.PictureUploaded },
  picture: { params: AppInfo.PictureKeyParams },
  jsapiSigns: { query: JsapiSignsQuery, response: JsapiSigns },
  getH5Url: { query: H5UrlQuery, response: H5Url },
});

export const BasicOperatorOps = operations(BasicOperatorRoutes, {
  saveMenuConfigs: { body: MenuConfig, response: MenuConfig },
  saveHomeFuncEntries: { body: HomeFuncEntriesUpdate, response: HomeFuncEntries },
  saveParamConfigs: { body: AppInfo.ParamConfigUpdate, response: AppInfo.ParamConfig },
  h5Pages: { response: H5PagesUpdate },
  saveH5Pages: { body: H5PagesUpdate, response: H5PagesUpdate },
  dealerSettings: { response: DealerSettings },
  saveDealerProfile: { body: DealerProfile, response: DealerSettings },
});

export const HealthOps = operations(HealthRoutes, {
  health: { response: Health },
  live: { response: Liveness },
  ready: { response: Readiness },
});
