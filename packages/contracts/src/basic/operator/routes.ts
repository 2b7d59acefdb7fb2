// Zod-free: the operators' basic-configuration operations (types only).
import { route } from '../../operation';
import type { HomeFuncEntriesUpdate } from '../../operator/content';
import type { ParamConfig, ParamConfigUpdate } from '../app-info';
import type { H5Pages, H5PagesUpdate } from '../jsapi-signs';
import type { HomeFuncEntries, MenuConfig } from '../menu';
import type { DealerProfile, DealerSettings } from './dealer-profile';

/**
 * Operators (content or admin) edit their own dealer's configuration.
 * A module of their own, so a bundle that does not use them (the landing pages) drops them.
 */
export const BasicOperatorRoutes = {
  saveMenuConfigs: route('PUT', '/operator/v1/menuConfigs').io<{ body: MenuConfig; response: MenuConfig }>(),
  /** The whole ordered list replaces the dealer's home entries. */
  saveHomeFuncEntries: route('PUT', '/operator/v1/homeFuncEntries').io<{
    body: HomeFuncEntriesUpdate;
    response: HomeFuncEntries;
  }>(),
  saveParamConfigs: route('PUT', '/operator/v1/paramConfigs').io<{ body: ParamConfigUpdate; response: ParamConfig }>(),
  /** The dealer's external H5 pages (the home entries of type 外部 H5 open them by pageId). */
  h5Pages: route('GET', '/operator/v1/h5Pages').io<{ response: H5Pages }>(),
  /** The dealer's external H5 pages, replaced as a whole. */
  saveH5Pages: route('PUT', '/operator/v1/h5Pages').io<{ body: H5PagesUpdate; response: H5Pages }>(),
  /** The dealer's settings the driver app reads: profile, menu flags, home entries (the console's 运营商设置). */
  dealerSettings: route('GET', '/operator/v1/dealerSettings').io<{ response: DealerSettings }>(),
  saveDealerProfile: route('PUT', '/operator/v1/dealerProfile').io<{ body: DealerProfile; response: DealerSettings }>(),
};
