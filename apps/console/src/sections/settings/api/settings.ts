import { BasicOperatorOps, type DealerProfile, type MenuConfig } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

const settingsKey = ['dealerSettings'] as const;

export const dealerSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () => api.call(BasicOperatorOps.dealerSettings),
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
  };
}
