import type { BindPhoneRequest, BindPhoneResult, LoginResult, RegisterRequest } from '@parking/contracts';
import { api } from '../../../api/client';

export const register = (body: RegisterRequest) => api.post<LoginResult>('/driver/v2/api/register', body);

/** Binds a phone to a WeChat account (which may switch the session to the phone's existing account). */
export const bindPhone = (body: BindPhoneRequest) => api.post<BindPhoneResult>('/driver/v2/api/bindPhone', body);
