import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../../lib/session';
import { browserStore } from '../../lib/storage';
import { api } from '../client';
import { driverKeys } from './keys';
import { LOGIN_INFO_CALL } from './login-info-first-call';

/** The logged-in driver (masked phone, names, whether a password is set); used by the account pages and /mine. */
export const loginInfoQuery = () =>
  queryOptions({
    queryKey: driverKeys.loginInfo,
    queryFn: ({ signal }) => api.call(LOGIN_INFO_CALL.route, { signal }),
    staleTime: 60_000,
  });

/** Asked only while a token is stored: an anonymous visitor has no driver to ask about. */
export const useLoginInfo = () => useQuery({ ...loginInfoQuery(), enabled: isLoggedIn(browserStore) });
