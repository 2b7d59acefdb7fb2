import { operations } from '../operation-schemas';
import { HomeFuncEntriesUpdate } from '../operator/content';
import {
  AkInfo,
  ApplicationInfo,
  MapTypeInfo,
  PageRemark,
  PageRemarkQuery,
  ParamConfig,
  ParamConfigUpdate,
  PictureKeyParams,
  PictureUpload,
  PictureUploaded,
  ViewNotice,
  ViewNoticeQuery,
  WebPageConfig,
} from './app-info';
import { Health, Liveness, Readiness } from './health';
import { H5PagesUpdate, H5Url, H5UrlQuery, JsapiSigns, JsapiSignsQuery } from './jsapi-signs';
import { HomeFuncEntries, MenuConfig } from './menu';
import { HealthRoutes } from './health/routes';
import { DealerProfile, DealerSettings } from './operator/dealer-profile';
import { BasicOperatorRoutes } from './operator/routes';
import { BasicRoutes } from './routes';

export const BasicOps = operations(BasicRoutes, {
  applicationInfos: { response: ApplicationInfo },
  paramConfigs: { response: ParamConfig },
  menuConfigs: { response: MenuConfig },
  homeFuncEntries: { response: HomeFuncEntries },
  getMapType: { response: MapTypeInfo },
  getAk: { response: AkInfo },
  webPageConfig: { response: WebPageConfig },
  pageRemark: { query: PageRemarkQuery, response: PageRemark },
  viewNotice: { query: ViewNoticeQuery, response: ViewNotice },
  uploadPicture: { body: PictureUpload, response: PictureUploaded },
  picture: { params: PictureKeyParams },
  jsapiSigns: { query: JsapiSignsQuery, response: JsapiSigns },
  getH5Url: { query: H5UrlQuery, response: H5Url },
});

export const BasicOperatorOps = operations(BasicOperatorRoutes, {
  saveMenuConfigs: { body: MenuConfig, response: MenuConfig },
  saveHomeFuncEntries: { body: HomeFuncEntriesUpdate, response: HomeFuncEntries },
  saveParamConfigs: { body: ParamConfigUpdate, response: ParamConfig },
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
