import { DriverRoutes, RewardRoutes, type BindPhoneRequest, type RegisterRequest } from '@parking/contracts';
import { api } from '../../../api/client';

export const register = (body: RegisterRequest) => api.call(DriverRoutes.register, { body });

/** Binds a phone to a WeChat account (which may switch the session to the phone's existing account). */
export const bindPhone = (body: BindPhoneRequest) => api.call(DriverRoutes.bindPhone, { body });

/** The new account's registration coupon (spec registorSendCoupon; decision 052): quiet, the page says what came. */
export const sendRegisterCoupon = () => api.call(RewardRoutes.registorSendCoupon, { quiet: true });
