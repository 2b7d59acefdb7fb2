// Zod-free: the operators' basic-configuration operations (types only).
import { routes } from '../../operation';
import type { HomeFuncEntriesUpdate } from '../../operator/content';
import type { ParamConfig, ParamConfigUpdate } from '../app-info';
import type { H5Pages, H5PagesUpdate } from '../jsapi-signs';
import type { HomeFuncEntries, MenuConfig } from '../menu';
import type { DealerProfile, DealerSettings } from './dealer-profile';

/**
 * Operators (content or admin) edit their own dealer's configuration.
 * A module of their own, so a bundle that does not use them (the landing pages) drops them.
 */
export const BasicOperatorRoutes = routes<BasicOperatorIo>()({
  saveMenuConfigs: 'PUT /operator/v1/menuConfigs',
  saveHomeFuncEntries: 'PUT /operator/v1/homeFuncEntries',
  saveParamConfigs: 'PUT /operator/v1/paramConfigs',
  h5Pages: 'GET /operator/v1/h5Pages',
  saveH5Pages: 'PUT /operator/v1/h5Pages',
  dealerSettings: 'GET /operator/v1/dealerSettings',
  saveDealerProfile: 'PUT /operator/v1/dealerProfile',
});

/** What each of BasicOperatorRoutes' operations takes and answers. */
interface BasicOperatorIo {
  saveMenuConfigs: { body: MenuConfig; response: MenuConfig };
  /** The whole ordered list replaces the dealer's home entries. */
  saveHomeFuncEntries: { body: HomeFuncEntriesUpdate; response: HomeFuncEntries };
  saveParamConfigs: { body: ParamConfigUpdate; response: ParamConfig };
  /** The dealer's external H5 pages (the home entries of type 外部 H5 open them by pageId). */
  h5Pages: { response: H5Pages };
  /** The dealer's external H5 pages, replaced as a whole. */
  saveH5Pages: { body: H5PagesUpdate; response: H5Pages };
  /** The dealer's settings the driver app reads: profile, menu flags, home entries (the console's 运营商设置). */
  dealerSettings: { response: DealerSettings };
  saveDealerProfile: { body: DealerProfile; response: DealerSettings };
}
