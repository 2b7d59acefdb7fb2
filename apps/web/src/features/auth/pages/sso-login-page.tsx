import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loginWithTicket } from '../api/login';
import { SigningIn } from '../components/signing-in';
import { useFinishLogin } from '../hooks/use-finish-login';

const REFUSED = { title: '登录凭证无效或已过期', description: '请返回来源应用重新进入，或直接登录', action: '去登录' };

/** /ssoLogin?ticket=…: a partner system sent the driver here with a one-time ticket; redeem it and go on. */
export default function SsoLoginPage() {
  const { search } = useLocation();
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

  return <SigningIn failure={failed ? REFUSED : undefined} />;
}
