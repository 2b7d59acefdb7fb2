import {
  BasicOperatorOps,
  type DealerProfile,
  type H5PagesUpdate,
  type MenuConfig,
  type ParamConfigUpdate,
} from '@parking/contracts';
import { api } from '../../../api/client';
import { opQuery, useWrite } from '../../../api/queries';

const settingsKey = ['dealerSettings'] as const;

export const dealerSettingsQuery = opQuery(settingsKey, BasicOperatorOps.dealerSettings);

/** The dealer's external H5 pages (the home entries of type 外部 H5 open them by their id). */
export const h5PagesQuery = opQuery([...settingsKey, 'h5Pages'], BasicOperatorOps.h5Pages);

export function useSettingsMutations() {
  return {
    saveProfile: useWrite((body: DealerProfile) => api.call(BasicOperatorOps.saveDealerProfile, { body }), settingsKey),
    saveMenu: useWrite((body: MenuConfig) => api.call(BasicOperatorOps.saveMenuConfigs, { body }), settingsKey),
    saveProvince: useWrite(
      (body: ParamConfigUpdate) => api.call(BasicOperatorOps.saveParamConfigs, { body }),
      settingsKey,
    ),
    saveH5Pages: useWrite((body: H5PagesUpdate) => api.call(BasicOperatorOps.saveH5Pages, { body }), settingsKey),
  };
}
