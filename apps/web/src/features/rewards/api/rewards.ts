import { IDEMPOTENCY_KEY_HEADER, RewardRoutes, type AcceptInvite } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createNonce } from '../../../api/request-headers';
import { api } from '../../../api/client';

/** Query keys of rewards; a reward given changes the coupons too (their screens read them again on visit). */
export const rewardKeys = {
  all: ['rewards'] as const,
  invite: ['rewards', 'invite'] as const,
  invitation: (code: string) => ['rewards', 'invitation', code] as const,
  gold: ['rewards', 'gold'] as const,
};

// Zod-free routes: the reward screens load no schema (decision 026).
export const myInviteQuery = () =>
  queryOptions({
    queryKey: rewardKeys.invite,
    queryFn: ({ signal }) => api.call(RewardRoutes.myInvite, { signal }),
  });

export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: rewardKeys.invitation(code),
    queryFn: ({ signal }) => api.call(RewardRoutes.invitation, { params: { code }, signal }),
    retry: false,
  });

export const goldPlanQuery = () =>
  queryOptions({
    queryKey: rewardKeys.gold,
    queryFn: ({ signal }) => api.call(RewardRoutes.goldPlan, { signal }),
  });

/** The registration coupon (registorSendCoupon): quiet, the caller shows what it got. */
export const sendRegisterCoupon = () => api.call(RewardRoutes.registorSendCoupon, { quiet: true });

export function useAcceptInvite(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvite) => api.call(RewardRoutes.acceptInvite, { params: { code }, body, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}

/** Redeems coins; one key per tap, so a retried request answers the first redemption. */
export function useRedeemGold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) =>
      api.call(RewardRoutes.redeemGold, {
        body: { optionId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: createNonce() },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
