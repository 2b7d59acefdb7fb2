import {
  BasicOperatorOps,
  type DealerProfile,
  type H5PagesUpdate,
  type MenuConfig,
  type ParamConfigUpdate,
} from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

const settingsKey = ['dealerSettings'] as const;

export const dealerSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () => api.call(BasicOperatorOps.dealerSettings),
});

/** The dealer's external H5 pages (the home entries of type 外部 H5 open them by their id). */
export const h5PagesQuery = queryOptions({
  queryKey: [...settingsKey, 'h5Pages'],
  queryFn: () => api.call(BasicOperatorOps.h5Pages),
});

export function useSettingsMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: settingsKey });
  return {
    saveProfile: useMutation({
      mutationFn: (body: DealerProfile) => api.call(BasicOperatorOps.saveDealerProfile, { body }),
      onSuccess,
    }),
    saveMenu: useMutation({
      mutationFn: (body: MenuConfig) => api.call(BasicOperatorOps.saveMenuConfigs, { body }),
      onSuccess,
    }),
    saveProvince: useMutation({
      mutationFn: (body: ParamConfigUpdate) => api.call(BasicOperatorOps.saveParamConfigs, { body }),
      onSuccess,
    }),
    saveH5Pages: useMutation({
      mutationFn: (body: H5PagesUpdate) => api.call(BasicOperatorOps.saveH5Pages, { body }),
      onSuccess,
    }),
  };
}
