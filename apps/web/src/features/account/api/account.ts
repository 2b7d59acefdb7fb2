import {
  DriverRoutes,
  type ChangePasswordRequest,
  type ChangePhoneRequest,
  type ResetPasswordRequest,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { driverKeys } from '../../../api/auth/keys';
import { api } from '../../../api/client';
import { MINE_GROUPS_CALL } from './account-first-calls';

export const changeNickName = (nickName: string) => api.call(DriverRoutes.changeNickName, { body: { nickName } });
export const changeUserName = (userName: string) => api.call(DriverRoutes.changeUserName, { body: { userName } });
export const changePassword = (body: ChangePasswordRequest) => api.call(DriverRoutes.changePassword, { body });
export const resetPassword = (body: ResetPasswordRequest) => api.call(DriverRoutes.resetPassword, { body });
export const changePhone = (body: ChangePhoneRequest) => api.call(DriverRoutes.changePhone, { body });

/** The driver's groups (园区员工, 残疾人优待, …). */
export const mineGroupsQuery = () =>
  queryOptions({
    queryKey: driverKeys.groups,
    queryFn: ({ signal }) => api.call(MINE_GROUPS_CALL.route, { signal }),
  });

/** What is checked before deletion, and how the driver fares; always fresh (a balance may have changed). */
export const deletionCheckQuery = () =>
  queryOptions({
    queryKey: driverKeys.deletionCheck,
    queryFn: async ({ signal }) => {
      const [list, result] = await Promise.all([
        api.call(DriverRoutes.accountDeleteCheckList, { signal }),
        api.call(DriverRoutes.accountDeleteCheckResult, { signal }),
      ]);
      return { list: list.items, result };
    },
    staleTime: 0,
  });

export const deleteAccount = (verifyCode: string) => api.call(DriverRoutes.deleteAccount, { body: { verifyCode } });
