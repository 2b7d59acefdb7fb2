import type { LoginResult } from '@parking/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loginWithToken, loginWithWechat } from '../api/login';
import { SigningIn } from '../components/signing-in';
import { useFinishLogin } from '../hooks/use-finish-login';

type Failure = 'cancelled' | 'failed' | 'nothing';

/** What this visit brought: WeChat's answer (code and state), a host app's token, or nothing usable. */
export function loginLoadingTask(
  search: string,
): (() => Promise<LoginResult & { redirect?: string | null }>) | Failure {
  const params = new URLSearchParams(search);
  const code = params.get('code');
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

/** /loginloading: finishes a WeChat login (code + state) or a host app's hand-over (token), then moves on. */
export default function LoginLoadingPage() {
  const { search } = useLocation();
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
