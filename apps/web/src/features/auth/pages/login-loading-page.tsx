import type { LoginResult } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { driverKeys } from '../../../api/auth/keys';
import { installedEffects } from '../../../api/ui-effects';
import { bindWechat } from '../../../api/auth/wechat-bind';
import { Paths } from '../../../lib/paths';
import { loginWithToken, loginWithWechat } from '../api/login';
import { SigningIn } from '../components/signing-in';
import { useFinishLogin } from '../hooks/use-finish-login';

type Failure = 'cancelled' | 'failed' | 'nothing';

/** What this visit brought: WeChat's or Alipay's answer (code and state), a host app's token, or nothing usable. */
export function loginLoadingTask(
  search: string,
): (() => Promise<LoginResult & { redirect?: string | null }>) | Failure {
  const params = new URLSearchParams(search);
  // WeChat answers `code`, Alipay `auth_code`; the state says which provider on the server.
  const code = params.get('code') ?? params.get('auth_code');
  const state = params.get('state');
  const token = params.get('token');
  if (code && state) return () => loginWithWechat(code, state);
  if (state) return 'cancelled'; // WeChat returns without a code when the user denies
  if (token) return () => loginWithToken(token);
  return 'nothing';
}

const FAILURE_TEXT: Record<Failure, string> = {
  cancelled: '您已取消微信授权',
  failed: '登录失败',
  nothing: '缺少登录信息',
};

/**
 * WeChat's answer to a binding started on 个人信息 (`bind=1`): links the WeChat user to the signed-in driver and goes
 * back there; denied or failed, says so with the way back.
 */
function WechatBinding({ code, state }: { code: string | null; state: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | undefined>(code ? undefined : '您已取消微信授权');
  const started = useRef(false);

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    bindWechat(code, state).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: driverKeys.loginInfo });
        installedEffects.toast('微信绑定成功', { success: true });
        navigate(Paths.USER_INFO, { replace: true });
      },
      () => setFailure('微信绑定失败'),
    );
  }, [code, state, navigate, queryClient]);

  const shown = failure
    ? { title: failure, description: '可稍后在个人信息中重新绑定', action: '返回个人信息', to: Paths.USER_INFO }
    : undefined;
  return <SigningIn busyText="正在绑定微信…" failure={shown} />;
}

/**
 * /loginloading: finishes a WeChat login (code + state) or a host app's hand-over (token), then moves on; with
 * `bind=1`, WeChat's answer to binding the signed-in driver instead.
 */
export default function LoginLoadingPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.get('bind') === '1') return <WechatBinding code={params.get('code')} state={params.get('state')} />;
  return <WechatOrHostLogin search={search} />;
}

function WechatOrHostLogin({ search }: { search: string }) {
  const finish = useFinishLogin();
  const task = useMemo(() => loginLoadingTask(search), [search]);
  const [failure, setFailure] = useState<Failure | undefined>(typeof task === 'string' ? task : undefined);
  const started = useRef(false);

  useEffect(() => {
    // Once only: a WeChat code and a state are single use (StrictMode runs effects twice in development).
    if (typeof task === 'string' || started.current) return;
    started.current = true;
    task().then(
      (result) => finish(result, { target: result.redirect ?? null }),
      () => setFailure('failed'),
    );
  }, [task, finish]);

  return (
    <SigningIn failure={failure && { title: FAILURE_TEXT[failure], description: '请重新登录', action: '重新登录' }} />
  );
}
