import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { Paths } from '../../../lib/paths';
import { loginWithTicket } from '../api/login';
import { useFinishLogin } from '../hooks/use-finish-login';
import styles from './login-loading-page.module.css';

/** /ssoLogin?ticket=…: a partner system sent the driver here with a one-time ticket; redeem it and go on. */
export default function SsoLoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const params = new URLSearchParams(search);
  const ticket = params.get('ticket');
  const openid = params.get('openid') ?? undefined;
  const [failed, setFailed] = useState(!ticket);
  const started = useRef(false);

  useEffect(() => {
    if (!ticket || started.current) return; // a ticket works once
    started.current = true;
    loginWithTicket(ticket, openid).then(
      (result) => finish(result, { quiet: true }),
      () => setFailed(true),
    );
  }, [ticket, openid, finish]);

  if (failed) {
    return (
      <PageState
        title="登录凭证无效或已过期"
        description="请返回来源应用重新进入，或直接登录"
        action={{ text: '去登录', onClick: () => navigate(Paths.LOGIN_INDEX, { replace: true }) }}
      />
    );
  }
  return (
    <div className={styles.loading} role="status">
      <SpinLoading color="primary" />
      <span>正在登录…</span>
    </div>
  );
}
