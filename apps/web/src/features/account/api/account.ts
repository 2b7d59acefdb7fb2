import type {
  ChangePasswordRequest,
  ChangePhoneRequest,
  DeletionCheckList,
  DeletionCheckResult,
  MineGroups,
  ResetPasswordRequest,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { driverKeys } from '../../../api/auth/keys';
import { api } from '../../../api/client';

const DRIVER = '/driver/v2/api';

export const changeNickName = (nickName: string) => api.put(`${DRIVER}/nickName`, { nickName });
export const changeUserName = (userName: string) => api.put(`${DRIVER}/userName`, { userName });
export const changePassword = (body: ChangePasswordRequest) => api.put(`${DRIVER}/password`, body);
export const resetPassword = (body: ResetPasswordRequest) => api.put(`${DRIVER}/resetPassword`, body);
export const changePhone = (body: ChangePhoneRequest) => api.put(`${DRIVER}/phone`, body);

/** The driver's groups (园区员工, 残疾人优待, …). */
export const mineGroupsQuery = () =>
  queryOptions({
    queryKey: driverKeys.groups,
    queryFn: ({ signal }) =>
      api.get<MineGroups>(`${DRIVER}/driverGroupMembers/getMineGroups`, undefined, undefined, { signal }),
  });

/** What is checked before deletion, and how the driver fares; always fresh (a balance may have changed). */
export const deletionCheckQuery = () =>
  queryOptions({
    queryKey: driverKeys.deletionCheck,
    queryFn: async ({ signal }) => {
      const [list, result] = await Promise.all([
        api.get<DeletionCheckList>(`${DRIVER}/accountDeleteCheckList`, undefined, undefined, { signal }),
        api.get<DeletionCheckResult>(`${DRIVER}/accountDeleteCheckResult`, undefined, undefined, { signal }),
      ]);
      return { list: list.items, result };
    },
    staleTime: 0,
  });

export const deleteAccount = (verifyCode: string) =>
  api.request(`${DRIVER}/account`, { method: 'DELETE', body: { verifyCode } });
